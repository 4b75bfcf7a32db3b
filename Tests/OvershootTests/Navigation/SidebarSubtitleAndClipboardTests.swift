import CGtk
import GtkTestSupport
@_spi(Testing) import Overshoot
import XCTest

/// A sidebar row's subtitle is a second line under its name, shown only when given; a window's
/// `copyToClipboard` puts text where a paste reads it.
final class SidebarSubtitleAndClipboardTests: GtkTestCase {
  func testASubtitleIsASecondLineUnderTheName() {
    MainActor.assumeIsolated {
      let sidebar = NavigationSidebar<Int>(accessibleLabel: "Feeds")
      sidebar.show(
        [
          SidebarSection(items: [
            SidebarItem(key: 1, title: "News", iconName: "x", count: 2, subtitle: "example.org"),
            SidebarItem(key: 2, title: "News", iconName: "x", subtitle: "example.com"),
            SidebarItem(key: 3, title: "Blog", iconName: "x", detail: "https://blog.example"),
          ])
        ], selected: 1)
      let window = Window("Sidebar test", width: 240, height: 300) { sidebar }
      window.present()
      defer { window.close() }
      XCTAssertEqual(sidebar.rowTexts(of: 1), ["News", "example.org", "2"])
      XCTAssertEqual(sidebar.rowTexts(of: 2), ["News", "example.com"])
      XCTAssertEqual(sidebar.rowTexts(of: 3), ["Blog"], "a detail is for the tooltip only")
      XCTAssertEqual(sidebar.tooltip(of: 3), "https://blog.example")
    }
  }

  func testCopiedTextIsWhatAPasteReads() {
    MainActor.assumeIsolated {
      let window = Window("Clipboard test", width: 200, height: 100) { Text("Hi") }
      window.present()
      defer { window.close() }
      window.copyToClipboard("https://example.org/feed.xml")
      XCTAssertEqual(ClipboardReader.text(of: window.gtkWindow), "https://example.org/feed.xml")
      window.copyToClipboard("second")
      XCTAssertEqual(ClipboardReader.text(of: window.gtkWindow), "second")
    }
  }
}
