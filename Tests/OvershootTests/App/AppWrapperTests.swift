import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import TestSupport
import XCTest

/// The typed application and window API: actions with a parameter and a state, keyboard
/// shortcuts, the window's sizes, and settings read back as written.
final class AppWrapperTests: GtkTestCase {
  /// Runs `body` with a new window of the shared test application, closed afterwards.
  private func inWindow(_ title: String, _ body: @MainActor (Window) -> Void) {
    MainActor.assumeIsolated {
      let window = Window(application: GtkTestEnvironment.sharedApplication, title: title)
      defer { window.close() }
      body(window)
    }
  }

  func testAWindowActionRunsWithTheIdItWasActivatedWith() {
    inWindow("Actions") { window in
      var received: [Int64] = []
      var plain = 0
      window.addAction(Action("open-item", parameter: Int64.self) { received.append($0) })
      window.addAction(Action("refresh") { plain += 1 })
      window.activateAction("win.open-item", parameter: Int64(42))
      window.activateAction("win.open-item", parameter: Int64(-7))
      window.activateAction("win.refresh")
      XCTAssertEqual(received, [42, -7])
      XCTAssertEqual(plain, 1)
    }
  }

  func testAToggleFlipsItsStateAndReportsTheNewOneButASetStateIsNotReported() {
    inWindow("Toggle") { window in
      var reported: [Bool] = []
      let toggle = Action("show-readout", state: false) { reported.append($0) }
      window.addAction(toggle)
      window.activateAction("win.show-readout")
      XCTAssertTrue(toggle.isOn)
      window.activateAction("win.show-readout")
      XCTAssertFalse(toggle.isOn)
      toggle.isOn = true  // a saved setting shown in the check mark, not a user's change
      XCTAssertEqual(reported, [true, false])
      XCTAssertTrue(toggle.isOn)
    }
  }

  func testAnActionAddedAndDroppedLivesAsLongAsTheWindowHoldsIt() {
    inWindow("Lifetime") { window in
      var runs = 0
      do { window.addAction(Action("kept") { runs += 1 }) }  // no Swift reference left
      window.activateAction("win.kept")
      XCTAssertEqual(runs, 1)
    }
  }

  func testKeyboardShortcutsReadBackAsSetAndEmptyKeysRemoveThem() {
    MainActor.assumeIsolated {
      let application = GtkTestEnvironment.sharedApplication
      application.setKeyboardShortcuts(["<Control>k", "F7"], for: "win.test-shortcut")
      XCTAssertEqual(application.keyboardShortcuts(for: "win.test-shortcut"), ["<Control>k", "F7"])
      application.setKeyboardShortcuts([], for: "win.test-shortcut")
      XCTAssertEqual(application.keyboardShortcuts(for: "win.test-shortcut"), [])
    }
  }

  func testWindowSizesReadBackAsSet() {
    MainActor.assumeIsolated {
      let application = GtkTestEnvironment.sharedApplication
      let window = Window(application: application, title: "Sizes", width: 500, height: 400)
      defer { window.close() }
      XCTAssertEqual(window.defaultSize.width, 500)
      XCTAssertEqual(window.defaultSize.height, 400)
      window.defaultSize = (720, 480)
      window.minimumSize = (360, 320)
      XCTAssertEqual(window.defaultSize.width, 720)
      XCTAssertEqual(window.defaultSize.height, 480)
      XCTAssertEqual(window.minimumSize.width, 360)
      XCTAssertEqual(window.minimumSize.height, 320)
      XCTAssertEqual(window.title, "Sizes")
      XCTAssertFalse(window.isMaximized)
    }
  }

  func testSettingsInMemoryStartAtTheSchemaDefaultsAndReadBackWhatWasWritten() throws {
    try MainActor.assumeIsolated {
      // The repository's data/ folder, from this file's path (Tests/OvershootTests/…).
      let data = SourceTree.url("data").path
      let schema = try XCTUnwrap(
        SettingsSchema.compiled("io.github.overshoot.Overshoot", from: data),
        "glib-compile-schemas could not compile data/")
      let store = SettingsStore(schema: schema, inMemory: true)
      XCTAssertEqual(store.value("window-width", as: Int32.self), 1240)
      XCTAssertEqual(store.value("refresh-interval", as: UInt32.self), 30)
      XCTAssertTrue(store.set("window-width", Int32(1000)))
      XCTAssertTrue(store.set("selected-feed", "starred"))
      XCTAssertTrue(store.set("wheel-pulls", true))
      XCTAssertEqual(store.value("window-width", as: Int32.self), 1000)
      XCTAssertEqual(store.value("selected-feed", as: String.self), "starred")
      XCTAssertTrue(store.value("wheel-pulls", as: Bool.self))
      XCTAssertNil(SettingsSchema.compiled("no.such.Schema", from: data))
    }
  }

  func testKeptWidgetsChangeLaterAndReportOnlyRealChanges() {
    inWindow("Handles") { window in
      let pages = TabView()
      let label = WidgetHandle(Text("First").truncationMode(.tail).cssClass("title"))
      var toggles = 0
      let toggle = ToggleButton("Show", systemImage: "sidebar-show-symbolic", help: "Show (F9)")
      toggle.onToggle { toggles += 1 }
      pages.addTab(
        "one", title: "One",
        content: VStack {
          label
          toggle
        })
      pages.addTab("two", title: "Two", content: Text("Two"))
      var pageChanges = 0
      pages.onSelectionChange { pageChanges += 1 }
      let header = HeaderBar()
      header.setTitle(pages.switcher())
      window.setHeaderBar(header)
      window.setContent(pages)
      XCTAssertEqual(pages.selection, "one")
      pages.selection = "two"
      XCTAssertEqual(pages.selection, "two")
      XCTAssertEqual(pageChanges, 1)
      label.text = "Changed"
      label.isVisible = false
      XCTAssertEqual(label.text, "Changed")
      XCTAssertFalse(label.isVisible)
      toggle.isOn = true
      toggle.isOn = true  // no change, no report
      XCTAssertTrue(toggle.isOn)
      XCTAssertEqual(toggles, 1)
      XCTAssertEqual(toggle.help, "Show (F9)")
    }
  }

  func testAPageBuiltOnFirstShowIsBuiltOnceAndFillsTheStack() {
    inWindow("Lazy page") { window in
      let pages = TabView()
      var builds = 0
      pages.addTab("first", title: "First", content: Text("First"))
      pages.addTab("later", title: "Later") {
        builds += 1
        return Text("Built").cssClass("built")
      }
      window.setContent(pages)
      window.present()
      XCTAssertEqual(builds, 0, "a page not shown is not built")
      pages.selection = "later"
      XCTAssertEqual(builds, 1)
      pages.selection = "first"
      pages.selection = "later"
      XCTAssertEqual(builds, 1, "built once")
      MainContext.run(forSeconds: 0.2)
      // The content gets the stack's whole height, as a page added directly would.
      let holder = gtk_stack_get_visible_child(pages.gtkWidget.checked(gtk_stack_get_type()))!
      let content = gtk_widget_get_first_child(holder)!
      XCTAssertGreaterThan(gtk_widget_get_height(content), 0)
      XCTAssertEqual(gtk_widget_get_height(content), gtk_widget_get_height(pages.gtkWidget))
    }
  }

  func testAPageBuiltOnFirstShowThatIsShownFirstIsBuiltAtOnce() {
    inWindow("Lazy first page") { window in
      let pages = TabView()
      var builds = 0
      pages.addTab("only", title: "Only") {
        builds += 1
        return Text("Built")
      }
      window.setContent(pages)
      XCTAssertEqual(builds, 1, "the stack shows its first page at once")
    }
  }

  func testASplitViewKeepsItsSidebarWidthAndGrowsOnlyTheContent() {
    MainActor.assumeIsolated {
      let paned = SplitView(sidebarWidth: 200, sidebar: Text("Sidebar"), detail: Text("Detail"))
        .makeGtkWidget()
      let reference = ObjectRef(sinking: paned)
      XCTAssertEqual(gtk_paned_get_position(reference.pointer.checked(gtk_paned_get_type())), 200)
      XCTAssertEqual(
        gtk_paned_get_resize_start_child(reference.pointer.checked(gtk_paned_get_type())), 0)
      XCTAssertEqual(
        gtk_paned_get_resize_end_child(reference.pointer.checked(gtk_paned_get_type())), 1)
      XCTAssertEqual(
        gtk_paned_get_shrink_start_child(reference.pointer.checked(gtk_paned_get_type())), 0)
    }
  }
}
