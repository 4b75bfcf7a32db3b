import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

/// `.alert` and `.confirmationDialog`: GNOME-style message dialogs over the widget's window,
/// answered with real keys (Escape cancels, Enter presses the default) and clicks.
final class AlertModifierTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var asks = false
    var log: [String] = []
    var feed: String?
  }

  /// The page's alert: a destructive action and a cancel.
  struct DeleteAlert: Widget {
    let model: Model
    var body: some Widget {
      Text("Note").alert("Delete the note?", isPresented: Binding(model, \.asks)) {
        Button("Delete", role: .destructive) { model.log.append("delete") }
        Button("Cancel", role: .cancel) { model.log.append("cancel") }
      } message: {
        Text("You cannot undo this.")
      }
    }
  }

  func testEscapeRunsTheCancelButtonAndClosingResetsTheBinding() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown { DeleteAlert(model: model) }
      defer { shown.window.close() }
      let parent = shown.window.gtkWindow
      model.asks = true
      let alert = try XCTUnwrap(PresentedWindows.one(over: parent))
      XCTAssertEqual(gtk_window_get_modal(alert.checked(as: GtkWindow.self)), 1)
      XCTAssertEqual(
        PresentedWindows.texts(in: alert).prefix(2), ["Delete the note?", "You cannot undo this."])
      let delete = try XCTUnwrap(WidgetFinder.button("Delete", under: alert))
      XCTAssertEqual(gtk_widget_has_css_class(delete, "destructive-action"), 1)
      try GtkTestWindow.focus(alert)
      try GtkTestWindow.pressKeys("Escape")
      PresentedWindows.waitForNone(over: parent)
      XCTAssertEqual(model.log, ["cancel"])
      XCTAssertFalse(model.asks)

      model.asks = true
      let again = try XCTUnwrap(PresentedWindows.one(over: parent))
      XCTAssertTrue(WidgetFinder.click("Delete", under: again))
      PresentedWindows.waitForNone(over: parent)
      XCTAssertEqual(model.log, ["cancel", "delete"], "a button runs its own action only")
      XCTAssertFalse(model.asks)
    }
  }

  func testEnterPressesTheDefaultButtonDrawnAsSuggested() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown {
        Text("Draft").alert("Save the draft?", isPresented: Binding(model, \.asks)) {
          Button("Don’t Save", role: .destructive) { model.log.append("discard") }
          Button("Cancel", role: .cancel) { model.log.append("cancel") }
          Button("Save") { model.log.append("save") }
        }
      }
      defer { shown.window.close() }
      let parent = shown.window.gtkWindow
      model.asks = true
      let alert = try XCTUnwrap(PresentedWindows.one(over: parent))
      let save = try XCTUnwrap(WidgetFinder.button("Save", under: alert))
      XCTAssertEqual(gtk_widget_has_css_class(save, "suggested-action"), 1)
      XCTAssertEqual(
        gtk_window_get_default_widget(alert.checked(as: GtkWindow.self)), save,
        "the button without a role is the default")
      let titles = WidgetFinder.widgets("button", under: alert).compactMap {
        gtk_button_get_label($0.checked(as: GtkButton.self)).map { String(cString: $0) }
      }
      XCTAssertEqual(titles, ["Cancel", "Don’t Save", "Save"], "Cancel comes first in a row")
      try GtkTestWindow.focus(alert)
      try GtkTestWindow.pressKeys("Return")
      PresentedWindows.waitForNone(over: parent)
      XCTAssertEqual(model.log, ["save"])
      XCTAssertFalse(model.asks)
    }
  }

  func testAnAlertWithoutButtonsGetsOKAndOnlyDestructiveGetsCancel() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let plain = Model()
      let shown = WidgetModifierTests.Shown {
        VStack {
          Text("A").alert("Saved", isPresented: Binding(plain, \.asks))
          Text("B").alert("Erase all?", isPresented: Binding(model, \.asks)) {
            Button("Erase", role: .destructive) { model.log.append("erase") }
          }
        }
      }
      defer { shown.window.close() }
      let parent = shown.window.gtkWindow
      plain.asks = true
      let saved = try XCTUnwrap(PresentedWindows.one(over: parent))
      XCTAssertNotNil(WidgetFinder.button("OK", under: saved))
      try GtkTestWindow.focus(saved)
      try GtkTestWindow.pressKeys("Return")
      PresentedWindows.waitForNone(over: parent)
      XCTAssertFalse(plain.asks)

      model.asks = true
      let erase = try XCTUnwrap(PresentedWindows.one(over: parent))
      let cancel = try XCTUnwrap(WidgetFinder.button("Cancel", under: erase))
      XCTAssertEqual(
        gtk_window_get_default_widget(erase.checked(as: GtkWindow.self)), cancel,
        "Enter never erases: the added Cancel is the default")
      try GtkTestWindow.focus(erase)
      try GtkTestWindow.pressKeys("Return")
      PresentedWindows.waitForNone(over: parent)
      XCTAssertEqual(model.log, [])
      XCTAssertFalse(model.asks)
    }
  }

  func testAConfirmationDialogStacksItsChoicesAndCanHideItsTitle() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown {
        Text("Note").confirmationDialog(
          "Share the note", isPresented: Binding(model, \.asks), titleVisibility: .hidden
        ) {
          Button("Copy Link") { model.log.append("copy") }
          Button("Send by Email") { model.log.append("email") }
        }
      }
      defer { shown.window.close() }
      let parent = shown.window.gtkWindow
      model.asks = true
      let dialog = try XCTUnwrap(PresentedWindows.one(over: parent))
      XCTAssertFalse(PresentedWindows.texts(in: dialog).contains("Share the note"))
      let buttons = WidgetFinder.widgets("button", under: dialog)
      let titles = buttons.compactMap {
        gtk_button_get_label($0.checked(as: GtkButton.self)).map { String(cString: $0) }
      }
      XCTAssertEqual(titles, ["Copy Link", "Send by Email", "Cancel"], "Cancel is added, last")
      let copy = try XCTUnwrap(WidgetFinder.button("Copy Link", under: dialog))
      let column = try XCTUnwrap(gtk_widget_get_parent(copy))
      XCTAssertEqual(
        gtk_orientable_get_orientation(column.checked(gtk_orientable_get_type())),
        GTK_ORIENTATION_VERTICAL, "one above the other")
      try GtkTestWindow.focus(dialog)
      try GtkTestWindow.pressKeys("Return")
      PresentedWindows.waitForNone(over: parent)
      XCTAssertEqual(model.log, ["copy"], "Enter presses the first choice")
      XCTAssertFalse(model.asks)
    }
  }

  func testAnAlertPresentingDataShowsOnlyWithDataAndMakesItsButtonsFromIt() throws {
    try MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown {
        Text("Feeds").alert(
          "Remove “\(model.feed ?? "")”?", isPresented: Binding(model, \.asks),
          presenting: model.feed
        ) { feed in
          Button("Remove \(feed)", role: .destructive) { model.log.append("remove \(feed)") }
        } message: { feed in
          Text("\(feed) and its articles go.")
        }
      }
      defer { shown.window.close() }
      let parent = shown.window.gtkWindow
      model.asks = true
      MainContext.run(forSeconds: 0.2)
      XCTAssertTrue(PresentedWindows.over(parent).isEmpty, "no data, no alert")
      model.feed = "News"
      let alert = try XCTUnwrap(PresentedWindows.one(over: parent))
      XCTAssertEqual(
        PresentedWindows.texts(in: alert).prefix(2),
        ["Remove “News”?", "News and its articles go."], "the title names the data it shows")
      XCTAssertTrue(WidgetFinder.click("Remove News", under: alert))
      PresentedWindows.waitForNone(over: parent)
      XCTAssertEqual(model.log, ["remove News"])
      XCTAssertFalse(model.asks)
      model.feed = "Sport"
      model.asks = true
      let second = try XCTUnwrap(PresentedWindows.one(over: parent))
      XCTAssertEqual(
        PresentedWindows.texts(in: second).first, "Remove “Sport”?",
        "the title is read again when the alert appears again")
      XCTAssertTrue(WidgetFinder.click("Cancel", under: second))
      PresentedWindows.waitForNone(over: parent)
      XCTAssertEqual(model.log, ["remove News"])
    }
  }

  func testARoleStylesAButtonOutsideDialogsToo() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown {
        Button("Delete", systemImage: "user-trash-symbolic", role: .destructive) {}
        Button("Keep", role: .cancel) {}
      }
      defer { shown.window.close() }
      let buttons = WidgetFinder.widgets("button", under: shown.root)
      XCTAssertEqual(gtk_widget_has_css_class(buttons[0], "destructive-action"), 1)
      XCTAssertEqual(gtk_widget_has_css_class(buttons[1], "destructive-action"), 0)
    }
  }
}
