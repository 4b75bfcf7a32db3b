import CGtk
import GtkGlue

extension WidgetHandle {
  /// The text of a kept `Text` (`WidgetHandle(Text(""))`), for text set imperatively: a
  /// recycled list row's title, a status readout. Text shown from a model is simpler as
  /// `Text(model.value)`. Always plain: markup characters (`<b>`, `&`) are shown as typed.
  public var text: String {
    get { gtk_label_get_text(label).map { String(cString: $0) } ?? "" }
    set { gtk_label_set_text(label, newValue) }
  }

  private var label: OpaquePointer {
    precondition(gtkWidget.isInstance(of: gtk_label_get_type()), "text needs a kept Text")
    return gtkWidget.checked(gtk_label_get_type())
  }
}
