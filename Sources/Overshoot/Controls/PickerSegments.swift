import CGtk
import GtkGlue

/// A `Picker` in the `.segmented` style: linked GtkToggleButtons, exactly one active.
@MainActor
enum PickerSegments {
  /// The linked buttons for `options`, showing and setting `selection`.
  static func make<Value: Equatable>(_ options: [PickerOption<Value>], selection: Binding<Value>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let linked = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    gtk_widget_add_css_class(linked, "linked")
    var made: [(button: UnsafeMutablePointer<GtkToggleButton>, value: Value)] = []
    for option in options {
      let widget = gtk_toggle_button_new()!
      if let content = option.content {
        gtk_button_set_child(widget.checked(as: GtkButton.self), content.makeGtkWidget())
      } else {
        gtk_button_set_label(widget.checked(as: GtkButton.self), option.title)
      }
      let button = widget.checked(as: GtkToggleButton.self)
      gtk_toggle_button_set_group(button, made.first?.button)
      gtk_box_append(linked.checked(as: GtkBox.self), widget)
      made.append((button, option.value))
      let value = option.value
      // `toggled` fires for the button turning off too; only the one turning on counts.
      widget.connect("toggled") {
        guard gtk_toggle_button_get_active(button) != 0, selection.get() != value else { return }
        selection.set(value)
      }
    }
    let buttons = made
    ObservedBinding.bind(linked, key: .controlValue, read: selection.get) { value, _ in
      guard let match = buttons.first(where: { $0.value == value }),
        gtk_toggle_button_get_active(match.button) == 0
      else { return }
      gtk_toggle_button_set_active(match.button, 1)
    }
    return linked
  }
}
