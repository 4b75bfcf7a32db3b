import CGtk
import GtkGlue

/// A number the user types or steps up and down, with its title, like SwiftUI's
/// `Stepper("Size", value: $size, in: 1...10, step: 1)`: a GtkSpinButton at the end of a row
/// that starts with the title (which is also its accessible name).
///
/// The field shows `value` and writes the user's changes back through it. Read from an
/// `@Observable` model, it follows the model too (at most once per frame).
public struct Stepper: Widget {
  let title: String
  let value: Binding<Double>
  let range: ClosedRange<Double>
  let step: Double

  /// A field titled `title` showing and setting `value`, kept within `range`, moving by `step`.
  public init(
    _ title: String, value: Binding<Double>, in range: ClosedRange<Double>, step: Double = 1
  ) {
    self.title = title
    self.value = value
    self.range = range
    self.step = step
  }

  /// Makes the row with its GtkSpinButton.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let field = Gtk.SpinButton(min: range.lowerBound, max: range.upperBound, step: step).widget
    overshoot_accessible_set_label(field, title)
    let bound = ControlBinding.attach(value, to: field) { number, field in
      guard Gtk.SpinButton(field).value != number else { return }
      Gtk.SpinButton(field).value = number
    }
    // The closure goes with the field, so the pointer is valid whenever it runs.
    field.connect("value-changed") {
      let number = Gtk.SpinButton(field).value
      if number != bound.binding.get() { bound.binding.set(number) }
    }
    return LabeledControlRow.make(title, control: field)
  }

  /// Shows this title, range and binding in a row a `Stepper` made: the field stays.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let field = LabeledControlRow.control(in: widget, title: title),
      let spin = Gtk.SpinButton(ifInstance: field)
    else { return false }
    spin.setRange(min: range.lowerBound, max: range.upperBound)
    spin.setIncrements(step: step, page: step * 10)
    return ControlBinding.rebind(value, on: field)
  }
}
