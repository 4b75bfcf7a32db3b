import CGtk
import GtkGlue

/// A `Picker` in the `.segmented` style: linked GtkToggleButtons, exactly one active.
@MainActor
enum PickerSegments {
  /// The linked buttons for `options`, showing and setting `selection`.
  static func make<Value: Equatable>(_ options: [PickerOption<Value>], selection: Binding<Value>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let linked = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0)
    linked.addCSSClass("linked")
    // The first button: the others join its group.
    var group: UnsafeMutablePointer<GtkToggleButton>?
    var buttons: [(widget: UnsafeMutablePointer<GtkWidget>, value: Value)] = []
    for option in options {
      let widget = Gtk.ToggleButton().widget
      if let content = option.content {
        Gtk.Button(widget).child = content.makeGtkWidget()
      } else {
        Gtk.Button(widget).setLabel(option.title)
      }
      let button = widget.checked(as: GtkToggleButton.self)
      gtk_toggle_button_set_group(button, group)
      linked.append(widget)
      group = group ?? button
      buttons.append((widget, option.value))
    }
    ExclusiveButtons<Value>(
      isActive: { Gtk.ToggleButton($0).isActive },
      activate: { Gtk.ToggleButton($0).isActive = true }
    ).bind(buttons, in: linked.widget, to: selection)
    return linked.widget
  }
}
