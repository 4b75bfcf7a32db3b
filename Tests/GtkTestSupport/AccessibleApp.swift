import Foundation
import TestSupport
import XCTest

/// An executable of this build (beside the test binary) run as a screen reader meets it: on
/// fresh data in folders of its own, on the session's accessibility bus, read through
/// `Tests/Accessibility/atspi_probe.py`.
public struct AccessibleApp {
  /// The probe script.
  public static let probeScript = SourceTree.url("Tests/Accessibility/atspi_probe.py").path
  /// The executable's name, which is also its application name on the bus.
  public let name: String
  /// The folder its data, state and settings live in while it runs.
  public let folder: URL

  /// Runs `name` with the arguments `arguments` gives for the data folder, until `body`
  /// returns (the app is always stopped); skips the test without a display and a session bus.
  public static func run(
    _ name: String, arguments: (URL) throws -> [String] = { _ in [] },
    _ body: (AccessibleApp) throws -> Void
  ) throws {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil, environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
      throw XCTSkip("needs a display and a session bus: run under xvfb-run and dbus-run-session")
    }
    let check = try DeadlineProcess.run("/usr/bin/python3", ["-c", "import gi"], seconds: 20)
    XCTAssertEqual(
      check.status, 0, "Debian's python3-gi and gir1.2-atspi-2.0 are needed: \(check.stderr)")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-a11y-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var env = environment
    for variable in ["XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME"] {
      env[variable] = folder.appendingPathComponent(variable).path
    }
    let app = Process()
    app.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent(name)
    app.environment = env
    app.arguments = try arguments(folder)
    app.standardOutput = FileHandle.nullDevice
    try app.run()
    defer {
      app.terminate()
      app.waitUntilExit()
    }
    try body(AccessibleApp(name: name, folder: folder))
  }

  /// Runs the probe with `arguments` (`find`, `visible`, `keys` …), 40 s at most.
  public static func probe(_ arguments: [String]) throws -> DeadlineProcess.Result {
    try DeadlineProcess.run("/usr/bin/python3", [Self.probeScript] + arguments, seconds: 40)
  }

  /// Waits, 30 s at most, until a node of `role` named `accessibleName` is on the bus; fails
  /// the test naming it otherwise. Returns how long it took, as the probe says.
  @discardableResult
  public func waitFor(
    _ role: String, named accessibleName: String, file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> String {
    let found = try Self.probe(["find", name, role, accessibleName, "--timeout", "30"])
    XCTAssertEqual(
      found.status, 0, "no \(role) \(accessibleName) over AT-SPI: \(found.stderr)", file: file,
      line: line)
    return found.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The probe's lines for `arguments`, one node a line (an empty line is a nameless node);
  /// fails the test if the probe fails.
  public static func lines(
    _ arguments: [String], file: StaticString = #filePath, line: UInt = #line
  )
    throws -> [String]
  {
    let run = try probe(arguments)
    XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
    var lines = run.stdoutText.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
