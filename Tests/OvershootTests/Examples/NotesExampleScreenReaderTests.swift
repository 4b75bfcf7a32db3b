import Foundation
import TestSupport
import XCTest

/// The notes example (`swift run notes-example`) as a screen reader meets it, read over AT-SPI
/// from the running app: its list's sections read as headings named by their titles, in order,
/// and the notes under them as text, whether the GTK draws headings as rows (4.8) or as its own
/// section headers (4.12+).
final class NotesExampleScreenReaderTests: XCTestCase {
  private static let probe = SourceTree.url("Tests/Accessibility/atspi_probe.py").path

  func testSectionsReadAsHeadingsWithTheirNotesUnderThem() throws {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil, environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
      throw XCTSkip("needs a display and a session bus: run under xvfb-run and dbus-run-session")
    }
    let app = Process()
    app.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("notes-example")
    app.standardOutput = FileHandle.nullDevice
    try app.run()
    defer {
      app.terminate()
      app.waitUntilExit()
    }
    let found = try DeadlineProcess.run(
      "/usr/bin/python3",
      [Self.probe, "find", "notes-example", "heading", "Archive", "--timeout", "30"], seconds: 40)
    XCTAssertEqual(found.status, 0, "no Archive heading over AT-SPI: \(found.stderr)")
    XCTAssertEqual(try visible("heading"), ["Inbox", "Archive"])
    let labels = try visible("label")
    for title in ["Groceries", "Trip ideas", "Book list", "Recipes"] {
      XCTAssertTrue(labels.contains(title), "the note \(title) is not read: \(labels)")
    }
    XCTAssertFalse(labels.contains { $0.hasPrefix("Gtk") }, "labels read as types: \(labels)")
  }

  /// The names of the nodes of `role` the running example shows, one a line.
  private func visible(_ role: String) throws -> [String] {
    let run = try DeadlineProcess.run(
      "/usr/bin/python3", [Self.probe, "visible", "notes-example", role], seconds: 40)
    XCTAssertEqual(run.status, 0, run.stderr)
    return run.stdoutText.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }
}
