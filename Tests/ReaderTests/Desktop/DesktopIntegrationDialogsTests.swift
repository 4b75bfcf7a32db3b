import Foundation
import XCTest

/// The shortcuts window and the About dialog open through their app actions (the path of the
/// primary menu and the accelerators) with CRITICALs fatal, and the accelerators are set.
final class DesktopIntegrationDialogsTests: XCTestCase {
  func testShortcutsWindowAndAboutDialogOpenWithoutCriticals() throws {
    let runner = try DesktopIntegrationRunner()
    defer { runner.cleanUp() }
    let run = try runner.run(steps: "action=app.shortcuts,action=app.about,close")
    // A CRITICAL would abort (G_DEBUG=fatal-criticals).
    XCTAssertEqual(run.status, 0, run.transcript)
    // libadwaita's About: an AdwAboutWindow of its own (1.2), or on 1.5+ an AdwAboutDialog
    // inside the main window (an AdwApplicationWindow).
    XCTAssertEqual(run.lines.count, 3, run.stderr)
    XCTAssertEqual(run.lines.first, "opened: GtkShortcutsWindow", run.stderr)
    XCTAssertTrue(
      ["opened: AdwAboutWindow", "opened: AdwAboutDialog"].contains(run.lines[1]),
      "\(run.lines) \(run.stderr)")
    XCTAssertEqual(run.lines.last, "close", run.stderr)
    XCTAssertFalse(run.stderr.contains("CRITICAL"), run.stderr)
    XCTAssertFalse(run.stderr.contains("WARNING"), run.stderr)
  }

  /// A window closed as soon as it has drawn, before the app starts WebKit for its articles
  /// (a moment after the entries show), leaves nothing that touches it afterwards.
  func testAWindowClosedRightAwayLeavesNoCritical() throws {
    let runner = try DesktopIntegrationRunner()
    defer { runner.cleanUp() }
    let run = try runner.run(steps: "close,wait=1000")
    XCTAssertEqual(run.status, 0, run.transcript)
    XCTAssertFalse(run.stderr.contains("CRITICAL"), run.stderr)
    XCTAssertFalse(run.stderr.contains("WARNING"), run.stderr)
  }

  func testAcceleratorsForTheAppActions() throws {
    let runner = try DesktopIntegrationRunner()
    defer { runner.cleanUp() }
    let run = try runner.run(
      steps: "accels=app.shortcuts,accels=app.quit,accels=window.close,accels=app.about,close")
    XCTAssertEqual(run.status, 0, run.transcript)
    XCTAssertEqual(
      run.lines,
      [
        "accels app.shortcuts: <Control>question", "accels app.quit: <Control>q",
        "accels window.close: <Control>w", "accels app.about: ", "close",
      ])
  }

  func testQuitActionEndsTheApp() throws {
    let runner = try DesktopIntegrationRunner()
    defer { runner.cleanUp() }
    let run = try runner.run(steps: "action=app.quit")
    XCTAssertEqual(run.status, 0, run.transcript)
  }

  func testTheAppStartsWebKitBeforeTheFirstArticle() throws {
    let runner = try DesktopIntegrationRunner()
    defer { runner.cleanUp() }
    // No entry is opened: the web view is made, and its empty page loaded, by the app itself.
    let run = try runner.run(steps: "article-ready,close")
    XCTAssertEqual(run.status, 0, run.transcript)
    XCTAssertEqual(run.lines.first, "article web views: 1, loads finished: 1", run.transcript)
  }
}
