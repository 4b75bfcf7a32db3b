import CGtk
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

/// `Link` as SwiftUI spells it: GTK's link button with the title and the address given, read by
/// a screen reader as a link, its title following the state it reads.
final class LinkTests: GtkTestCase {
  @MainActor @Observable
  final class Page {
    var title = "GNOME"
  }

  func testALinkShowsItsTitleAndAddressAndFollowsItsState() {
    MainActor.assumeIsolated {
      let page = Page()
      let shown = WidgetModifierTests.Shown {
        Link(page.title, destination: URL(string: "https://www.gnome.org/")!)
      }
      defer { shown.window.close() }
      let link = shown.root
      XCTAssertTrue(link.isInstance(of: gtk_link_button_get_type()))
      XCTAssertEqual(
        String(cString: gtk_link_button_get_uri(link.checked(gtk_link_button_get_type()))),
        "https://www.gnome.org/")
      XCTAssertEqual(
        gtk_accessible_get_accessible_role(link.checked(gtk_accessible_get_type())),
        GTK_ACCESSIBLE_ROLE_LINK)
      func title() -> String? {
        gtk_button_get_label(UnsafeMutableRawPointer(link).assumingMemoryBound(to: GtkButton.self))
          .map { String(cString: $0) }
      }
      XCTAssertEqual(title(), "GNOME")
      page.title = "GNOME Foundation"
      GtkTestEnvironment.wait("the title to follow the state") { title() == "GNOME Foundation" }
    }
  }
}
