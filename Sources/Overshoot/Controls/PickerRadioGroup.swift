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
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
    var made: [(button: UnsafeMutablePointer<GtkCheckButton>, value: Value)] = []
    for option in options {
      let widget = gtk_check_button_new()!
      let button = widget.checked(gtk_check_button_get_type(), as: GtkCheckButton.self)
      if let content = option.content {
        gtk_check_button_set_child(button, content.makeGtkWidget())
      } else {
        gtk_check_button_set_label(button, option.title)
      }
      gtk_check_button_set_group(button, made.first?.button)
      gtk_box_append(column.checked(as: GtkBox.self), widget)
      made.append((button, option.value))
      let value = option.value
      // `toggled` fires for the button turning off too; only the one turning on counts.
      widget.connect("toggled") {
        guard gtk_check_button_get_active(button) != 0, selection.get() != value else { return }
        selection.set(value)
      }
    }
    let buttons = made
    ObservedBinding.bind(column, key: .controlValue, read: selection.get) { value, _ in
      guard let match = buttons.first(where: { $0.value == value }),
        gtk_check_button_get_active(match.button) == 0
      else { return }
      gtk_check_button_set_active(match.button, 1)
    }
    return column
  }
}
