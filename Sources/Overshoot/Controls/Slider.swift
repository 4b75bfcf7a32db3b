import CGtk
import GtkGlue

/// A value picked by dragging along a track, with its title, like SwiftUI's
/// `Slider(value: $volume, in: 0...100)`: a horizontal GtkScale at the end of a row that starts
/// with the title (which is also its accessible name).
///
/// The scale shows `value` and writes the user's changes back through it. Read from an
/// `@Observable` model, it follows the model too (at most once per frame).
public struct Slider: Widget {
  let title: String
  let value: Binding<Double>
  let range: ClosedRange<Double>
  let step: Double?

  /// A scale titled `title` showing and setting `value` within `range`, snapping to multiples
  /// of `step` from the lower bound when one is given.
  public init(
    _ title: String, value: Binding<Double>, in range: ClosedRange<Double>, step: Double? = nil
  ) {
    self.title = title
    self.value = value
    self.range = range
    self.step = step
  }

  /// Makes the row with its GtkScale.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let scale = Gtk.Scale(
      orientation: GTK_ORIENTATION_HORIZONTAL, min: range.lowerBound, max: range.upperBound,
      step: step ?? (range.upperBound - range.lowerBound) / 100
    ).widget
    let track = Gtk.Range(scale)
    if step != nil { track.roundDigits = 0 }
    // A track needs length to be dragged; the title takes the rest of the row.
    scale.setSizeRequest(width: 160, height: -1)
    overshoot_accessible_set_label(scale, title)
    let step = self.step
    let lower = range.lowerBound
    let bound = ControlBinding.attach(value, to: scale) { number, scale in
      let track = Gtk.Range(scale)
      guard track.value != number else { return }
      track.value = number
    }
    // The closure goes with the scale, so the pointer is valid whenever it runs.
    scale.connect("value-changed") {
      var number = track.value
      if let step, step > 0 { number = lower + ((number - lower) / step).rounded() * step }
      if number != bound.binding.get() { bound.binding.set(number) }
    }
    return LabeledControlRow.make(title, control: scale)
  }

  /// Shows this title and binding in a row a `Slider` of the same range and step made.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let scale = LabeledControlRow.control(in: widget, title: title),
      Gtk.Scale(ifInstance: scale) != nil
    else { return false }
    return ControlBinding.rebind(value, on: scale)
  }

  /// The range and step: a slider of another range is made anew.
  public var shape: WidgetShape {
    WidgetShape(Slider.self, tag: "\(range)/\(step.map { "\($0)" } ?? "")")
  }
}
