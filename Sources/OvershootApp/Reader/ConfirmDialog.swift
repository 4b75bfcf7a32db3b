import CGtk
import GtkGlue

/// A small modal question with Cancel and one action button, e.g. before removing a feed.
@MainActor
final class ConfirmDialog {
  /// The dialog's window.
  let window: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef
  private static var open: [ObjectIdentifier: ConfirmDialog] = [:]

  /// Asks `question` with `detail`; `confirm` runs only if the reader presses `action`.
  @discardableResult
  static func present(
    over parent: UnsafeMutablePointer<GtkWidget>, question: String, detail: String,
    action: String, destructive: Bool = true, confirm: @escaping @MainActor () -> Void
  ) -> ConfirmDialog {
    let dialog = ConfirmDialog(
      parent: parent, question: question, detail: detail, action: action,
      destructive: destructive, confirm: confirm)
    open[ObjectIdentifier(dialog)] = dialog
    gtk_window_present(dialog.window.checked(as: GtkWindow.self))
    return dialog
  }

  private init(
    parent: UnsafeMutablePointer<GtkWidget>, question: String, detail: String, action: String,
    destructive: Bool, confirm: @escaping @MainActor () -> Void
  ) {
    window = gtk_window_new()
    reference = ObjectRef(retaining: window)
    let gtkWindow = window.checked(as: GtkWindow.self)
    gtk_window_set_title(gtkWindow, question)
    gtk_window_set_modal(gtkWindow, 1)
    gtk_window_set_transient_for(gtkWindow, parent.checked(as: GtkWindow.self))
    gtk_window_set_resizable(gtkWindow, 0)
    gtk_window_set_destroy_with_parent(gtkWindow, 1)
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    for margin in [
      gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
      gtk_widget_set_margin_end,
    ] {
      margin(box, 20)
    }
    let heading = gtk_label_new(question)!
    gtk_widget_add_css_class(heading, "empty-state-title")
    gtk_label_set_wrap(heading.checked(gtk_label_get_type()), 1)
    let body = gtk_label_new(detail)!
    gtk_label_set_wrap(body.checked(gtk_label_get_type()), 1)
    gtk_label_set_max_width_chars(body.checked(gtk_label_get_type()), 40)
    let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    gtk_widget_set_halign(buttons, GTK_ALIGN_END)
    let cancel = gtk_button_new_with_mnemonic("_Cancel")!
    let accept = gtk_button_new_with_label(action)!
    // GTK 4.8 reads a mnemonic button as "_Cancel Cancel"; one clean name.
    overshoot_accessible_set_label(cancel, "Cancel")
    gtk_widget_add_css_class(accept, destructive ? "destructive-action" : "suggested-action")
    gtk_box_append(buttons.checked(as: GtkBox.self), cancel)
    gtk_box_append(buttons.checked(as: GtkBox.self), accept)
    for child in [heading, body, buttons] { gtk_box_append(box.checked(as: GtkBox.self), child) }
    gtk_window_set_child(gtkWindow, box)
    gtk_window_set_default_widget(gtkWindow, cancel)
    EscapeCloses.install(on: window) { [weak self] in self?.close() }
    cancel.connect("clicked") { [weak self] in self?.close() }
    accept.connect("clicked") { [weak self] in
      self?.close()
      confirm()
    }
    // "destroy" also covers the parent closing (destroy-with-parent emits no close-request).
    window.connect("destroy") { [weak self] in
      if let self { Self.open[ObjectIdentifier(self)] = nil }
    }
  }

  /// How many confirmations are open (for tests).
  static var openCount: Int { open.count }

  private func close() {
    Self.open[ObjectIdentifier(self)] = nil
    gtk_window_destroy(window.checked(as: GtkWindow.self))
  }
}
