import CGtk
import Overshoot

/// A left-aligned label bound to a string: the Swift twin of the C baseline's label row.
@MainActor
final class LabelRow: ListRow {
  let gtkWidget: UnsafeMutablePointer<GtkWidget>

  init() {
    gtkWidget = gtk_label_new(nil)
    gtk_label_set_xalign(gtkWidget.checked(gtk_label_get_type()), 0)
  }

  func bind(_ item: String) {
    gtk_label_set_text(gtkWidget.checked(gtk_label_get_type()), item)
  }
}
