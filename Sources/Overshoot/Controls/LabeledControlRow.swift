import CGtk
import GtkGlue

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
    let caption = Gtk.Label(text: title)
    caption.xalign = 0
    // A long title must not widen its column: it ellipsizes instead of asking for its width.
    caption.ellipsize = PANGO_ELLIPSIZE_END
    caption.hexpand = true
    control.valign = GTK_ALIGN_CENTER
    let row = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 12)
    row.append(caption)
    row.append(control)
    return row.widget
  }
}
