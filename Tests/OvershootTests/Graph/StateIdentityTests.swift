import CGtk
@_spi(Testing) import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@_spi(Testing) @testable import Overshoot

/// `@State` lives exactly as long as its identity (issue 44): a sibling inserted before it does
/// not reset it, its GTK widget stays, and a flipped branch starts anew.
final class StateIdentityTests: GtkTestCase {
  struct Counter: Widget {
    let name: String
    @State private var count = 0
    var body: some Widget {
      Button("\(name) \(count)") { count += 1 }
    }
  }

  @MainActor @Observable
  final class Page {
    var showsHeader = false
    var flag = true
  }

  struct Screen: Widget {
    let page: Page
    var body: some Widget {
      VStack(spacing: 4) {
        if page.showsHeader { Text("Header") }
        Counter(name: "Kept")
        if page.flag { Counter(name: "First") } else { Counter(name: "Second") }
      }
    }
  }

  func testASiblingInsertedBeforeKeepsTheStateAndTheWidget() {
    MainActor.assumeIsolated {
      let page = Page()
      let shown = WidgetModifierTests.Shown { Screen(page: page) }
      defer { shown.window.close() }
      for _ in 0..<3 {
        WidgetFinder.click(Self.title(startingWith: "Kept", in: shown.root), under: shown.root)
      }
      GtkTestEnvironment.wait("the counter to count") {
        WidgetFinder.button("Kept 3", under: shown.root) != nil
      }
      let button = WidgetFinder.button("Kept 3", under: shown.root)
      page.showsHeader = true
      GtkTestEnvironment.wait("the header to show") {
        WidgetFinder.labelTexts(under: shown.root).contains("Header")
      }
      XCTAssertNotNil(WidgetFinder.button("Kept 3", under: shown.root), "the state was reset")
      XCTAssertEqual(WidgetFinder.button("Kept 3", under: shown.root), button, "widget made anew")
      page.showsHeader = false
      GtkTestEnvironment.wait("the header to go") {
        !WidgetFinder.labelTexts(under: shown.root).contains("Header")
      }
      XCTAssertEqual(WidgetFinder.button("Kept 3", under: shown.root), button)
    }
  }

  func testAFlippedBranchStartsFromTheInitialState() {
    MainActor.assumeIsolated {
      let page = Page()
      let shown = WidgetModifierTests.Shown { Screen(page: page) }
      defer { shown.window.close() }
      WidgetFinder.click("First 0", under: shown.root)
      WidgetFinder.click(Self.title(startingWith: "First", in: shown.root), under: shown.root)
      GtkTestEnvironment.wait("the counter to count") {
        WidgetFinder.button("First 2", under: shown.root) != nil
      }
      page.flag = false
      GtkTestEnvironment.wait("the other branch") {
        WidgetFinder.button("Second 0", under: shown.root) != nil
      }
      page.flag = true
      GtkTestEnvironment.wait("the first branch, anew") {
        WidgetFinder.button("First 0", under: shown.root) != nil
      }
    }
  }

  /// A parent whose body runs again hands its child a new value: what the child shows follows
  /// it, and the child's state stays.
  struct Parent: Widget {
    let page: Page
    var body: some Widget {
      Labelled(caption: page.flag ? "yes" : "no")
    }
  }

  struct Labelled: Widget {
    let caption: String
    @State private var taps = 0
    var body: some Widget {
      Button("\(caption) \(taps)") { taps += 1 }
    }
  }

  func testAChildFollowsTheValuesItsParentPassesAndKeepsItsState() {
    MainActor.assumeIsolated {
      let page = Page()
      let shown = WidgetModifierTests.Shown { Parent(page: page) }
      defer { shown.window.close() }
      WidgetFinder.click("yes 0", under: shown.root)
      GtkTestEnvironment.wait("a tap") { WidgetFinder.button("yes 1", under: shown.root) != nil }
      page.flag = false
      GtkTestEnvironment.wait("the new caption with the kept count") {
        WidgetFinder.button("no 1", under: shown.root) != nil
      }
    }
  }

  @MainActor private static func title(
    startingWith prefix: String, in root: UnsafeMutablePointer<GtkWidget>
  )
    -> String
  {
    WidgetFinder.widgets("button", under: root).compactMap {
      gtk_button_get_label($0.checked(as: GtkButton.self)).map { String(cString: $0) }
    }.first { $0.hasPrefix(prefix) } ?? prefix
  }
}
