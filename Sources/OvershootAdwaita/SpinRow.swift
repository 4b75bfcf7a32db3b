import CAdwaita
import GtkGlue
import Overshoot

/// A row with a number field and − / + buttons, bound to a `Binding<Int>` within `range`: the
/// user's change writes the value at once, and a new value moves the field. An `AdwSpinRow`
/// where libadwaita has one (1.4 and later), else an `AdwActionRow` with a `GtkSpinButton`.
public struct SpinRow: PreferencesRow {
  let title: String
  let subtitle: String?
  let value: Binding<Int>
  let range: ClosedRange<Int>
  let step: Int

  /// A row titled `title`, with `subtitle` under it, showing and setting `value` in `range`,
  /// `step` per click.
  public init(
    _ title: String, subtitle: String? = nil, value: Binding<Int>, in range: ClosedRange<Int>,
    step: Int = 1
  ) {
    self.title = title
    self.subtitle = subtitle
    self.value = value
    self.range = range
    self.step = max(step, 1)
    if step < 1 {
      AdwaitaDiagnostics.warn("SpinRow “\(title)”: step \(step) is not positive; using 1")
    }
  }

  /// Makes the row and binds its number.
  public func makeRow() -> UnsafeMutablePointer<GtkWidget> {
    let row = overshoot_adw_spin_row_new(
      title, subtitle, Double(range.lowerBound), Double(range.upperBound), Double(step))!
    let control = overshoot_adw_row_control(row)!
    let (value, range, title) = (self.value, self.range, self.title)
    ObservedContent.bind(
      row, read: { value.wrappedValue },
      apply: { number, _ in
        if !range.contains(number) {
          AdwaitaDiagnostics.warn(
            "SpinRow “\(title)”: \(number) is outside \(range); showing the nearest end")
        }
        let shown = Double(min(max(number, range.lowerBound), range.upperBound))
        if overshoot_adw_get_double(control, "value") != shown {
          overshoot_adw_set_double(control, "value", shown)
        }
      })
    control.connectWithPointer("notify::value") { _ in
      let number = Int(overshoot_adw_get_double(control, "value").rounded())
      if value.wrappedValue != number { value.wrappedValue = number }
    }
    return row
  }
}
