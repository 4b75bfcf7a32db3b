import GtkTestSupport
import XCTest

/// The notes example (`swift run notes-example`) as a screen reader meets it, read over AT-SPI
/// from the running app: its list's sections read as headings named by their titles, in order,
/// and the notes under them as text, whether the GTK draws headings as rows (4.8) or as its own
/// section headers (4.12+).
final class NotesExampleScreenReaderTests: XCTestCase {
  func testSectionsReadAsHeadingsWithTheirNotesUnderThem() throws {
    try AccessibleApp.run("notes-example") { app in
      try app.waitFor("heading", named: "Archive")
      let visible = { (role: String) in try AccessibleApp.lines(["visible", "notes-example", role])
      }
      XCTAssertEqual(try visible("heading"), ["Inbox", "Archive"])
      let labels = try visible("label")
      for title in ["Groceries", "Trip ideas", "Book list", "Recipes"] {
        XCTAssertTrue(labels.contains(title), "the note \(title) is not read: \(labels)")
      }
      XCTAssertFalse(labels.contains { $0.hasPrefix("Gtk") }, "labels read as types: \(labels)")
    }
  }
}
