import CGtk
import GtkGlue

/// A line of text kept to change it later (a GtkLabel), for status and titles.
@MainActor
public final class Label: WidgetHandle {
  /// A one-line label showing `text`, cut with "…" when there is no room, styled by CSS class
  /// `cssClass` when given.
  public init(_ text: String = "", cssClass: String? = nil) {
    let label = gtk_label_new(text)!
    gtk_label_set_ellipsize(label.checked(gtk_label_get_type()), PANGO_ELLIPSIZE_END)
    if let cssClass { gtk_widget_add_css_class(label, cssClass) }
    super.init(gtkWidget: label)
  }

  /// The text shown.
  public var text: String {
    get { String(cString: gtk_label_get_text(gtkWidget.checked(gtk_label_get_type()))) }
    set { gtk_label_set_text(gtkWidget.checked(gtk_label_get_type()), newValue) }
  }
}
