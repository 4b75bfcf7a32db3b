import Foundation

/// When the first top-level window appears on the X display: `xev -root -event substructure`
/// reports every window the root maps, as it happens (no polling), and the watch keeps the
/// first that is not override-redirect (a menu or tooltip is). "Mapped" is when the X server
/// shows the window, the same event for a GTK 3 and a GTK 4 program; the first paint follows it
/// within a frame.
final class WindowMapWatch: @unchecked Sendable {
  // @unchecked: `mapped` is guarded by `lock`; the reading thread is the only writer.
  private let process = Process()
  private let lock = NSLock()
  private var mapped: (window: String, at: UInt64)?

  /// Starts watching the display in `environment` (`DISPLAY`); returns once xev listens.
  init(environment: [String: String]) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xev", "-root", "-event", "substructure"]
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    Thread { [self] in read(output.fileHandleForReading) }.start()
    // xev selects the root's events before it prints anything; give it that moment.
    usleep(150_000)
  }

  /// The first top-level window mapped, with when (CLOCK_MONOTONIC ns), waiting up to
  /// `seconds` for it.
  func firstWindow(within seconds: Double) -> (window: String, at: UInt64)? {
    var found: (window: String, at: UInt64)?
    _ = waitUntil(seconds: seconds) {
      found = lock.withLock { mapped }
      return found != nil
    }
    return found
  }

  /// Stops xev.
  func stop() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  private func read(_ handle: FileHandle) {
    var pending = ""
    var inMapNotify = false
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { return }
      let now = monotonicNanoseconds()
      pending += String(decoding: chunk, as: UTF8.self)
      while let newline = pending.firstIndex(of: "\n") {
        let line = pending[..<newline]
        pending = String(pending[pending.index(after: newline)...])
        if line.hasPrefix("MapNotify event") {
          inMapNotify = true
        } else if inMapNotify {
          inMapNotify = false
          // "    event 0x1e8, window 0x200012, override NO"
          guard line.hasSuffix("override NO"), let range = line.range(of: "window ") else {
            continue
          }
          let window = line[range.upperBound...].prefix { $0 != "," }
          lock.withLock { if mapped == nil { mapped = (String(window), now) } }
        }
      }
    }
  }
}

/// Polls `condition` every `interval` seconds until it holds or `seconds` pass; returns whether
/// it held.
@discardableResult
func waitUntil(seconds: Double, interval: Double = 0.05, _ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while true {
    if condition() { return true }
    if Date() >= deadline { return false }
    usleep(UInt32(interval * 1_000_000))
  }
}
