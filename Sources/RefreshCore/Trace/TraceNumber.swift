/// How trace and replay lines print numbers: integers without a fraction, others in Swift's
/// shortest round-tripping form, so lines stay short, stable and valid JSON.
enum TraceNumber {
  /// `value` as a JSON number; non-finite values, which JSON lacks, print as 0.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// `value` rounded to `decimals` places, then formatted: for times and fractions in output
  /// meant to be diffed.
  static func format(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    return format((value * scale).rounded() / scale)
  }
}
