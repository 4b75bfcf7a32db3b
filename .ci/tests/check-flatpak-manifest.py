#!/usr/bin/env python3
"""Checks data/io.github.overshoot.Overshoot.json without flatpak-builder (it cannot run here):
the structure Flathub expects, every path it names exists, every SwiftPM dependency of
Package.swift is vendored as a pinned git source with a mirror and a resolved pin, and the
build goes through meson with a static Swift runtime, and every C library that Package.swift
links through pkg-config, or the sources load with dlopen, is one the GNOME runtime ships (so no
extra module is needed). With a local clone of a pinned
dependency available (SwiftPM's cache), it also resolves the package offline exactly as the
manifest makes flatpak-builder do. Prints one line per check; exits 1 on the first failure."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
APP_ID = "io.github.overshoot.Overshoot"
MANIFEST = os.path.join(ROOT, "data", APP_ID + ".json")
FINISH_ARGS = {"--share=network", "--share=ipc", "--socket=wayland", "--socket=fallback-x11",
               "--device=dri"}


def check(condition, message):
    if not condition:
        print("FAIL: " + message)
        sys.exit(1)
    print("ok: " + message)


# The pkg-config modules of Package.swift's system libraries, and where the runtime gets each:
# a new one fails the check until it is added here or built as a module of the manifest.
RUNTIME_LIBRARIES = {
    "gtk4": "org.gnome.Sdk (GTK 4)",
    "gio-2.0": "org.gnome.Sdk (GLib's GIO, which GTK 4 needs)",
    "sqlite3": "org.freedesktop.Sdk, under org.gnome.Sdk (SQLite)",
    "libxml-2.0": "org.freedesktop.Sdk, under org.gnome.Sdk (libxml2, which GLib's tools use)",
    "libsecret-1": "org.gnome.Sdk (libsecret: the CLI's sync passwords)",
    "webkitgtk-6.0": "org.gnome.Sdk (WebKitGTK 6.0: the article view)",
    "libadwaita-1": "org.gnome.Sdk (libadwaita: the reader's style manager, toasts and dialogs)",
}


# Libraries the program loads with dlopen instead of linking (sonames in Sources/**/*.c), and
# where the runtime gets each: their headers come from the SDK, the library from the runtime.
LOADED_LIBRARIES = {
    "libcurl.so.4": "org.freedesktop.Platform, under org.gnome.Platform (curl)",
    "libwebkitgtk-6.0.so.4": "org.gnome.Platform (WebKitGTK 6.0: the article view)",
}


def loaded_libraries():
    found = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources")):
        for name in files:
            if name.endswith(".c") or name.endswith(".h"):
                text = open(os.path.join(folder, name)).read()
                # A soname passed to dlopen, or one a loader's header names for it.
                found.update(re.findall(r'dlopen\("(lib[^"]+\.so\.\d+)"', text))
                found.update(re.findall(r'#define \w+_LIBRARY "(lib[^"]+\.so\.\d+)"', text))
    return sorted(found)


def system_libraries():
    text = open(os.path.join(ROOT, "Package.swift")).read()
    return re.findall(r'\.systemLibrary\([^)]*?pkgConfig:\s*"([^"]+)"', text, re.S)


def package_dependencies():
    text = open(os.path.join(ROOT, "Package.swift")).read()
    return re.findall(r'\.package\(\s*url:\s*"([^"]+)"', text)


def main():
    manifest = json.load(open(MANIFEST))
    base = os.path.dirname(MANIFEST)
    check(manifest.get("id") == APP_ID, "id is " + APP_ID)
    check(manifest.get("command") == "overshoot", "command is overshoot")
    check(manifest.get("runtime") == "org.gnome.Platform" and manifest.get("sdk") == "org.gnome.Sdk",
          "GNOME runtime and SDK")
    version = str(manifest.get("runtime-version", ""))
    check(re.fullmatch(r"\d+", version) is not None,
          "runtime-version pinned to a GNOME release (%s), which pins the swift6 branch" % version)
    check(manifest.get("sdk-extensions") == ["org.freedesktop.Sdk.Extension.swift6"],
          "the swift6 SDK extension")
    options = manifest.get("build-options", {})
    check(options.get("append-path") == "/usr/lib/sdk/swift6/bin", "swift6 on PATH for the build")
    check(set(manifest.get("finish-args", [])) == FINISH_ARGS
          and len(manifest["finish-args"]) == len(FINISH_ARGS),
          "finish-args exactly: " + " ".join(sorted(FINISH_ARGS)))

    modules = manifest.get("modules", [])
    check(len(modules) == 1 and modules[0].get("name") == "overshoot", "one module, overshoot")
    module = modules[0]
    check(module.get("buildsystem") == "meson", "built by meson.build")
    meson = open(os.path.join(ROOT, "meson.build")).read()
    check(meson.count("--static-swift-stdlib") >= 2, "meson.build links the Swift runtime statically")

    libraries = system_libraries()
    check(len(libraries) > 0, "Package.swift's system libraries found: " + ", ".join(libraries))
    for library in libraries:
        check(library in RUNTIME_LIBRARIES,
              "pkg-config %s comes with the runtime: %s" % (library, RUNTIME_LIBRARIES.get(library, "UNKNOWN")))

    for library in loaded_libraries():
        check(library in LOADED_LIBRARIES,
              "%s (loaded with dlopen) comes with the runtime: %s"
              % (library, LOADED_LIBRARIES.get(library, "UNKNOWN")))

    sources = module.get("sources", [])
    for source in sources:
        if "path" in source:
            path = os.path.normpath(os.path.join(base, source["path"]))
            check(os.path.exists(path), "%s source path exists: %s" % (source["type"], path))
    dir_sources = [s for s in sources if s.get("type") == "dir"]
    check(len(dir_sources) == 1 and os.path.normpath(os.path.join(base, dir_sources[0]["path"])) == ROOT,
          "the app's own source is the repository")

    git_sources = [s for s in sources if s.get("type") == "git"]
    inline = {(s.get("dest", ""), s["dest-filename"]): s["contents"]
              for s in sources if s.get("type") == "inline"}
    mirrors = json.loads(inline.get((".swiftpm/configuration", "mirrors.json"), '{"object": []}'))
    resolved = json.loads(inline.get(("", "Package.resolved"), '{"pins": []}'))
    build_dir = "/run/build/" + module["name"]
    for url in package_dependencies():
        name = url.rstrip("/").split("/")[-1].removesuffix(".git")
        vendored = [s for s in git_sources if s["url"].removesuffix(".git") == url.removesuffix(".git")]
        check(len(vendored) == 1, "%s vendored as a git source" % name)
        source = vendored[0]
        check(re.fullmatch(r"[0-9a-f]{40}", source.get("commit", "")) is not None and source.get("tag"),
              "%s pinned: tag %s, commit %s" % (name, source.get("tag"), source.get("commit")))
        mirror = [m for m in mirrors["object"] if m["original"] == url]
        check(len(mirror) == 1 and mirror[0]["mirror"] == "file://%s/%s" % (build_dir, source["dest"]),
              "%s mirrored to the vendored copy (%s)" % (name, source["dest"]))
        pin = [p for p in resolved["pins"] if p["location"] == url]
        check(len(pin) == 1 and pin[0]["state"]["revision"] == source["commit"]
              and pin[0]["state"].get("version") == source["tag"],
              "%s resolved to the same commit and tag" % name)
    check(len(git_sources) == len(package_dependencies()), "no git source without a dependency")
    resolve_offline(module, sources, git_sources, inline, build_dir)


def local_clone(commit):
    """A local git repository that has `commit`: SwiftPM's cache, if this machine has one."""
    cache = os.path.expanduser("~/.cache/org.swift.swiftpm/repositories")
    for folder in sorted(os.listdir(cache)) if os.path.isdir(cache) else []:
        path = os.path.join(cache, folder)
        if subprocess.run(["git", "-C", path, "cat-file", "-e", commit + "^{commit}"],
                          capture_output=True).returncode == 0:
            return path
    return None


def resolve_offline(module, sources, git_sources, inline, build_dir):
    """Lays the sources out as flatpak-builder does and runs `swift package resolve` with an
    empty HOME and automatic resolution disabled: it succeeds only through the mirrors."""
    if shutil.which("swift") is None:
        print("skipped: offline resolution (no swift on PATH)")
        return
    with tempfile.TemporaryDirectory() as scratch:
        work = os.path.join(scratch, "build")
        shutil.copytree(ROOT, work, ignore=shutil.ignore_patterns(
            ".build*", "build", ".git", "Package.resolved", ".swiftpm", "vendor"))
        for source in git_sources:
            clone = local_clone(source["commit"])
            if clone is None:
                print("skipped: offline resolution (no local clone of %s)" % source["url"])
                return
            dest = os.path.join(work, source["dest"])
            subprocess.run(["git", "clone", "-q", clone, dest], check=True)
            subprocess.run(["git", "-C", dest, "checkout", "-q", source["commit"]], check=True)
            subprocess.run(["git", "-C", dest, "tag", "-f", source["tag"], source["commit"]],
                           check=True, capture_output=True)
        for (dest, name), contents in inline.items():
            os.makedirs(os.path.join(work, dest), exist_ok=True)
            with open(os.path.join(work, dest, name), "w") as f:
                f.write(contents.replace("file://" + build_dir, "file://" + work))
        home = os.path.join(scratch, "home")
        os.makedirs(home)
        env = dict(os.environ, HOME=home, XDG_CACHE_HOME=os.path.join(home, ".cache"))
        result = subprocess.run(
            ["swift", "package", "--package-path", work, "--scratch-path",
             os.path.join(scratch, "swiftpm"), "--disable-automatic-resolution", "resolve"],
            env=env, capture_output=True, text=True)
        if result.returncode != 0:
            print(result.stdout + result.stderr)
        check(result.returncode == 0, "offline resolution through the mirrors, with an empty HOME")
        state = json.load(open(os.path.join(scratch, "swiftpm", "workspace-state.json")))
        # Local packages (`.package(path:)`, inside the repository) have no checkout.
        revisions = {d["state"]["checkoutState"]["revision"] for d in state["object"]["dependencies"]
                     if "checkoutState" in d["state"]}
        check(revisions == {s["commit"] for s in git_sources}, "checked out at the pinned commits")


main()
