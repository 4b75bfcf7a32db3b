import CGtk
import GtkGlue

/// A button that stays pressed in while on (a GtkToggleButton), showing an icon.
@MainActor
public final class ToggleButton: WidgetHandle {
  /// A toggle showing the icon `systemImage`, named `title` for assistive technology, with the
  /// tooltip `help`, on or off at first.
  public init(_ title: String, systemImage: String, help: String, isOn: Bool = false) {
    let button = Gtk.ToggleButton().widget
    Gtk.Button(button).setIconName(SymbolNames.resolve(systemImage))
    Tooltip.set(help, on: button)
    overshoot_accessible_set_label(button, title)
    Gtk.ToggleButton(button).isActive = isOn
    super.init(gtkWidget: button)
  }

  /// Whether it is on; setting it runs `onToggle` when the value changes.
  public var isOn: Bool {
    get { Gtk.ToggleButton(gtkWidget).isActive }
    set {
      Gtk.ToggleButton(gtkWidget).isActive = newValue
    }
  }

  /// Runs `body` after every change of `isOn`, by the user or the program.
  public func onToggle(_ body: @escaping @MainActor () -> Void) {
    gtkWidget.connect("toggled", body)
  }
}
