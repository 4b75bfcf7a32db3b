import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// What a SwiftUI developer expects without asking: a list at its top shows items that arrive
/// above it, and `scrollIndicatorsFlash(onAppear: true)` flashes when the view appears. The
/// opt-in that keeps the reader's place instead is in `DefaultScrollAnchorTests`.
final class SwiftUIDefaultsTests: GtkTestCase {
  @MainActor @Observable
  final class Rows {
    var titles = (1...40).map { "Row \($0)" }
  }

  func testAListAtItsTopShowsAnItemThatArrivesAbove() {
    MainActor.assumeIsolated {
      let rows = Rows()
      let shown = WidgetModifierTests.Shown {
        List(rows.titles, id: \.self) { Text($0) }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self),
        let view = shown.wrapper(ScrollView.self)
      else { return XCTFail("no list") }
      GtkTestEnvironment.wait("Row 1 first") { list.visibleRange?.first == "Row 1" }
      rows.titles.insert("Fresh 1", at: 0)
      GtkTestEnvironment.wait("the new row in view at the top") {
        MainContext.run(forSeconds: 0.05)
        return list.visibleRange?.first == "Fresh 1"
          && gtk_adjustment_get_value(view.verticalAdjustment) == 0
      }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(list.visibleRange?.first, "Fresh 1", "it stays in view")
    }
  }

  func testFlashOnAppearFlashesAListAndAScrollView() {
    MainActor.assumeIsolated {
      let titles = (1...60).map { "Row \($0)" }
      for (what, content) in [
        ("a List", { List(titles, id: \.self) { Text($0) } as any Widget }),
        ("a ScrollView", { ScrollView(.vertical) { ForEach(titles) { Text($0) } } as any Widget }),
      ] {
        let shown = WidgetModifierTests.Shown { content().scrollIndicatorsFlash(onAppear: true) }
        defer { shown.window.close() }
        guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no scroll view") }
        let scrollbar = gtk_scrolled_window_get_vscrollbar(
          view.scrolledWindow.checked(gtk_scrolled_window_get_type()))!
        // The overlay indicator shows only when something makes it: here, the appearance flash.
        GtkTestEnvironment.wait("\(what) to flash its indicator on appearing", timeout: 3) {
          gtk_widget_get_opacity(scrollbar) > 0
        }
      }
    }
  }

  struct Person: Identifiable {
    let id: Int
    var name: String
  }

  @MainActor @Observable
  final class People {
    var people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
  }

  /// A widget written as SwiftUI writes a view: a struct with a `body`, a conditional and a
  /// `ForEach` over `Identifiable` items in it.
  struct Greeting: Widget {
    let people: People
    let formal: Bool
    var body: some Widget {
      if formal { Text("Dear all") } else { Text("Hi all") }
      ForEach(people.people) { person in Text(person.name) }
    }
  }

  func testAStructWithABodyShowsWhatItsBodyDescribes() {
    MainActor.assumeIsolated {
      let people = People()
      let shown = WidgetModifierTests.Shown { Greeting(people: people, formal: true).padding(8) }
      defer { shown.window.close() }
      XCTAssertEqual(WidgetFinder.labelTexts(under: shown.root), ["Dear all", "Ada", "Grace"])
      let informal = WidgetModifierTests.Shown { Greeting(people: people, formal: false) }
      defer { informal.window.close() }
      XCTAssertEqual(WidgetFinder.labelTexts(under: informal.root), ["Hi all", "Ada", "Grace"])
    }
  }

  func testForEachKeepsAChildForItsItemAndRemakesItForAnother() throws {
    try MainActor.assumeIsolated {
      let people = People()
      let shown = WidgetModifierTests.Shown { ForEach(people.people) { Text($0.name) } }
      defer { shown.window.close() }
      let label = { (text: String) in
        WidgetFinder.widgets("label", under: shown.root).first {
          String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))) == text
        }
      }
      let ada = try XCTUnwrap(label("Ada"))
      // Held, so a new widget cannot take its address once the column lets it go.
      g_object_ref(ada.gpointer)
      defer { g_object_unref(ada.gpointer) }
      people.people[0].name = "Ada L."
      GtkTestEnvironment.wait("the renamed item") { label("Ada L.") != nil }
      XCTAssertEqual(label("Ada L."), ada, "the same item keeps its widget")
      people.people[0] = Person(id: 3, name: "Barbara")
      GtkTestEnvironment.wait("the new item") { label("Barbara") != nil }
      XCTAssertNotEqual(label("Barbara"), ada, "another item at that place gets a new widget")
    }
  }

  /// Set by `Tracker`'s deinit: the state that kept it is gone.
  @MainActor static var trackersFreed = 0

  final class Tracker {
    deinit { MainActor.assumeIsolated { SwiftUIDefaultsTests.trackersFreed += 1 } }
  }

  /// A counter with its own `@State`, a child that takes a `@Binding`, and a toggle bound to
  /// another state.
  struct Counter: Widget {
    @State private var count = 0
    @State private var isOn = false
    @State private var tracker = Tracker()
    var body: some Widget {
      Text("Count: \(count)")
      Text(isOn ? "On" : "Off")
      MoreButton(value: $count)
      Toggle("Switch", isOn: $isOn)
    }
  }

  struct MoreButton: Widget {
    @Binding var value: Int
    var body: some Widget {
      Button("More") { value += 1 }
    }
  }

  func testStateAndBindingDriveTheBodyAndStateLivesAsLongAsItsWidgets() {
    MainActor.assumeIsolated {
      let freedBefore = Self.trackersFreed
      do {
        let shown = WidgetModifierTests.Shown { Counter() }
        XCTAssertEqual(WidgetFinder.labelTexts(under: shown.root).prefix(2), ["Count: 0", "Off"])
        XCTAssertTrue(WidgetFinder.click("More", under: shown.root))
        XCTAssertTrue(WidgetFinder.click("More", under: shown.root))
        GtkTestEnvironment.wait("the count to follow the state") {
          WidgetFinder.labelTexts(under: shown.root).first == "Count: 2"
        }
        let toggle = try? XCTUnwrap(WidgetFinder.control(titled: "Switch", under: shown.root))
        gtk_switch_set_active(toggle?.checked(gtk_switch_get_type()), 1)
        GtkTestEnvironment.wait("the toggle to write its state") {
          WidgetFinder.labelTexts(under: shown.root).dropFirst().first == "On"
        }
        XCTAssertEqual(Self.trackersFreed, freedBefore, "the state lives while its widgets do")
        shown.window.close()
      }
      GtkTestEnvironment.wait("the state to go with its widgets") {
        MainContext.run(forSeconds: 0.05)
        return Self.trackersFreed == freedBefore + 1
      }
    }
  }

  @MainActor @Observable
  final class Radio {
    var wifi = false
  }

  struct RadioSettings: Widget {
    @Bindable var radio: Radio
    var body: some Widget {
      Toggle("Wi-Fi", isOn: $radio.wifi)
    }
  }

  func testBindableHandsAControlABindingToAModelProperty() {
    MainActor.assumeIsolated {
      let radio = Radio()
      let shown = WidgetModifierTests.Shown { RadioSettings(radio: radio) }
      defer { shown.window.close() }
      guard let toggle = WidgetFinder.control(titled: "Wi-Fi", under: shown.root) else {
        return XCTFail("no switch titled Wi-Fi")
      }
      gtk_switch_set_active(OpaquePointer(toggle), 1)
      XCTAssertTrue(radio.wifi, "the switch wrote the model")
      radio.wifi = false
      GtkTestEnvironment.wait("the switch to follow the model") {
        gtk_switch_get_active(OpaquePointer(toggle)) == 0
      }
    }
  }

  @MainActor
  final class Lifecycle {
    var appeared = 0
    var disappeared = 0
    var taskStarted = 0
    var taskCancelled = 0
    var taps = 0
  }

  func testAppearDisappearTaskAndTapFollowTheWidget() throws {
    try MainActor.assumeIsolated {
      let seen = Lifecycle()
      let shown = WidgetModifierTests.Shown {
        Text("Watched")
          .onAppear { seen.appeared += 1 }
          .onDisappear { seen.disappeared += 1 }
          .task {
            seen.taskStarted += 1
            try? await Task.sleep(for: .seconds(60))
            if Task.isCancelled { seen.taskCancelled += 1 }
          }
          .onTapGesture(count: 2) { seen.taps += 1 }
      }
      defer { shown.window.close() }
      let label = try XCTUnwrap(WidgetFinder.widgets("label", under: shown.root).first)
      GtkTestEnvironment.wait("the task to start") { seen.taskStarted == 1 }
      XCTAssertEqual(seen.appeared, 1)
      gtk_widget_set_visible(label, 0)
      GtkTestEnvironment.wait("the task to be cancelled") { seen.taskCancelled == 1 }
      XCTAssertEqual(seen.disappeared, 1)
      gtk_widget_set_visible(label, 1)
      GtkTestEnvironment.wait("a second appearance and task") { seen.taskStarted == 2 }
      XCTAssertEqual(seen.appeared, 2)
      let gesture = try XCTUnwrap(
        GtkTestWindow.controller(ofType: gtk_gesture_click_get_type(), on: label))
      overshoot_signal_emit_released(UnsafeMutableRawPointer(gesture), 1, 5, 5)
      XCTAssertEqual(seen.taps, 0, "one click is not a double tap")
      overshoot_signal_emit_released(UnsafeMutableRawPointer(gesture), 2, 5, 5)
      XCTAssertEqual(seen.taps, 1)
    }
  }

  func testCommonSFSymbolsNamesShowAnIconOfTheTheme() throws {
    try MainActor.assumeIsolated {
      let display = try XCTUnwrap(gdk_display_get_default())
      let theme = try XCTUnwrap(gtk_icon_theme_get_for_display(display))
      let table = Image.symbolTable
      XCTAssertGreaterThanOrEqual(table.count, 100, "the common SF Symbols names")
      for (symbol, names) in table {
        XCTAssertTrue(
          names.contains { gtk_icon_theme_has_icon(theme, $0) != 0 },
          "\(symbol): none of \(names) is in the icon theme")
      }
      let star = try XCTUnwrap(table.first { $0.symbol == "star.fill" })
      XCTAssertEqual(star.iconNames, ["starred-symbolic"])
    }
  }

  func testTextInAListRowStartsAtTheLeadingEdge() throws {
    try MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown(width: 400) {
        List(["Short"], id: \.self) { Text($0) }
      }
      defer { shown.window.close() }
      let label = try XCTUnwrap(WidgetFinder.widgets("label", under: shown.root).first)
      var bounds = graphene_rect_t()
      XCTAssertNotEqual(gtk_widget_compute_bounds(label, shown.root, &bounds), 0)
      // Where the text is drawn: the label's place plus its layout's offset inside it.
      var textX: Int32 = 0
      var textY: Int32 = 0
      gtk_label_get_layout_offsets(OpaquePointer(label), &textX, &textY)
      XCTAssertLessThan(
        bounds.origin.x + Float(textX), 40, "the text starts at the row's leading edge")
    }
  }
}
