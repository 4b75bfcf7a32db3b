import Foundation
import TestSupport
import XCTest

/// The running app as a screen reader sees it, read over AT-SPI by `Tests/Accessibility/
/// atspi_probe.py`: it registers promptly, its header-bar button says what it does, and the
/// widgets of pages that are not shown are not exposed as visible.
final class AccessibilityTreeTests: XCTestCase {
  private static let probe = SourceTree.url("Tests/Accessibility/atspi_probe.py").path
  private static let python = "/usr/bin/python3"

  private var appPath: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("overshoot").path
  }

  /// Starts the app on fresh data, runs `body`, and always stops the app.
  private func withRunningApp(_ body: () throws -> Void) throws {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil, environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
      throw XCTSkip("needs a display and a session bus: run under xvfb-run and dbus-run-session")
    }
    let check = try DeadlineProcess.run(Self.python, ["-c", "import gi"], seconds: 20)
    XCTAssertEqual(
      check.status, 0, "Debian's python3-gi and gir1.2-atspi-2.0 are needed: \(check.stderr)")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-a11y-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var env = environment
    for (variable, name) in [
      ("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state"), ("XDG_CONFIG_HOME", "config"),
    ] {
      env[variable] = folder.appendingPathComponent(name).path
    }
    let app = Process()
    app.executableURL = URL(fileURLWithPath: appPath)
    app.environment = env
    app.standardOutput = FileHandle.nullDevice
    try app.run()
    defer {
      app.terminate()
      app.waitUntilExit()
    }
    try body()
  }

  private func probe(_ arguments: [String]) throws -> DeadlineProcess.Result {
    try DeadlineProcess.run(Self.python, [Self.probe] + arguments, seconds: 40)
  }

  func testTheHeaderBarRefreshButtonIsFoundByNameAndNamesWhatItRefreshes() throws {
    try withRunningApp {
      let found = try probe([
        "find", "overshoot", "push button", "Refresh feeds", "--timeout", "30",
      ])
      XCTAssertEqual(found.status, 0, found.stderr)
      print("AT-SPI found the Refresh feeds button after \(found.stdoutText.trimmed) s")
    }
  }

  func testTheRefreshButtonIsExposedOnceAsVisible() throws {
    try withRunningApp {
      let found = try probe([
        "find", "overshoot", "push button", "Refresh feeds", "--timeout", "30",
      ])
      XCTAssertEqual(found.status, 0, found.stderr)
      let visible = try probe(["visible", "overshoot", "push button"])
      XCTAssertEqual(visible.status, 0, visible.stderr)
      let names = visible.stdoutText.split(separator: "\n").map(String.init)
      XCTAssertEqual(names.filter { $0 == "Refresh feeds" }.count, 1, "\(names)")
    }
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
