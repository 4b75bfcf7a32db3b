import CGtk

extension RecycledListView {
  /// What each shown row's label-like widget displays, by the position GTK's list item holds
  /// now (not the one the row remembers from its last bind): for tests that check rows never
  /// keep a previous item's content. Rows whose widget is not a GtkLabel are skipped.
  public var boundRowTextsForTesting: [(position: Int, text: String)] {
    slots.compactMap { listItem, slot in
      let position = Int(gtk_list_item_get_position(OpaquePointer(listItem)))
      guard slot.position != nil, position < count, gtk_widget_get_mapped(slot.widget) != 0,
        g_type_check_instance_is_a(slot.widget.cast(to: GTypeInstance.self), gtk_label_get_type())
          != 0,
        let text = gtk_label_get_text(OpaquePointer(slot.widget))
      else { return nil }
      return (position, String(cString: text))
    }.sorted { $0.position < $1.position }
  }
}
