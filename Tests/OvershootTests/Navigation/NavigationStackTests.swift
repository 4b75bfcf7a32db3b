import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
import XCTest

/// `NavigationStack` as SwiftUI spells it, driven with real keys: a link pushes its value's
/// destination, the back button and Alt+Left go back, the path binding works both ways, and the
/// page shown titles the header bar and the window.
final class NavigationStackTests: GtkTestCase {
  @MainActor @Observable
  final class Groceries {
    var path: [String] = []
    var opened = 0
  }

  /// A view as a SwiftUI developer writes it.
  struct GroceryList: Widget {
    @Bindable var model: Groceries
    var body: some Widget {
      NavigationStack(path: $model.path) {
        VStack {
          NavigationLink("Milk", value: "Milk")
          NavigationLink("Eggs", value: "Eggs")
        }
        .navigationTitle("Groceries")
        .navigationDestination(for: String.self) { item in
          Text("All about \(item)").navigationTitle(item)
        }
      }
    }
  }

  func testALinkPushesItsValueAndBackAndAltLeftPopIt() throws {
    try MainActor.assumeIsolated {
      let model = Groceries()
      let window = Window("Shopping", width: 500, height: 400) { GroceryList(model: model) }
      defer { window.close() }
      try NavigationScreen.show(window)
      let root = window.gtkWindow
      XCTAssertEqual(
        NavigationScreen.title(of: window), "Groceries", "the root page titles the window")
      XCTAssertNotNil(NavigationScreen.shownLabel("Groceries", under: root), "and its header bar")
      XCTAssertNil(NavigationScreen.shownButton("Back", under: root), "no back from the root")

      try NavigationScreen.activate("Milk", under: root)
      GtkTestEnvironment.wait("the Milk page to show") {
        NavigationScreen.shownLabel("All about Milk", under: root) != nil
      }
      XCTAssertEqual(model.path, ["Milk"], "pushing writes the path")
      XCTAssertEqual(NavigationScreen.title(of: window), "Milk")
      XCTAssertNotNil(
        NavigationScreen.shownLabel("Milk", under: root), "the header shows its title")
      let back = try XCTUnwrap(NavigationScreen.shownButton("Back", under: root))
      XCTAssertTrue(NavigationScreen.isInShownHeader(back), "the back button is in the header bar")
      GtkTestEnvironment.wait("the focus to follow into the pushed page") {
        gtk_widget_has_focus(back) != 0
      }

      try GtkTestWindow.pressKeys("Escape")
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(model.path, ["Milk"], "Escape does not go back")

      try GtkTestWindow.pressKeys("alt+Left")
      GtkTestEnvironment.wait("Alt+Left to go back to the list") {
        NavigationScreen.shownLabel("All about Milk", under: root) == nil
          && NavigationScreen.shownButton("Eggs", under: root) != nil
      }
      XCTAssertEqual(model.path, [], "going back writes the path")
      XCTAssertEqual(NavigationScreen.title(of: window), "Groceries")

      try NavigationScreen.activate("Eggs", under: root)
      GtkTestEnvironment.wait("the Eggs page") {
        NavigationScreen.shownLabel("All about Eggs", under: root) != nil
      }
      try NavigationScreen.activate("Back", under: root)
      GtkTestEnvironment.wait("the back button to go back") { model.path.isEmpty }
      GtkTestEnvironment.wait("the list to show again") {
        NavigationScreen.shownButton("Milk", under: root) != nil
      }
    }
  }

  func testSettingThePathPushesAndPopsPages() throws {
    try MainActor.assumeIsolated {
      let model = Groceries()
      model.path = ["Eggs"]
      let window = Window("Shopping", width: 500, height: 400) { GroceryList(model: model) }
      defer { window.close() }
      try NavigationScreen.show(window)
      let root = window.gtkWindow
      XCTAssertNotNil(
        NavigationScreen.shownLabel("All about Eggs", under: root), "a path given first shows")
      model.path = ["Eggs", "Milk"]
      GtkTestEnvironment.wait("a longer path to push Milk and slide Eggs out") {
        NavigationScreen.shownLabel("All about Milk", under: root) != nil
          && NavigationScreen.shownLabel("All about Eggs", under: root) == nil
      }
      XCTAssertEqual(NavigationScreen.title(of: window), "Milk")
      try GtkTestWindow.pressKeys("alt+Left")
      GtkTestEnvironment.wait("Alt+Left to show Eggs") {
        NavigationScreen.shownLabel("All about Eggs", under: root) != nil
          && NavigationScreen.shownLabel("All about Milk", under: root) == nil
      }
      XCTAssertEqual(model.path, ["Eggs"])
      model.path = []
      GtkTestEnvironment.wait("an empty path to show the root") {
        NavigationScreen.shownButton("Milk", under: root) != nil
      }
      let stack = try XCTUnwrap(WidgetFinder.widgets("stack", under: root).first)
      GtkTestEnvironment.wait("popped pages to be removed once they slid out") {
        WidgetFinder.widgets("headerbar", under: stack).count == 1
      }
    }
  }

  func testALinkWithADestinationPushesItWithoutAPath() throws {
    try MainActor.assumeIsolated {
      let window = Window("Notes", width: 500, height: 400) {
        NavigationStack {
          NavigationLink {
            Text("The note").navigationTitle("Note")
          } label: {
            Text("Open the note")
          }
          .navigationTitle("Notes")
        }
      }
      defer { window.close() }
      try NavigationScreen.show(window)
      let root = window.gtkWindow
      try NavigationScreen.activate("Open the note", under: root)
      GtkTestEnvironment.wait("the note to show") {
        NavigationScreen.shownLabel("The note", under: root) != nil
      }
      XCTAssertEqual(NavigationScreen.title(of: window), "Note")
      try GtkTestWindow.pressKeys("alt+Left")
      GtkTestEnvironment.wait("Alt+Left to go back") {
        NavigationScreen.shownButton("Open the note", under: root) != nil
      }
    }
  }

  func testClosingTheWindowReleasesTheModelThePagesHold() throws {
    try MainActor.assumeIsolated {
      weak var released: Groceries?
      try {
        let model = Groceries()
        model.path = ["Milk"]
        released = model
        let window = Window("Shopping", width: 500, height: 400) { GroceryList(model: model) }
        try NavigationScreen.show(window)
        try NavigationScreen.activate("Back", under: window.gtkWindow)
        GtkTestEnvironment.wait("the back button to pop") { model.path.isEmpty }
        window.close()
      }()
      GtkTestEnvironment.wait("the stack, its pages and their bindings to be released") {
        released == nil
      }
    }
  }
}
