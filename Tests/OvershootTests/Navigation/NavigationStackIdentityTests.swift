import CGtk
@_spi(Testing) import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@_spi(Testing) @testable import Overshoot

/// A `NavigationStack` whose surrounding body is evaluated again keeps its root page's widgets
/// and their `@State`, and its title follows in place, as SwiftUI keeps a stack; it was made
/// anew on every such evaluation.
final class NavigationStackIdentityTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var name = "first"
  }

  struct Root: Widget {
    let model: Model
    var body: some Widget {
      let name = model.name
      NavigationStack {
        VStack {
          Text("Name \(name)")
          SplitViewIdentityTests.Counter()
        }
        .navigationTitle("Page \(name)")
      }
    }
  }

  func testTheRootPageKeepsItsStateWhenTheBodyAroundTheStackRunsAgain() {
    MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(width: 500, height: 400) { Root(model: model) }
      defer { shown.window.close() }
      let window = shown.window.gtkWindow
      let stack = WidgetFinder.all(under: window).first { $0.isInstance(of: gtk_stack_get_type()) }
      XCTAssertTrue(WidgetFinder.click("Count 0", under: window))
      GtkTestEnvironment.wait("the count") {
        SplitViewIdentityTests.buttons(under: window).contains("Count 1")
      }
      model.name = "second"
      GtkTestEnvironment.wait("the root to show the new name") {
        WidgetFinder.labelTexts(under: window).contains("Name second")
      }
      XCTAssertTrue(
        SplitViewIdentityTests.buttons(under: window).contains("Count 1"),
        "the root's @State was kept")
      XCTAssertEqual(
        WidgetFinder.all(under: window).first { $0.isInstance(of: gtk_stack_get_type()) }, stack,
        "the same stack")
      XCTAssertTrue(WidgetFinder.labelTexts(under: window).contains("Page second"), "the title")
    }
  }
}
