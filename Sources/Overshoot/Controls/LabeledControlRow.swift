import CGtk

/// The line a labelled control (`Toggle`, `Picker`, `Stepper`) shows: its title on the left,
/// filling the width, and the control on the right, as a settings row does.
@MainActor
enum LabeledControlRow {
  /// A row of `title` and `control`, 12 points apart; the control alone when `title` is empty
  /// (SwiftUI's `Slider(value:in:)`).
  static func make(_ title: String, control: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    if title.isEmpty { return control }
    let caption = gtk_label_new(title)!
    let label = caption.checked(gtk_label_get_type())
    gtk_label_set_xalign(label, 0)
    // A long title must not widen its column: it ellipsizes instead of asking for its width.
    gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_END)
    gtk_widget_set_hexpand(caption, 1)
    gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
    gtk_box_append(row.checked(as: GtkBox.self), caption)
    gtk_box_append(row.checked(as: GtkBox.self), control)
    return row
  }
}
