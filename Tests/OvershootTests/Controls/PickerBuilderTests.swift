import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
import XCTest

/// `Picker` as SwiftUI spells it: choices tagged with `.tag(_:)` (or a `ForEach`'s ids), shown
/// as a menu by default, as segments or radio buttons with `.pickerStyle(_:)`; the selection
/// both ways, chosen with real keys, the title as the accessible label.
final class PickerBuilderTests: GtkTestCase {
  enum Sort: Hashable { case newest, oldest, popular }

  struct Size: Hashable {
    let name: String
    static let all = [Size(name: "Small"), Size(name: "Medium"), Size(name: "Large")]
  }

  @MainActor @Observable
  final class Settings {
    var sort = Sort.oldest
    var size = Size.all[1]
    var tab: Int? = 2
  }

  /// The snippet of Overshoot.docc/Controls.md ("Choices tagged as SwiftUI tags them"): keep the
  /// two in step.
  struct Preferences: Widget {
    @Bindable var settings: Settings
    var body: some Widget {
      VStack(spacing: 12) {
        Picker("Sort", selection: $settings.sort) {
          Text("Newest").tag(Sort.newest)
          Text("Oldest").tag(Sort.oldest)
          Text("Popular").tag(Sort.popular)
        }
        Picker("Size", selection: $settings.size) {
          ForEach(Size.all, id: \.self) { Text($0.name).tag($0) }
        }
        .pickerStyle(.segmented)
      }
    }
  }

  /// The control of the picker titled `title`.
  @MainActor
  private static func control(titled title: String, under root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    WidgetFinder.control(titled: title, under: root).flatMap { gtk_widget_get_first_child($0) }
  }

  @MainActor @Observable
  final class Feeds {
    var names = ["News", "Blogs"]
    var chosen = "Blogs"
  }

  func testChoicesFollowAnObservedCollection() throws {
    try MainActor.assumeIsolated {
      let feeds = Feeds()
      let shown = WidgetModifierTests.Shown {
        Picker("Feed", selection: Binding(feeds, \.chosen)) {
          ForEach(feeds.names, id: \.self) { Text($0) }
        }
      }
      defer { shown.window.close() }
      let menu = try XCTUnwrap(Self.control(titled: "Feed", under: shown.root))
      let count = { () -> UInt32 in
        guard let menu = Self.control(titled: "Feed", under: shown.root),
          let model = gtk_drop_down_get_model(menu.checked(gtk_drop_down_get_type()))
        else { return 0 }
        return g_list_model_get_n_items(model)
      }
      XCTAssertEqual(count(), 2)
      XCTAssertEqual(gtk_drop_down_get_selected(menu.checked(gtk_drop_down_get_type())), 1)
      feeds.names.append("Podcasts")
      GtkTestEnvironment.wait("the new choice in the menu") { count() == 3 }
      let again = try XCTUnwrap(Self.control(titled: "Feed", under: shown.root))
      XCTAssertEqual(gtk_drop_down_get_selected(again.checked(gtk_drop_down_get_type())), 1)
      XCTAssertEqual(feeds.chosen, "Blogs", "showing the choices again writes nothing")
      XCTAssertNotEqual(overshoot_accessible_label_is(again, "Feed"), 0)
    }
  }

  /// `Settings`' sort picker, in `style`.
  @MainActor
  private static func sortPicker(_ settings: Settings, style: PickerStyle) -> some Widget {
    Picker("Sort", selection: Binding(settings, \.sort)) {
      Text("Newest").tag(Sort.newest)
      Text("Oldest").tag(Sort.oldest)
      Text("Popular").tag(Sort.popular)
    }
    .pickerStyle(style)
  }

  func testTheDefaultMenuFollowsTheModelAndTheKeysChoose() throws {
    try MainActor.assumeIsolated {
      let settings = Settings()
      let shown = WidgetModifierTests.Shown { Preferences(settings: settings) }
      defer { shown.window.close() }
      let menu = try XCTUnwrap(Self.control(titled: "Sort", under: shown.root))
      XCTAssertEqual(WidgetFinder.cssName(of: menu), "dropdown", "a menu")
      XCTAssertNotEqual(overshoot_accessible_label_is(menu, "Sort"), 0, "labelled by its title")
      let dropDown = menu.checked(gtk_drop_down_get_type())
      XCTAssertEqual(gtk_drop_down_get_selected(dropDown), 1, "Oldest, as the model says")
      let shownTitles = {
        WidgetFinder.widgets("label", under: menu).filter { gtk_widget_get_mapped($0) != 0 }
          .map { String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))) }
      }
      XCTAssertEqual(shownTitles(), ["Oldest"], "the chosen title on the button")

      settings.sort = .popular
      GtkTestEnvironment.wait("the menu to follow the model") {
        gtk_drop_down_get_selected(dropDown) == 2
      }
      XCTAssertEqual(settings.sort, .popular, "following the model must not write it back")

      try GtkTestWindow.focus(shown.window.gtkWindow)
      GtkTestEnvironment.wait("the focus on the menu") {
        gtk_widget_grab_focus(menu) != 0
          && gtk_widget_is_ancestor(
            gtk_root_get_focus(gtk_widget_get_root(menu)), menu) != 0
      }
      try GtkTestWindow.pressKeys("space")
      let popover = try XCTUnwrap(WidgetFinder.widgets("popover", under: menu).first)
      GtkTestEnvironment.wait("Space to open the menu") { gtk_widget_get_mapped(popover) != 0 }
      MainContext.run(forSeconds: 0.2)
      // Home: where the popover's focus starts differs between GTK versions.
      try GtkTestWindow.pressKeys("Home Down Return")
      GtkTestEnvironment.wait("Home, Down and Enter to choose Oldest") { settings.sort == .oldest }
      XCTAssertEqual(gtk_drop_down_get_selected(dropDown), 1)
      GtkTestEnvironment.wait("the menu to close") { gtk_widget_get_mapped(popover) == 0 }
      XCTAssertEqual(shownTitles(), ["Oldest"])
    }
  }

  func testForEachChoicesAsSegmentsWriteTheBindingFromTheKeyboard() throws {
    try MainActor.assumeIsolated {
      let settings = Settings()
      let shown = WidgetModifierTests.Shown { Preferences(settings: settings) }
      defer { shown.window.close() }
      let active = {
        Size.all.map(\.name).filter { title in
          guard let button = WidgetFinder.button(title, under: shown.root) else { return false }
          return gtk_toggle_button_get_active(button.checked(as: GtkToggleButton.self)) != 0
        }
      }
      XCTAssertEqual(active(), ["Medium"])
      let linked = try XCTUnwrap(Self.control(titled: "Size", under: shown.root))
      XCTAssertNotEqual(overshoot_accessible_label_is(linked, "Size"), 0)
      settings.size = Size.all[0]
      GtkTestEnvironment.wait("the segments to follow the model") { active() == ["Small"] }

      try GtkTestWindow.focus(shown.window.gtkWindow)
      let large = try XCTUnwrap(WidgetFinder.button("Large", under: shown.root))
      GtkTestEnvironment.wait("the focus on Large") {
        gtk_widget_grab_focus(large) != 0 && gtk_widget_has_focus(large) != 0
      }
      try GtkTestWindow.pressKeys("space")
      GtkTestEnvironment.wait("Space to choose Large") { settings.size.name == "Large" }
      XCTAssertEqual(active(), ["Large"])
    }
  }

  func testInlineRadioButtonsAndAForEachTaggedByItsIDs() throws {
    try MainActor.assumeIsolated {
      let settings = Settings()
      let shown = WidgetModifierTests.Shown {
        // An optional selection, its choices tagged implicitly with the ForEach's ids.
        Picker("Tab", selection: Binding(settings, \.tab)) {
          ForEach([1, 2, 3], id: \.self) { Text("Tab \($0)") }
        }
        .pickerStyle(.inline)
        Self.sortPicker(settings, style: .radioGroup)
      }
      defer { shown.window.close() }
      let checks = WidgetFinder.widgets("checkbutton", under: shown.root)
      XCTAssertEqual(checks.count, 6, "a radio button per choice")
      let checked = {
        checks.filter {
          gtk_check_button_get_active(
            $0.checked(gtk_check_button_get_type(), as: GtkCheckButton.self)) != 0
        }
        .flatMap { WidgetFinder.labelTexts(under: $0) }
      }
      XCTAssertEqual(checked(), ["Tab 2", "Oldest"])
      settings.tab = 3
      GtkTestEnvironment.wait("the radio buttons to follow the model") {
        checked() == ["Tab 3", "Oldest"]
      }

      try GtkTestWindow.focus(shown.window.gtkWindow)
      let newest = try XCTUnwrap(
        checks.first { WidgetFinder.labelTexts(under: $0) == ["Newest"] })
      GtkTestEnvironment.wait("the focus on Newest") {
        gtk_widget_grab_focus(newest) != 0 && gtk_widget_has_focus(newest) != 0
      }
      try GtkTestWindow.pressKeys("space")
      GtkTestEnvironment.wait("Space to choose Newest") { settings.sort == .newest }
      XCTAssertEqual(checked(), ["Tab 3", "Newest"])
      XCTAssertEqual(settings.tab, 3)
    }
  }

  func testATagOutsideAPickerChangesNothing() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown {
        VStack {
          Text("Plain").tag(1)
          Button("Tagged button") {}.tag("x")
        }
      }
      defer { shown.window.close() }
      XCTAssertEqual(WidgetFinder.labelTexts(under: shown.root), ["Plain", "Tagged button"])
    }
  }
}
