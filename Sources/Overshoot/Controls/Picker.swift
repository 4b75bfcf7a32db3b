import CGtk
import GtkGlue

/// A choice among a few values with its title, like SwiftUI's `Picker` in the `.segmented`
/// style: linked toggle buttons, exactly one active, at the end of a row that starts with the
/// title.
///
/// The buttons show `selection` and write the user's choice back through it. Read from an
/// `@Observable` model, they follow the model too (at most once per frame).
public struct Picker<Value: Equatable>: Widget {
  let title: String
  let selection: Binding<Value>
  let options: [(title: String, value: Value)]

  /// Buttons titled from `options`, showing and setting `selection`.
  public init(
    _ title: String, selection: Binding<Value>, options: [(title: String, value: Value)]
  ) {
    self.title = title
    self.selection = selection
    self.options = options
  }

  /// Makes the row with its linked GtkToggleButtons.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let linked = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    gtk_widget_add_css_class(linked, "linked")
    overshoot_accessible_set_label(linked, title)
    let selection = self.selection
    var made: [(button: UnsafeMutablePointer<GtkToggleButton>, value: Value)] = []
    for (title, value) in options {
      let widget = gtk_toggle_button_new_with_label(title)!
      let button = widget.checked(as: GtkToggleButton.self)
      gtk_toggle_button_set_group(button, made.first?.button)
      gtk_box_append(linked.checked(as: GtkBox.self), widget)
      made.append((button, value))
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
    return LabeledControlRow.make(title, control: linked)
  }
}
