import CGtk
import GtkGlue

extension WidgetHandle {
  /// The text of a kept `Text` (`WidgetHandle(Text(""))`), for text set imperatively: a
  /// recycled list row's title, a status readout. Text shown from a model is simpler as
  /// `Text(model.value)`. Always plain: markup characters (`<b>`, `&`) are shown as typed, and
  /// a highlight (``setText(_:highlighting:)``) goes.
  public var text: String {
    get { label.text }
    set {
      if gtk_label_get_attributes(labelPointer) != nil {
        gtk_label_set_attributes(labelPointer, nil)
      }
      label.text = newValue
    }
  }

  /// Sets a kept `Text`'s plain text with `ranges` of it highlighted (dark text on yellow, as a
  /// search's matches are marked, readable in light and dark styles); no ranges is plain text.
  /// A range outside `text` is a programming error, reported and skipped.
  public func setText(_ text: String, highlighting ranges: [Range<String.Index>]) {
    guard !ranges.isEmpty else {
      self.text = text
      return
    }
    let attributes = pango_attr_list_new()
    for range in ranges {
      guard range.lowerBound >= text.startIndex, range.upperBound <= text.endIndex else {
        Diagnostics.warn("setText(_:highlighting:) was given a range outside the text; skipped")
        continue
      }
      let start = guint(text.utf8.distance(from: text.startIndex, to: range.lowerBound))
      let end = guint(text.utf8.distance(from: text.startIndex, to: range.upperBound))
      for attribute in [
        pango_attr_background_new(0xF6F6, 0xD3D3, 0x2D2D),
        pango_attr_foreground_new(0x2424, 0x1F1F, 0x3131),
      ] {
        guard let attribute else { continue }
        attribute.pointee.start_index = start
        attribute.pointee.end_index = end
        pango_attr_list_insert(attributes, attribute)
      }
    }
    label.text = text
    gtk_label_set_attributes(labelPointer, attributes)
    pango_attr_list_unref(attributes)
  }

  private var label: Gtk.Label {
    guard let label = Gtk.Label(ifInstance: gtkWidget) else {
      preconditionFailure("text needs a kept Text")
    }
    return label
  }

  /// The label for the attribute calls the layer does not wrap (Pango's attribute lists).
  private var labelPointer: OpaquePointer { OpaquePointer(label.gpointer) }
}
