import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

@testable import OvershootApp

/// While a search is on, the rows highlight the matched words (case and accents ignored, as
/// the search matches them) in the title and the summary, with a background on exactly the
/// matched bytes; Escape takes every highlight away from the recycled rows.
final class FeedReaderSearchHighlightTests: GtkWarningFreeTestCase {
  /// Entry 7's title says "Radish", entry 23's summary "RÁDISH" among other words.
  static let feed = GardenFeed.document(entries: 30, guidPrefix: "highlight", radish: "RÁDISH")

  func testMatchedWordsAreHighlightedWhileSearchingAndNotAfterEscape() throws {
    try ReaderHarness.run { reader in
      let feed = try reader.writeFeed("garden.xml", Self.feed)
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let list = window.timeline.list
      XCTAssertEqual(list.count, 30)
      XCTAssertEqual(Self.highlights(in: window), [], "highlighted before any search")

      try ReaderHarness.press("ctrl+f", in: window.root)
      GtkTestEnvironment.wait("Ctrl+F to open and focus the bar") {
        window.timeline.searchBar.isOpen && window.timeline.searchBar.isFocused
      }
      for letter in "radi" { try GtkTestWindow.pressKeys(String(letter)) }
      GtkTestEnvironment.wait("every typed key in the entry") {
        window.timeline.searchBar.text == "radi"
      }
      GtkTestEnvironment.wait("typing to narrow the timeline") { list.count == 2 }
      GtkTestEnvironment.wait("the rows to highlight the last word typed") {
        Set(Self.highlights(in: window)) == ["RÁDI", "Radi"]
      }
      XCTAssertEqual(
        Set(Self.highlights(in: window)), ["RÁDI", "Radi"],
        "the matched prefix in the title and in the summary, accent and case ignored")

      try GtkTestWindow.pressKeys("Escape")
      GtkTestEnvironment.wait("Escape to bring the scope back") { list.count == 30 }
      GtkTestEnvironment.wait("the scope's rows shown") { !list.shownRowsForTesting.isEmpty }
      var laidOut = false
      list.afterFrames(2) { laidOut = true }
      GtkTestEnvironment.wait("two frames after the rows came back") { laidOut }
      XCTAssertEqual(Self.highlights(in: window), [], "a highlight stayed after Escape")
      XCTAssertFalse(
        list.shownRowsForTesting.isEmpty, "the rows are shown again, to be looked at")
    }
  }

  /// The highlighted parts of the shown rows' labels: the text under each background attribute.
  @MainActor
  private static func highlights(in window: MainWindow) -> [String] {
    window.timeline.list.shownRowsForTesting.flatMap { labels(under: $0.listItemWidget) }
      .flatMap { label -> [String] in
        let text = Array(gtk_label_get_text(label).map { String(cString: $0) }?.utf8 ?? "".utf8)
        guard let attributes = gtk_label_get_attributes(label) else { return [] }
        var found: [String] = []
        var node = pango_attr_list_get_attributes(attributes)
        let list = node
        while let current = node {
          let attribute = current.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
          if attribute.pointee.klass.pointee.type == PANGO_ATTR_BACKGROUND {
            let start = Int(attribute.pointee.start_index)
            let end = min(Int(attribute.pointee.end_index), text.count)
            found.append(String(decoding: text[start..<end], as: UTF8.self))
          }
          pango_attribute_destroy(attribute)
          node = current.pointee.next
        }
        g_slist_free(list)
        return found
      }
  }

  /// The labels under `widget`, depth first.
  @MainActor
  private static func labels(under widget: UnsafeMutablePointer<GtkWidget>) -> [OpaquePointer] {
    var found: [OpaquePointer] = []
    if widget.isInstance(of: gtk_label_get_type()) {
      found.append(widget.checked(gtk_label_get_type()))
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      found += labels(under: current)
      child = gtk_widget_get_next_sibling(current)
    }
    return found
  }
}
