#!/usr/bin/python3
"""Start-up to first frame of the installed Flatpak, inside the sandbox (`flatpak run`) against
the same binary outside it (the installed /app on the same Debian libraries, run in the stand-in
runtime's tree by `.ci/flatpak`'s outside runner, no bubblewrap, no D-Bus proxy, no portal), in
one session, alternating, on fresh data each run. Prints figures; fails only if a run fails.

  first_frame.py OUTSIDE-RUNNER [RUNS]

Two times a run: until the window is mapped (an X window titled "Overshoot" is viewable), and
until `--screenshot` has drawn the first frame of the loaded timeline, written it and exited.
"""
import os
import shutil
import statistics
import subprocess
import sys
import time

APP = "io.github.overshoot.Overshoot"
HOME = os.environ["HOME"]
APP_HOME = os.path.join(HOME, ".var", "app", APP)


def visible_window():
    out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Overshoot$"],
                         capture_output=True, text=True).stdout.split()
    return bool(out)


def timed(command, shot):
    if os.path.exists(shot):
        os.remove(shot)
    started = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    mapped = None
    while process.poll() is None:
        if mapped is None and visible_window():
            mapped = time.monotonic() - started
        if time.monotonic() - started > 120:
            process.kill()
            raise SystemExit("first_frame: %s still running after 120 s" % command)
        time.sleep(0.01)
    done = time.monotonic() - started
    if process.returncode != 0 or not os.path.exists(shot):
        raise SystemExit("first_frame: %s failed (%d): %s" % (command, process.returncode,
                                                            process.stderr.read()[-600:]))
    return mapped, done


def main():
    outside_runner = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    results = {"inside": [], "outside": []}
    for _ in range(runs):
        shutil.rmtree(APP_HOME, ignore_errors=True)
        os.makedirs(os.path.join(APP_HOME, "cache"))
        inside_shot = os.path.join(APP_HOME, "cache", "first-frame.png")
        results["inside"].append(timed(["flatpak", "run", APP, "--screenshot", inside_shot],
                                       inside_shot))
        outside_shot = "/tmp/overshoot-outside/first-frame.png"
        results["outside"].append(timed(["bash", outside_runner, "--screenshot", outside_shot],
                                        outside_shot))
    shutil.rmtree(APP_HOME, ignore_errors=True)
    for where, values in results.items():
        mapped = [m for m, _ in values if m is not None]
        shots = [d for _, d in values]
        print("first-frame: %-7s window mapped %s s (median %.2f); screenshot written and exited "
              "%s s (median %.2f)" % (
                  where, " ".join("%.2f" % m for m in mapped),
                  statistics.median(mapped) if mapped else float("nan"),
                  " ".join("%.2f" % d for d in shots), statistics.median(shots)), flush=True)


main()
