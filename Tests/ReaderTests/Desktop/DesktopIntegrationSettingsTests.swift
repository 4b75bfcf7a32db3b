import Foundation
import XCTest

/// The window size chosen in one run is restored in the next, through GSettings (keyfile
/// backend in a temporary folder), and a missing schema costs one warning, not a crash.
final class DesktopIntegrationSettingsTests: XCTestCase {
  func testWindowSizeChosenInOneRunIsRestoredInTheNext() throws {
    let runner = try DesktopIntegrationRunner()
    defer { runner.cleanUp() }
    let first = runner.folder.appendingPathComponent("first.png").path
    let second = runner.folder.appendingPathComponent("second.png").path

    // Default size first, so the test proves the size changed and came back.
    let fresh = try runner.run(arguments: ["--screenshot", first])
    XCTAssertEqual(fresh.status, 0, fresh.transcript)
    let defaultSize = try DesktopIntegrationRunner.pngSize(first)

    // Larger than the default and than any content minimum, so GTK does not clamp it.
    let resized = try runner.run(steps: "size=1000x700,screenshot=\(first),close")
    XCTAssertEqual(resized.status, 0, resized.transcript)
    XCTAssertEqual(resized.lines.first?.hasSuffix("(default 1000x700)"), true, resized.stdout)
    XCTAssertFalse(resized.stderr.contains("CRITICAL"), resized.stderr)
    let chosen = try DesktopIntegrationRunner.pngSize(first)
    XCTAssertNotEqual(chosen.width, defaultSize.width)

    let restored = try runner.run(arguments: ["--screenshot", second])
    XCTAssertEqual(restored.status, 0, restored.transcript)
    let size = try DesktopIntegrationRunner.pngSize(second)
    XCTAssertEqual(size.width, chosen.width)
    XCTAssertEqual(size.height, chosen.height)

    let keyfile = try String(
      contentsOf: runner.folder.appendingPathComponent("config/glib-2.0/settings/keyfile"),
      encoding: .utf8)
    XCTAssertTrue(keyfile.contains("[io/github/overshoot/Overshoot]"), keyfile)
    XCTAssertTrue(keyfile.contains("window-width=1000"), keyfile)
    XCTAssertTrue(keyfile.contains("window-height=700"), keyfile)
  }

  func testAPhoneWidthWindowIsThreeHundredSixtyPixelsWide() throws {
    let runner = try DesktopIntegrationRunner()
    defer { runner.cleanUp() }
    // Asking for 300 px gets the window's minimum: the sidebar and the article fold away
    // below 600 px, so the content fits a 360 px screen (GTK's client-side decorations take a
    // few pixels of the 360 px request under Xvfb).
    let run = try runner.run(steps: "size=300x600,close")
    XCTAssertEqual(run.status, 0, run.transcript)
    let path = runner.folder.appendingPathComponent("narrow.png").path
    let restored = try runner.run(arguments: ["--screenshot", path])
    XCTAssertEqual(restored.status, 0, restored.transcript)
    let width = try DesktopIntegrationRunner.pngSize(path).width
    XCTAssertLessThanOrEqual(width, 360, "the window must fit a 360 px wide screen")
    XCTAssertGreaterThanOrEqual(width, 340, "the minimum width is 360 px with decorations")
  }

  func testWithoutAnInstalledSchemaTheAppWarnsOnceAndStillRuns() throws {
    let runner = try DesktopIntegrationRunner()
    defer { runner.cleanUp() }
    let run = try runner.run(steps: "close", schema: false)
    XCTAssertEqual(run.status, 0, run.transcript)
    let warnings = run.stderr.split(separator: "\n").filter { $0.contains("settings schema") }
    XCTAssertEqual(warnings.count, 1, run.stderr)
  }
}
