import CAdwaita
import GtkGlue
import Overshoot

/// A row with a switch, bound to a `Binding<Bool>`: flipping it writes the value, and a new
/// value (from an `@Observable` model) moves the switch. An `AdwSwitchRow` where libadwaita has
/// one (1.4 and later), else an `AdwActionRow` with a `GtkSwitch` that a click on the row flips.
public struct SwitchRow: PreferencesRow {
  let title: String
  let subtitle: String?
  let isOn: Binding<Bool>

  /// A row titled `title`, with `subtitle` under it, whose switch shows and sets `isOn`.
  public init(_ title: String, subtitle: String? = nil, isOn: Binding<Bool>) {
    self.title = title
    self.subtitle = subtitle
    self.isOn = isOn
  }

  /// Makes the row and binds its switch.
  public func makeRow() -> UnsafeMutablePointer<GtkWidget> {
    let row = overshoot_adw_switch_row_new(title, subtitle)!
    let control = overshoot_adw_row_control(row)!
    let isOn = self.isOn
    ObservedContent.bind(
      row, read: { isOn.wrappedValue },
      apply: { value, _ in
        if (overshoot_adw_get_bool(control, "active") != 0) != value {
          overshoot_adw_set_bool(control, "active", value ? 1 : 0)
        }
      })
    control.connectWithPointer("notify::active") { _ in
      let value = overshoot_adw_get_bool(control, "active") != 0
      if isOn.wrappedValue != value { isOn.wrappedValue = value }
    }
    return row
  }
}
