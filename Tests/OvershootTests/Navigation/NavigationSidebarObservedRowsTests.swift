import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@_spi(Testing) @testable import Overshoot

/// A sidebar bound to an `@Observable` model with `rows(_:selected:)` follows it: the rows are
/// rebuilt when what they read changes, once for a run of changes, and the highlight moves in
/// place when the shown key alone changes.
final class NavigationSidebarObservedRowsTests: GtkTestCase {
  func testTheRowsAndTheHighlightFollowTheModel() throws {
    try MainActor.assumeIsolated {
      let sources = ObservedSidebarSources()
      let sidebar = NavigationSidebar<Int>(accessibleLabel: "Sources")
        .rows({ sources.sections }, selected: { sources.shown })
      let window = GtkTestWindow(child: sidebar.gtkWidget)
      defer { window.close() }
      XCTAssertEqual(sidebar.keys(under: nil), [0, 1])
      XCTAssertEqual(sidebar.rowTexts(of: 1), ["Blog"])
      XCTAssertEqual(sidebar.selectedKey, 0)

      var reads = sources.reads
      let rowOfOne = try XCTUnwrap(sidebar.rowRecord(of: 1)?.row)
      sources.shown = 1
      GtkTestEnvironment.wait("the highlight to follow the shown source") {
        sidebar.selectedKey == 1
      }
      XCTAssertEqual(sidebar.rowRecord(of: 1)?.row, rowOfOne, "the rows were made again")
      XCTAssertEqual(sources.reads, reads, "a new shown source reads no rows")

      reads = sources.reads
      sources.names.append("News")
      sources.names[1] = "Weblog"
      sources.names[0] = "Journal"
      GtkTestEnvironment.wait("the rows to follow the model") {
        sidebar.keys(under: nil) == [0, 1, 2]
      }
      XCTAssertEqual(sidebar.rowTexts(of: 1), ["Weblog"])
      XCTAssertEqual(sidebar.selectedKey, 1, "the rebuilt rows keep the shown source highlighted")
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(sources.reads - reads, 1, "three changes in a frame, one rebuild")
    }
  }
}

/// Sources and the one shown, as an app's model holds them.
@MainActor @Observable
final class ObservedSidebarSources {
  var names = ["Paper", "Blog"]
  var shown = 0
  /// Bumped at each read of the rows, to count rebuilds.
  @ObservationIgnored var reads = 0

  var sections: [SidebarSection<Int>] {
    reads += 1
    return [
      SidebarSection(
        items: names.enumerated().map { SidebarItem(key: $0, title: $1, iconName: "folder") })
    ]
  }
}
