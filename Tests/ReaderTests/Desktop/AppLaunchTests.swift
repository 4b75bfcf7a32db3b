import Foundation
import XCTest

/// The `overshoot` executable, run as a user would: a screenshot under a display, a clear
/// message and status 2 without one.
final class AppLaunchTests: XCTestCase {
  /// The built app, next to this test bundle in the build folder.
  private var appPath: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("overshoot").path
  }

  private func run(
    _ arguments: [String], environment: [String: String], program: String = "overshoot"
  ) throws -> ChildProcess.Result {
    let path = URL(fileURLWithPath: appPath).deletingLastPathComponent()
      .appendingPathComponent(program).path
    return try ChildProcess.run(path, arguments, environment: environment)
  }

  private var environmentWithoutDisplay: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    return environment
  }

  func testWithoutADisplayTheAppExitsTwoWithOneLineSayingHowToRunIt() throws {
    let result = try run([], environment: environmentWithoutDisplay)
    XCTAssertEqual(result.status, 2)
    let lines = result.stderr.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, "expected one line, got: \(result.stderr)")
    XCTAssertTrue(result.stderr.contains("xvfb-run"), result.stderr)
  }

  func testVersionNeedsNoDisplay() throws {
    let result = try run(["--version"], environment: environmentWithoutDisplay)
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.stdout.hasPrefix("overshoot "), result.stdout)
  }

  func testUnknownOptionIsAUsageError() throws {
    let result = try run(["--frobnicate"], environment: environmentWithoutDisplay)
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.stderr.contains("unknown option --frobnicate"), result.stderr)
  }

  func testScreenshotWritesAPNGOfTheWindow() throws {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
      throw XCTSkip("needs a display; run under xvfb-run -a")
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var env = environment
    env["XDG_DATA_HOME"] = FileManager.default.temporaryDirectory.path
    let result = try run(["--screenshot", path], environment: env)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertFalse(result.stderr.contains("CRITICAL"), result.stderr)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    XCTAssertGreaterThan(data.count, 1000)
    XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  func testAFeedNamedOnTheCommandLineIsSubscribed() throws {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
      throw XCTSkip("needs a display; run under xvfb-run -a")
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-open-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let feed = folder.appendingPathComponent("opened.xml")
    try """
    <?xml version="1.0"?><rss version="2.0"><channel><title>Opened from the command line</title>
    <item><guid>one</guid><title>One</title></item></channel></rss>
    """.write(to: feed, atomically: true, encoding: .utf8)
    var env = environment
    env["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
    env["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
    let shot = folder.appendingPathComponent("shot.png").path
    let result = try run(["--screenshot", shot, feed.path], environment: env)
    XCTAssertEqual(result.status, 0, result.stderr)
    let database = folder.appendingPathComponent("data/overshoot/feeds.sqlite").path
    let listed = try run(["list", "--db", database], environment: env, program: "overshoot-cli")
    XCTAssertEqual(listed.status, 0, listed.stderr)
    XCTAssertTrue(listed.stdout.contains("Opened from the command line"), listed.stdout)
  }
}
