import CGtk
import GtkGlue

/// A linked row of grouped toggle buttons, one per choice, exactly one active: a segmented
/// control for enum settings (policy, trigger, selection mode).
@MainActor
final class ChoiceButtons<Value: Equatable> {
  /// The linked box holding the buttons.
  let widget: UnsafeMutablePointer<GtkWidget>
  private var buttons: [(button: UnsafeMutablePointer<GtkToggleButton>, value: Value)] = []
  /// The active choice.
  private(set) var selected: Value
  /// Runs when the user (or `select`) activates another choice; set once the owner is ready.
  var onChange: (@MainActor (Value) -> Void)?

  /// Buttons titled from `choices`, with `selected` active.
  init(_ choices: [(title: String, value: Value)], selected: Value) {
    self.selected = selected
    widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    gtk_widget_add_css_class(widget, "linked")
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    var first: UnsafeMutablePointer<GtkToggleButton>?
    for (title, value) in choices {
      let button = gtk_toggle_button_new_with_label(title)!
      let toggle = button.checked(gtk_toggle_button_get_type(), as: GtkToggleButton.self)
      gtk_toggle_button_set_group(toggle, first)
      first = first ?? toggle
      gtk_toggle_button_set_active(toggle, value == selected ? 1 : 0)
      gtk_box_append(widget.checked(as: GtkBox.self), button)
      buttons.append((toggle, value))
      // `toggled` fires for the button turning off too; only the one turning on counts.
      button.connect("toggled") { [weak self] in
        guard let self, gtk_toggle_button_get_active(toggle) != 0, self.selected != value else {
          return
        }
        self.selected = value
        self.onChange?(value)
      }
    }
  }

  /// Activates the button for `value`, as a click would.
  func select(_ value: Value) {
    guard let match = buttons.first(where: { $0.value == value }) else { return }
    gtk_toggle_button_set_active(match.button, 1)
  }
}
