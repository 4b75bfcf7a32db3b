import CGtk
import GtkGlue

/// A `Picker` in the `.inline` (`.radioGroup`) style: a column of GtkCheckButtons in one group,
/// drawn as radio buttons.
@MainActor
enum PickerRadioGroup {
  /// The radio buttons for `options`, showing and setting `selection`.
  static func make<Value: Equatable>(_ options: [PickerOption<Value>], selection: Binding<Value>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let column = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 6)
    // The first button: the others join its group.
    var group: UnsafeMutablePointer<GtkCheckButton>?
    var buttons: [(widget: UnsafeMutablePointer<GtkWidget>, value: Value)] = []
    for option in options {
      let check = Gtk.CheckButton()
      let widget = check.widget
      if let content = option.content {
        check.child = content.makeGtkWidget()
      } else {
        check.label = option.title
      }
      let button = widget.checked(gtk_check_button_get_type(), as: GtkCheckButton.self)
      gtk_check_button_set_group(button, group)
      column.append(widget)
      group = group ?? button
      buttons.append((widget, option.value))
    }
    ExclusiveButtons<Value>(
      isActive: { Gtk.CheckButton($0).isActive },
      activate: { Gtk.CheckButton($0).isActive = true }
    ).bind(buttons, in: column.widget, to: selection)
    return column.widget
  }
}
