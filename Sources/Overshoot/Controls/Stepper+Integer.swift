extension Stepper {
  /// A field titled `title` showing and setting a whole number, like SwiftUI's
  /// `Stepper("Copies", value: $copies, in: 1...10)` with an `Int`.
  public init<Number: BinaryInteger>(
    _ title: String, value: Binding<Number>, in range: ClosedRange<Number>, step: Number = 1
  ) {
    self.init(
      title,
      value: Binding(
        get: { Double(value.get()) },
        set: {
          value.set(
            Number(exactly: $0.rounded()) ?? (($0 < 0) ? range.lowerBound : range.upperBound))
        }),
      in: Double(range.lowerBound)...Double(range.upperBound), step: Double(step))
  }
}
