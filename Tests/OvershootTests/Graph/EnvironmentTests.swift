import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import OvershootAdwaita
import XCTest

@testable import Overshoot

// The keys and objects of Sources/Overshoot/Overshoot.docc/AppsAndScenes.md ("Environment").
// Keep the two in step.

struct AccentNameKey: EnvironmentKey {
  static let defaultValue = "blue"
}

extension EnvironmentValues {
  var accentName: String {
    get { self[AccentNameKey.self] }
    set { self[AccentNameKey.self] = newValue }
  }
}

@MainActor @Observable
final class Library {
  var books = ["Dune"]
}

struct AccentBadge: Widget {
  @Environment(\.accentName) private var accentName
  let onRead: (String) -> Void
  var body: some Widget {
    VStack {
      Text("Accent: \(accentName)")
      Button("Read accent") { onRead(accentName) }
    }
  }
}

struct ShelfView: Widget {
  @Environment(Library.self) private var library
  var body: some Widget {
    VStack {
      Text("\(library.books.count) books")
      Button("Add") { library.books.append("Emma") }
    }
  }
}

struct SchemeBadge: Widget {
  @Environment(\.colorScheme) private var colorScheme
  var body: some Widget { Text(colorScheme == .dark ? "Dark" : "Light") }
}

/// `@Environment` with custom keys, `@Observable` objects and `\.colorScheme`, set with
/// `.environment` and read where the widget is made and when its actions run later.
final class EnvironmentTests: GtkTestCase {
  func testACustomKeyReadsItsDefaultOrTheValueAnAncestorSet() {
    MainActor.assumeIsolated {
      var read: [String] = []
      let shown = WidgetModifierTests.Shown {
        VStack {
          AccentBadge { read.append($0) }
          AccentBadge { read.append($0) }.environment(\.accentName, "green")
        }
      }
      defer { shown.window.close() }
      let texts = WidgetFinder.labelTexts(under: shown.root)
      XCTAssertEqual(texts, ["Accent: blue", "Read accent", "Accent: green", "Read accent"])
      // Actions run after the window was made still read the values they were made with.
      for button in WidgetFinder.widgets("button", under: shown.root) {
        overshoot_signal_emit_by_name(button, "clicked")
      }
      XCTAssertEqual(read, ["blue", "green"])
    }
  }

  func testAnInnerEnvironmentModifierWinsOverAnOuterOne() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown {
        VStack {
          AccentBadge { _ in }.environment(\.accentName, "red")
          AccentBadge { _ in }
        }.environment(\.accentName, "green")
      }
      defer { shown.window.close() }
      XCTAssertEqual(
        WidgetFinder.labelTexts(under: shown.root).filter { $0.hasPrefix("Accent") },
        ["Accent: red", "Accent: green"])
    }
  }

  func testAnObservableObjectPlacedInTheEnvironmentIsTheOneRead() {
    MainActor.assumeIsolated {
      let library = Library()
      let shown = WidgetModifierTests.Shown { ShelfView().environment(library) }
      defer { shown.window.close() }
      XCTAssertTrue(WidgetFinder.labelTexts(under: shown.root).contains("1 books"))
      XCTAssertTrue(WidgetFinder.click("Add", under: shown.root))
      XCTAssertEqual(library.books, ["Dune", "Emma"], "the action changed the placed object")
      GtkTestEnvironment.wait("the body that read the object to run again") {
        WidgetFinder.labelTexts(under: shown.root).contains("2 books")
      }
    }
  }

  func testAnOptionalObjectIsNilWhereNoneWasPlaced() {
    MainActor.assumeIsolated {
      @Environment(Library.self) var missing: Library?
      XCTAssertNil(missing)
      let library = Library()
      var values = EnvironmentValues()
      values.setObject(library)
      _missing.bind(to: values)
      XCTAssertTrue(missing === library, "bound to values holding one, it reads that one")
    }
  }

  func testAWidgetMadeInAnEnvironmentKeepsItForTheActionsItRunsLater() {
    MainActor.assumeIsolated {
      var read: [String] = []
      let badge = AccentBadge { read.append($0) }  // created outside any container
      var values = EnvironmentValues()
      values.accentName = "violet"
      let widget = EnvironmentValues.with(values) { badge.makeGtkWidget() }
      g_object_ref_sink(widget)
      defer { g_object_unref(widget) }
      XCTAssertEqual(WidgetFinder.labelTexts(under: widget).first, "Accent: violet")
      XCTAssertTrue(WidgetFinder.click("Read accent", under: widget))
      XCTAssertEqual(read, ["violet"], "the action ran outside the environment it was made in")
    }
  }

  /// Whether a change was reported, from Observation's `@Sendable` callback.
  final class Flag: @unchecked Sendable {
    var isSet = false
  }

  @MainActor @Observable
  final class SheetState {
    var isPresented = false
  }

  /// Asks for `scheme` where the process decides it: libadwaita's style manager once an earlier
  /// test initialized libadwaita, else GTK's setting.
  @MainActor
  private static func prefer(_ scheme: ColorScheme) {
    if AdwaitaRuntime.isInitialized {
      StyleManager.preferredColorScheme = scheme
    } else {
      overshoot_settings_set_bool("gtk-application-prefer-dark-theme", scheme == .dark ? 1 : 0)
    }
  }

  func testColorSchemeFollowsTheSystemAndCanBeForced() {
    MainActor.assumeIsolated {
      let before = EnvironmentValues().colorScheme
      defer {
        if AdwaitaRuntime.isInitialized {
          StyleManager.preferredColorScheme = nil  // follow the desktop again
        } else {
          Self.prefer(before)
        }
      }
      Self.prefer(.light)
      XCTAssertEqual(EnvironmentValues().colorScheme, .light)

      let changed = Flag()
      withObservationTracking {
        _ = EnvironmentValues().colorScheme
      } onChange: {
        changed.isSet = true
      }
      Self.prefer(.dark)
      XCTAssertTrue(changed.isSet, "a body reading colorScheme is told when it changes")
      XCTAssertEqual(EnvironmentValues().colorScheme, .dark)

      let shown = WidgetModifierTests.Shown {
        SchemeBadge()
        SchemeBadge().environment(\.colorScheme, .light)
      }
      defer { shown.window.close() }
      XCTAssertEqual(WidgetFinder.labelTexts(under: shown.root), ["Dark", "Light"])
      Self.prefer(.light)
      GtkTestEnvironment.wait("the body that read colorScheme to run again") {
        WidgetFinder.labelTexts(under: shown.root) == ["Light", "Light"]
      }
    }
  }

  func testASheetsContentReadsThePresentersEnvironment() {
    MainActor.assumeIsolated {
      let state = SheetState()
      let presented = Binding(state, \.isPresented)
      let shown = WidgetModifierTests.Shown {
        Text("Page")
          .sheet(isPresented: presented) { AccentBadge { _ in } }
          .environment(\.accentName, "amber")
      }
      defer { shown.window.close() }
      presented.set(true)
      guard let sheet = PresentedWindows.one(over: shown.window.gtkWindow) else { return }
      XCTAssertTrue(PresentedWindows.texts(in: sheet).contains("Accent: amber"))
      gtk_window_destroy(sheet.checked(as: GtkWindow.self))
    }
  }
}
