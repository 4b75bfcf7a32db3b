extension Slider {
  /// A scale showing and setting `value` within `range` (0 to 1 unless given), with no title
  /// beside it, like SwiftUI's `Slider(value: $volume, in: 0...100)`; for `Double`, `Float` or
  /// `CGFloat` values.
  public init<Number: BinaryFloatingPoint>(
    value: Binding<Number>, in range: ClosedRange<Number> = 0...1, step: Number? = nil
  ) {
    self.init(
      "", value: Binding(get: { Double(value.get()) }, set: { value.set(Number($0)) }),
      in: Double(range.lowerBound)...Double(range.upperBound), step: step.map { Double($0) })
  }
}
