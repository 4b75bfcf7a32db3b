import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

// The form of Sources/Overshoot/Overshoot.docc/AppsAndScenes.md ("Forms"). Keep the two in step.

@MainActor @Observable
final class ReaderSettings {
  var opensInBrowser = false
  var userName = ""
}

struct ReaderSettingsForm: Widget {
  @Bindable var settings: ReaderSettings
  var body: some Widget {
    Form {
      Section("Reading") {
        Toggle("Open links in the browser", isOn: $settings.opensInBrowser)
        TextField("Name", text: $settings.userName)
      }
      Section {
        LabeledContent("Version", value: "1.0")
      } header: {
        Text("About")
      } footer: {
        Text("Made with Overshoot")
      }
    }
  }
}

/// A form whose body reads what its field writes: typing runs the body again.
struct GreetingForm: Widget {
  @State private var name = ""
  var body: some Widget {
    Form {
      Section("Greeting") {
        TextField("Name", text: $name)
        Text(name.isEmpty ? "Hello!" : "Hello, \(name)!")
        LabeledContent("Letters", value: "\(name.count)")
      }
    }
  }
}

/// `Form` with `Section`s: GNOME's boxed lists under headings, a row per widget, scrolling.
final class FormTests: GtkWarningFreeTestCase {
  /// The form's lists, in order.
  @MainActor
  private static func lists(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<
    GtkWidget
  >] {
    WidgetFinder.widgets("list", under: root).filter {
      gtk_widget_has_css_class($0, "boxed-list") != 0
    }
  }

  @MainActor
  private static func rows(of list: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<
    GtkWidget
  >] {
    WidgetFinder.all(under: list).filter {
      gtk_widget_get_parent($0) == list && WidgetFinder.cssName(of: $0) == "row"
    }
  }

  func testEachSectionIsABoxedListUnderItsHeadingWithARowPerWidget() {
    MainActor.assumeIsolated {
      let settings = ReaderSettings()
      let shown = WidgetModifierTests.Shown { ReaderSettingsForm(settings: settings) }
      defer { shown.window.close() }
      let found = Self.lists(under: shown.root)
      XCTAssertEqual(found.count, 2)
      XCTAssertEqual(found.map { Self.rows(of: $0).count }, [2, 1])
      XCTAssertEqual(
        WidgetFinder.labelTexts(under: shown.root),
        ["Reading", "Open links in the browser", "About", "Version", "1.0", "Made with Overshoot"])
      // Each list follows its heading in the same column.
      let reading = found[0]
      let heading = gtk_widget_get_prev_sibling(reading)!
      XCTAssertEqual(WidgetFinder.labelTexts(under: heading), ["Reading"])
      XCTAssertEqual(
        gtk_accessible_get_accessible_role(heading.checked(gtk_accessible_get_type())),
        GTK_ACCESSIBLE_ROLE_HEADING)
      XCTAssertEqual(
        gtk_list_box_get_selection_mode(reading.checked(gtk_list_box_get_type())),
        GTK_SELECTION_NONE)
    }
  }

  func testARowsControlChangesItsBinding() {
    MainActor.assumeIsolated {
      let settings = ReaderSettings()
      let shown = WidgetModifierTests.Shown { ReaderSettingsForm(settings: settings) }
      defer { shown.window.close() }
      let toggle = WidgetFinder.control(titled: "Open links in the browser", under: shown.root)!
      XCTAssertEqual(WidgetFinder.cssName(of: toggle), "switch")
      gtk_switch_set_active(toggle.checked(gtk_switch_get_type()), 1)
      XCTAssertTrue(settings.opensInBrowser)
      let entry = WidgetFinder.widgets("entry", under: shown.root)[0]
      gtk_editable_set_text(entry.checked(gtk_editable_get_type()), "Ada")
      XCTAssertEqual(settings.userName, "Ada")
    }
  }

  func testTypingInAFieldKeepsTheFormAndItsFieldWhileTheBodyRunsAgain() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown { GreetingForm() }
      defer { shown.window.close() }
      let entry = WidgetFinder.widgets("entry", under: shown.root)[0]
      let form = shown.root
      gtk_editable_set_text(entry.checked(gtk_editable_get_type()), "Ada")
      GtkTestEnvironment.wait("the body to run again") {
        WidgetFinder.labelTexts(under: shown.root).contains("Hello, Ada!")
      }
      XCTAssertTrue(WidgetFinder.labelTexts(under: shown.root).contains("3"))
      XCTAssertEqual(shown.root, form, "the form was updated, not made again")
      XCTAssertEqual(WidgetFinder.widgets("entry", under: shown.root), [entry])
    }
  }

  func testWidgetsOutsideSectionsShareAListAndATallFormScrolls() {
    MainActor.assumeIsolated {
      let heads = true
      let shown = WidgetModifierTests.Shown(width: 300, height: 240) {
        Form {
          Text("Loose one")
          Text("Loose two")
          Section("Many") { for index in 0..<30 { Text("Row \(index)") } }
          if heads { Section("Either") { Text("Heads") } } else { Section { Text("Tails") } }
        }
      }
      defer { shown.window.close() }
      let found = Self.lists(under: shown.root)
      XCTAssertEqual(
        found.map { Self.rows(of: $0).count }, [2, 30, 1],
        "a `for` makes a row per pass; an `if` makes its section")
      XCTAssertEqual(WidgetFinder.cssName(of: shown.root), "scrolledwindow")
      let adjustment = gtk_scrolled_window_get_vadjustment(
        shown.root.checked(gtk_scrolled_window_get_type()))
      XCTAssertGreaterThan(
        gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment) * 2,
        "thirty rows scroll in a 240-point window")
    }
  }
}
