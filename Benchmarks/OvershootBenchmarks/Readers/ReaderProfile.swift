import Foundation

/// A fresh profile for one reader in one round: its own HOME and XDG folders in a temporary
/// folder, settings in a key file there (`GSETTINGS_BACKEND=keyfile`, so no dconf of the host
/// leaks in), and a session bus of its own, started with that environment, so what the bus
/// starts for the reader (portals, the keyring) also sees only this profile.
final class ReaderProfile {
  let root: URL
  private var bus: Process?
  /// What every program of this profile runs with.
  private(set) var environment: [String: String]

  /// Makes the folders under a new temporary folder named after `reader` and `round`.
  init(reader: String, round: Int, extra: [String: String] = [:]) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-readers-\(getpid())-\(reader)-\(round)")
    try? FileManager.default.removeItem(at: root)
    for folder in ["home", "config", "data", "cache", "runtime"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    chmod(root.appendingPathComponent("runtime").path, 0o700)
    let inherited = ProcessInfo.processInfo.environment
    environment = [
      "PATH": inherited["PATH"] ?? "/usr/bin:/bin",
      "LANG": "C.UTF-8",
      "HOME": root.appendingPathComponent("home").path,
      "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
      "XDG_DATA_HOME": root.appendingPathComponent("data").path,
      "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
      "XDG_RUNTIME_DIR": root.appendingPathComponent("runtime").path,
      "GSETTINGS_BACKEND": "keyfile",
      // Accessibility off for every reader alike: no AT-SPI bus to start or feed.
      "NO_AT_BRIDGE": "1",
      "GTK_A11Y": "none",
    ].merging(extra) { $1 }
    for name in ["DISPLAY", "XAUTHORITY", "GSK_RENDERER", "LIBGL_ALWAYS_SOFTWARE"] {
      if let value = inherited[name] { environment[name] = value }
    }
  }

  /// Whether programs started from now on run with accessibility (AT-SPI) on, as the search
  /// row needs to see its results; off for every other row.
  var isAccessible = false {
    didSet {
      for name in ["NO_AT_BRIDGE", "GTK_A11Y"] { environment[name] = nil }
      if !isAccessible {
        environment["NO_AT_BRIDGE"] = "1"
        environment["GTK_A11Y"] = "none"
      }
    }
  }

  /// The path of `relative` inside the profile.
  func path(_ relative: String) -> URL { root.appendingPathComponent(relative) }

  /// Writes `text` to `relative`, making its folders.
  func write(_ text: String, to relative: String) throws {
    let url = path(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// Sets `key=value` settings of `group` (`org/gnome/liferea`) in the GSettings key file:
  /// a key already there is changed in place, the others are added under the group.
  func setSettings(_ group: String, _ values: [String: String]) throws {
    let relative = "config/glib-2.0/settings/keyfile"
    var lines = ((try? String(contentsOf: path(relative), encoding: .utf8)) ?? "")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var added: [String] = []
    for (key, value) in values.sorted(by: { $0.key < $1.key }) {
      if let index = lines.firstIndex(where: { $0.hasPrefix("\(key)=") }) {
        lines[index] = "\(key)=\(value)"
      } else {
        added.append("\(key)=\(value)")
      }
    }
    if !added.isEmpty { lines += ["[\(group)]"] + added }
    try write(lines.joined(separator: "\n") + "\n", to: relative)
  }

  /// Starts the profile's session bus and adds its address to `environment`.
  func startBus() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["dbus-daemon", "--session", "--nofork", "--print-address=1"]
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    var line = Data()
    while !line.contains(0x0A) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    let address = String(decoding: line, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !address.isEmpty else {
      process.terminate()
      throw BenchFailure("readers: dbus-daemon printed no address (is dbus installed?)")
    }
    bus = process
    environment["DBUS_SESSION_BUS_ADDRESS"] = address
  }

  /// Ends the bus and what it started, and removes the folder.
  func discard() {
    if let bus {
      ProcessTree.terminate(bus.processIdentifier)
      bus.waitUntilExit()
    }
    bus = nil
    try? FileManager.default.removeItem(at: root)
  }
}
