import CGtk
@_spi(Testing) import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

/// Tab passes through a `List` as through any other stop of the window: into its rows when one
/// takes the focus, and on to what follows. GTK's scrolled window reported the move done when
/// its list took no focus (a section heading, which GTK 4.8 shows as a row, where the list would
/// start; a list without selection), so the focus stayed on the widget before the list for good:
/// a keyboard trap, found by the outside-package check's app (Examples/StoryReader).
final class ListTabChainTests: GtkTestCase {
  @MainActor @Observable
  final class Choice {
    var selection: Int?
  }

  struct Sections: Widget {
    let choice: Choice
    var body: some Widget {
      @Bindable var choice = choice
      VStack {
        Button("Before") {}
        List(selection: $choice.selection) {
          Section("Today") {
            ForEach([1, 2, 3], id: \.self) { Text("Story \($0)").tag($0) }
          }
          Section("Yesterday") {
            ForEach([4, 5], id: \.self) { Text("Story \($0)").tag($0) }
          }
        }.frame(height: 240)
        Button("After") {}
      }
    }
  }

  func testTabGoesIntoAListOfSectionsAndOnPastIt() throws {
    try MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown(width: 400, height: 400) {
        Sections(choice: Choice())
      }
      defer { shown.window.close() }
      let stops = try Self.tabStops(in: shown, from: "Before")
      XCTAssertTrue(stops.contains("row"), "Tab never reached a row of the list: \(stops)")
      XCTAssertTrue(stops.contains("After"), "Tab never got past the list: \(stops)")
    }
  }

  func testTabPassesAListOfSectionsWithoutSelection() throws {
    try MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown(width: 400, height: 400) {
        VStack {
          Button("Before") {}
          List {
            Section("Lines") { ForEach(0..<5, id: \.self) { Text("Line \($0)") } }
          }.frame(height: 200)
          Button("After") {}
        }
      }
      defer { shown.window.close() }
      let stops = try Self.tabStops(in: shown, from: "Before")
      XCTAssertTrue(stops.contains("After"), "Tab never got past the list: \(stops)")
    }
  }

  /// The first stops Tab makes after the button titled `start` ("row" for a list row, a button's
  /// title, "other"), pressing the Tab key (real key events: a list's own key handling counts).
  @MainActor
  private static func tabStops(
    in shown: WidgetModifierTests.Shown, from start: String
  ) throws -> [String] {
    let window = shown.window.gtkWindow
    guard let first = button(start, under: window) else {
      XCTFail("no button \(start)")
      return []
    }
    try GtkTestWindow.focus(window)
    gtk_widget_grab_focus(first)
    var stops: [String] = []
    for _ in 0..<4 {
      let before = gtk_window_get_focus(window.checked(as: GtkWindow.self))
      try GtkTestWindow.pressKeys("Tab")
      // A trapped focus does not move: that is what the stops then show.
      _ = MainContext.iterate(
        until: { gtk_window_get_focus(window.checked(as: GtkWindow.self)) != before },
        timeoutSeconds: 2)
      stops.append(describe(gtk_window_get_focus(window.checked(as: GtkWindow.self))))
    }
    return stops
  }

  @MainActor
  private static func button(
    _ title: String, under root: UnsafeMutablePointer<GtkWidget>
  ) -> UnsafeMutablePointer<GtkWidget>? {
    WidgetFinder.all(under: root).first { describe($0) == title }
  }

  @MainActor
  private static func describe(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String {
    guard let widget else { return "nothing" }
    if let parent = gtk_widget_get_parent(widget), parent.isInstance(of: gtk_list_view_get_type()) {
      return "row"
    }
    if widget.isInstance(of: gtk_button_get_type()),
      let label = gtk_button_get_label(
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self))
    {
      return String(cString: label)
    }
    return "other"
  }
}
