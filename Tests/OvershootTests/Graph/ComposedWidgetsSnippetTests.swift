import CGtk
@_spi(Testing) import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@_spi(Testing) @testable import Overshoot

/// The first snippet of Overshoot.docc/ComposedWidgets.md, compiled and run here so that the
/// article stays true: switching the toggle shows `if isOn { Text("On") }`. Keep the two in step.
@MainActor
enum ComposedWidgetsArticle {
  struct Counter: Widget {
    @State private var count = 0
    @State private var isOn = false
    var body: some Widget {
      Text("Count: \(count)")
      MoreButton(value: $count)
      Toggle("Switch", isOn: $isOn)
      if isOn { Text("On") }
    }
  }

  struct MoreButton: Widget {
    @Binding var value: Int
    var body: some Widget {
      Button("More") { value += 1 }
    }
  }
}

final class ComposedWidgetsSnippetTests: GtkTestCase {
  func testTheCounterCountsAndTheIfFollowsTheSwitch() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown { ComposedWidgetsArticle.Counter() }
      defer { shown.window.close() }
      WidgetFinder.click("More", under: shown.root)
      GtkTestEnvironment.wait("the count to show") {
        WidgetFinder.labelTexts(under: shown.root).contains("Count: 1")
      }
      XCTAssertFalse(WidgetFinder.labelTexts(under: shown.root).contains("On"))
      guard let toggle = WidgetFinder.widgets("switch", under: shown.root).first else {
        return XCTFail("no switch")
      }
      gtk_switch_set_active(toggle.checked(gtk_switch_get_type()), 1)
      GtkTestEnvironment.wait("the if to show its text") {
        WidgetFinder.labelTexts(under: shown.root).contains("On")
      }
      WidgetFinder.click("More", under: shown.root)
      GtkTestEnvironment.wait("the count to go on from where it was") {
        WidgetFinder.labelTexts(under: shown.root).contains("Count: 2")
      }
      gtk_switch_set_active(toggle.checked(gtk_switch_get_type()), 0)
      GtkTestEnvironment.wait("the text to go") {
        !WidgetFinder.labelTexts(under: shown.root).contains("On")
      }
    }
  }
}
