import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One reader running in its profile: started with its output in the profile's `log`, its
/// first window timed, driven with real key presses (xdotool), measured from /proc, and
/// quit as a user quits it.
final class LaunchedReader {
  let process = Process()
  /// When it was started (CLOCK_MONOTONIC ns).
  let launchedAt: UInt64
  private let profile: ReaderProfile
  private let watch: WindowMapWatch
  private var window: String?

  /// Starts `executable` with `arguments` in `profile`, watching the display for its window;
  /// `extra` is added to its environment alone (a preloaded probe, say), not to the tools that
  /// drive it.
  init(
    _ executable: String, _ arguments: [String], in profile: ReaderProfile,
    extra: [String: String] = [:]
  ) throws {
    self.profile = profile
    watch = try WindowMapWatch(environment: profile.environment)
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = profile.environment.merging(extra) { $1 }
    let log = profile.path("log")
    if !FileManager.default.fileExists(atPath: log.path) {
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    }
    let handle = try FileHandle(forWritingTo: log)
    handle.seekToEndOfFile()
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    launchedAt = monotonicNanoseconds()
    try process.run()
  }

  var pid: Int32 { process.processIdentifier }

  /// Milliseconds from the start to the first top-level window mapped, or nil when none came
  /// within `seconds`.
  func windowMapped(within seconds: Double = 60) -> Double? {
    guard let first = watch.firstWindow(within: seconds) else { return nil }
    window = first.window
    return Double(first.at - launchedAt) / 1e6
  }

  /// Gives the reader's window the keyboard focus (unless `focus` is false: it has it already)
  /// and presses `keys` (xdotool names, e.g. `ctrl+n`), one key press each, `gap` seconds apart.
  func press(_ keys: [String], gap: Double = 0.3, focus: Bool = true) throws {
    if focus { try xdotool(["windowfocus", "--sync", try focusWindow()]) }
    for key in keys {
      try xdotool(["key", "--clearmodifiers", key])
      usleep(UInt32(gap * 1_000_000))
    }
  }

  /// Clicks the first mouse button at (`x`, `y`) in the reader's window.
  func click(x: Int, y: Int) throws {
    // GTK takes a press only once the pointer has entered the window: from outside it (a
    // pointer left there by an earlier round enters nothing), then a moment before the press.
    let window = try focusWindow()
    try xdotool(["windowfocus", "--sync", window])
    try xdotool(["mousemove", "5000", "5000"])
    usleep(100_000)
    try xdotool(["mousemove", "--window", window, String(x), String(y)])
    usleep(300_000)
    try xdotool(["click", "1"])
    usleep(300_000)
  }

  /// Moves the pointer off the window (to the screen's far corner), so no row shows hover.
  func movePointerAway() throws {
    try xdotool(["mousemove", "5000", "5000"])
  }

  private func focusWindow() throws -> String {
    guard let window = window ?? watch.firstWindow(within: 30)?.window else {
      throw BenchFailure("readers: \(process.executableURL?.path ?? "") showed no window")
    }
    self.window = window
    return window
  }

  private func xdotool(_ arguments: [String]) throws {
    _ = try ChildRun.run(
      "/usr/bin/env", ["xdotool"] + arguments, environment: profile.environment, deadline: 10)
  }

  /// Memory of the reader and what it started.
  func memory() -> TreeMemory { ProcessTree.memory(of: pid) }

  /// Quits with `key` (the reader's own Quit), waiting up to 20 s for it to save and exit;
  /// ends the process tree if it does not.
  func quit(key: String?) {
    if let key, process.isRunning {
      try? press([key], gap: 0)
      waitUntil(seconds: 20) { !process.isRunning }
    }
    if process.isRunning { ProcessTree.terminate(pid) }
    process.waitUntilExit()
    watch.stop()
  }

  /// Waits for the reader to exit by itself.
  func waitForExit(seconds: Double) -> Bool {
    waitUntil(seconds: seconds, interval: 0.01) { !process.isRunning }
  }
}
