import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

// The sheet with a toolbar of Sources/Overshoot/Overshoot.docc/Presentation.md, shown and
// answered here with real keys. Keep the two in step.

/// A note being renamed, and what the sheet did with it.
@MainActor @Observable
final class RenameModel {
  var isRenaming = false
  var renamedTo: [String] = []
}

/// A name to save, which Save waits for.
@MainActor @Observable
final class SaveForm {
  var isShown = true
  var name = ""
  var confirmed = 0
}

/// The rename sheet: a title, Cancel, and Rename, which Enter in the field presses.
struct RenameSheet: Widget {
  @Environment(\.dismiss) private var dismiss
  let model: RenameModel
  let field: TextField

  var body: some Widget {
    VStack(spacing: 12) {
      Text("A label long enough to be wider than the sheet if it were not wrapped at its width")
        .lineLimit(3)
      field
    }
    .padding(18)
    .frame(width: 420)
    .navigationTitle("Rename Note")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { dismiss() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Rename") {
          model.renamedTo.append(field.text)
          dismiss()
        }
      }
    }
  }
}

final class SheetToolbarTests: GtkTestCase {
  /// A page with the rename sheet presented over it.
  @MainActor
  private struct RenamePage {
    let model = RenameModel()
    /// The sheet's field, which presses the default button.
    let field = TextField("Name")
    let shown: WidgetModifierTests.Shown
    /// The sheet's window.
    let sheet: UnsafeMutablePointer<GtkWidget>
    /// The page's window.
    var parent: UnsafeMutablePointer<GtkWidget> { shown.window.gtkWindow }

    /// Shows the page and presents the sheet.
    init() throws {
      let (model, field) = (self.model, self.field)
      field.activatesDefault = true
      shown = WidgetModifierTests.Shown {
        Text("Page").sheet(isPresented: Binding(model, \.isRenaming)) {
          RenameSheet(model: model, field: field)
        }
      }
      model.isRenaming = true
      sheet = try XCTUnwrap(PresentedWindows.one(over: shown.window.gtkWindow))
    }
  }

  func testTheSheetsHeaderBarShowsTheTitleCancelAndTheDefaultConfirmation() throws {
    try MainActor.assumeIsolated {
      let page = try RenamePage()
      defer { page.shown.window.close() }
      let sheet = page.sheet
      GtkTestEnvironment.wait("the sheet to take its title") {
        String(cString: gtk_window_get_title(sheet.checked(as: GtkWindow.self))) == "Rename Note"
      }
      GtkTestEnvironment.wait("the sheet to be laid out") { gtk_widget_get_width(sheet) > 0 }
      let header = try XCTUnwrap(WidgetFinder.widgets("headerbar", under: sheet).first)
      XCTAssertTrue(WidgetFinder.labelTexts(under: header).contains("Rename Note"))
      XCTAssertEqual(
        gtk_header_bar_get_show_title_buttons(header.checked(gtk_header_bar_get_type())), 0,
        "Cancel closes a sheet that has it: no close button of its own")
      let cancel = try XCTUnwrap(WidgetFinder.button("Cancel", under: header))
      let rename = try XCTUnwrap(WidgetFinder.button("Rename", under: header))
      XCTAssertLessThan(
        Self.x(of: cancel, in: header), Self.x(of: rename, in: header),
        "Cancel at the start, the confirmation at the end")
      XCTAssertEqual(gtk_widget_has_css_class(rename, "suggested-action"), 1)
      XCTAssertEqual(
        gtk_window_get_default_widget(sheet.checked(as: GtkWindow.self)), rename,
        "the confirmation is the button Enter presses")
      let width = gtk_widget_get_width(sheet)
      // GTK puts the padding (margins) outside the frame's size request: 420 + 2 × 18.
      XCTAssertEqual(width, 456, "the frame's width, not the long label's")
    }
  }

  func testEnterInTheFieldConfirmsAndCancelClosesTheSheet() throws {
    try MainActor.assumeIsolated {
      let page = try RenamePage()
      defer { page.shown.window.close() }
      let (model, field, parent, sheet) = (page.model, page.field, page.parent, page.sheet)
      field.text = "Groceries"
      try GtkTestWindow.focus(sheet)
      XCTAssertTrue(field.focus())
      try GtkTestWindow.pressKeys("Return")
      PresentedWindows.waitForNone(over: parent)
      XCTAssertEqual(model.renamedTo, ["Groceries"], "Enter in the field pressed Rename")
      XCTAssertFalse(model.isRenaming, "confirming closed the sheet and set the binding false")

      model.isRenaming = true
      let again = try XCTUnwrap(PresentedWindows.one(over: parent))
      XCTAssertTrue(WidgetFinder.click("Cancel", under: again))
      PresentedWindows.waitForNone(over: parent)
      XCTAssertFalse(model.isRenaming, "Cancel closed the sheet and set the binding false")
      XCTAssertEqual(model.renamedTo, ["Groceries"], "Cancel renamed nothing")
    }
  }

  func testADisabledConfirmationFollowsWhatItObservesAndEnterDoesNothing() throws {
    try MainActor.assumeIsolated {
      let form = SaveForm()
      let field = TextField("Name")
      field.activatesDefault = true
      field.onChange { form.name = $0 }
      let shown = WidgetModifierTests.Shown {
        Text("Page").sheet(isPresented: Binding(form, \.isShown)) {
          VStack { field }
            .navigationTitle("Name")
            .toolbar {
              ToolbarItem(placement: .confirmationAction) {
                Button("Save") { form.confirmed += 1 }.disabled(form.name.isEmpty)
              }
            }
        }
      }
      defer { shown.window.close() }
      let sheet = try XCTUnwrap(PresentedWindows.one(over: shown.window.gtkWindow))
      let save = try XCTUnwrap(WidgetFinder.button("Save", under: sheet))
      XCTAssertEqual(gtk_widget_get_sensitive(save), 0, "nothing to save yet")
      try GtkTestWindow.focus(sheet)
      XCTAssertTrue(field.focus())
      try GtkTestWindow.pressKeys("Return")
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(form.confirmed, 0, "Enter does not press an insensitive default")
      field.text = "Milk"
      GtkTestEnvironment.wait("Save to follow the name") { gtk_widget_get_sensitive(save) == 1 }
      try GtkTestWindow.pressKeys("Return")
      GtkTestEnvironment.wait("Enter to press Save") { form.confirmed == 1 }
    }
  }

  /// Where `widget` starts across `header`.
  @MainActor
  private static func x(
    of widget: UnsafeMutablePointer<GtkWidget>, in header: UnsafeMutablePointer<GtkWidget>
  ) -> Double {
    // gtk_widget_translate_coordinates is deprecated from GTK 4.12; compute_point is in 4.8.
    var origin = graphene_point_t()
    var inHeader = graphene_point_t()
    _ = gtk_widget_compute_point(widget, header, &origin, &inHeader)
    return Double(inHeader.x)
  }
}
