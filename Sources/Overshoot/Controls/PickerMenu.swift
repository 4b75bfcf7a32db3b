import CGtk
import GtkGlue

/// A `Picker` in the `.menu` style: a GtkDropDown showing the chosen title, whose popover lists
/// every title (Enter or Space opens it, the arrow keys and Enter choose).
@MainActor
enum PickerMenu {
  /// The drop-down for `options`, showing and setting `selection`; a choice that is not a
  /// plain `Text` shows its value's description (a menu shows words).
  static func make<Value: Equatable>(_ options: [PickerOption<Value>], selection: Binding<Value>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let titles = gtk_string_list_new(nil)!
    for option in options { Gtk.StringList(titles).append(option.title) }
    // The drop-down takes the list's reference.
    let widget = gtk_drop_down_new(titles.checked(g_list_model_get_type()), nil)!
    let dropDown = Gtk.DropDown(widget)
    let values = options.map(\.value)
    widget.connectWithPointer("notify::selected") { _ in
      let position = dropDown.selected
      guard position < values.count, selection.get() != values[position] else { return }
      selection.set(values[position])
    }
    ObservedBinding.bind(widget, key: .controlValue, read: selection.get) { value, _ in
      let position = values.firstIndex(of: value) ?? Int(GTK_INVALID_LIST_POSITION)
      guard dropDown.selected != position else { return }
      dropDown.selected = position
    }
    return widget
  }
}
