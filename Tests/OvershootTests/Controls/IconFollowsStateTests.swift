import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Observation
import TestSupport
import XCTest

@testable import Overshoot

/// SF Symbols names wherever an icon is taken, icons that follow an `@Observable` model, and the
/// one warning for a name that draws nothing.
final class IconFollowsStateTests: GtkTestCase {
  @MainActor @Observable
  final class Story {
    var isStarred = false
  }

  @MainActor static func iconName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    let image =
      widget.isInstance(of: gtk_image_get_type())
      ? widget : WidgetFinder.widgets("image", under: widget).first
    return image.flatMap { gtk_image_get_icon_name($0.checked(gtk_image_get_type())) }
      .map { String(cString: $0) }
  }

  func testAButtonsAndAnImagesIconFollowTheModel() {
    MainActor.assumeIsolated {
      let story = Story()
      let shown = WidgetModifierTests.Shown {
        Button("Star", systemImage: story.isStarred ? "star.fill" : "star") {
          story.isStarred.toggle()
        }
        Image(systemName: story.isStarred ? "heart.fill" : "heart")
        Label("Saved", systemImage: story.isStarred ? "bookmark.fill" : "folder")
      }
      defer { shown.window.close() }
      let column = WidgetChildren.of(shown.root)
      XCTAssertEqual(Self.iconName(of: column[0]), "non-starred-symbolic")
      XCTAssertEqual(Self.iconName(of: column[2]), "folder-symbolic")
      let heart = Self.iconName(of: column[1])
      overshoot_signal_emit_by_name(column[0].gpointer, "clicked")
      XCTAssertTrue(story.isStarred)
      GtkTestEnvironment.wait("the filled star") {
        Self.iconName(of: column[0]) == "starred-symbolic"
      }
      GtkTestEnvironment.wait("the label's bookmark") {
        Self.iconName(of: column[2]) == "user-bookmarks-symbolic"
      }
      XCTAssertEqual(Self.iconName(of: column[1]), heart, "heart.fill maps to the same icon")
      story.isStarred = false
      GtkTestEnvironment.wait("the empty star again") {
        Self.iconName(of: column[0]) == "non-starred-symbolic"
      }
    }
  }

  func testSFSymbolsNamesWorkInMenusAndFreedesktopNamesStillDo() throws {
    try MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown {
        Button("Settings", systemImage: "gear") {}
        Button("Refresh", systemImage: "view-refresh-symbolic") {}
        Menu("More", systemImage: "ellipsis.circle") {
          MenuSection { MenuItem("A", action: "app.a") }
        }
      }
      defer { shown.window.close() }
      let column = WidgetChildren.of(shown.root)
      let theme = try XCTUnwrap(gtk_icon_theme_get_for_display(gdk_display_get_default()))
      let gear = try XCTUnwrap(Self.iconName(of: column[0]))
      XCTAssertTrue(["preferences-system-symbolic", "emblem-system-symbolic"].contains(gear))
      XCTAssertNotEqual(gtk_icon_theme_has_icon(theme, gear), 0)
      XCTAssertEqual(Self.iconName(of: column[1]), "view-refresh-symbolic")
      XCTAssertEqual(Self.iconName(of: column[2]), "view-more-symbolic")
    }
  }

  func testAnUnknownIconNameIsReportedOnceOnStandardError() throws {
    try MainActor.assumeIsolated {
      let output = try StandardErrorCapture.text {
        let shown = WidgetModifierTests.Shown {
          Image(systemName: "no.such.symbol.anywhere")
          Button("Odd", systemImage: "no-such-icon-symbolic") {}
          Image(systemName: "no.such.symbol.anywhere")
          Image(systemName: "trash")
        }
        shown.window.close()
      }
      let lines = output.split(separator: "\n").filter { $0.contains("no.such.symbol.anywhere") }
      XCTAssertEqual(lines.count, 1, "one warning naming the symbol: \(output)")
      XCTAssertTrue(output.contains("\"no-such-icon-symbolic\""), output)
      XCTAssertFalse(output.contains("icon \"trash\""), "a mapped name is not reported")
    }
  }
}
