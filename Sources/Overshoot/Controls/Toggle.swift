import CGtk
import GtkGlue

/// An on/off switch with its title, like SwiftUI's `Toggle("Wi-Fi", isOn: $isOn)`: a GtkSwitch
/// at the end of a row that starts with the title (which is also the switch's accessible name).
///
/// The switch shows `isOn` and writes the user's flips back through it. Read from an
/// `@Observable` model, it follows the model too (at most once per frame).
public struct Toggle: Widget {
  let title: String
  let isOn: Binding<Bool>

  /// A switch titled `title` showing and setting `isOn`.
  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  /// Makes the row with its GtkSwitch.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let toggle = Gtk.Switch().widget
    overshoot_accessible_set_label(toggle, title)
    let bound = ControlBinding.attach(isOn, to: toggle) { value, toggle in
      // Only a real change: setting the same state would still notify `active`.
      guard Gtk.Switch(toggle).isActive != value else { return }
      Gtk.Switch(toggle).isActive = value
    }
    // The closure goes with the switch, so the pointer is valid whenever it runs.
    toggle.connectWithPointer("notify::active") { _ in
      let active = Gtk.Switch(toggle).isActive
      if active != bound.binding.get() { bound.binding.set(active) }
    }
    return LabeledControlRow.make(title, control: toggle)
  }

  /// Shows this title and binding in a row a `Toggle` made: the switch stays (and its focus).
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let toggle = LabeledControlRow.control(in: widget, title: title),
      Gtk.Switch(ifInstance: toggle) != nil
    else { return false }
    return ControlBinding.rebind(isOn, on: toggle)
  }
}
