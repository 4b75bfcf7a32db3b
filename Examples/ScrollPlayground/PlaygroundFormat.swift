/// Number formatting for the Playground's readouts, fixed to one style so screenshots and tests
/// read the same in every locale.
enum PlaygroundFormat {
  /// `16777216` as `16,777,216`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }

  /// `value` with exactly `decimals` digits after the point: `0.4213` → `0.42`.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    let sign = scaled < 0 ? "-" : ""
    let magnitude = Int(abs(scaled))
    let whole = magnitude / Int(scale)
    guard decimals > 0 else { return sign + String(whole) }
    let fraction = String(magnitude % Int(scale))
    let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
    return sign + String(whole) + "." + padded
  }

  /// An RGB colour number as CSS hex: `0x12d687` → `#12D687`.
  static func hexColor(_ rgb: Int) -> String {
    let hex = String(rgb & 0xFF_FFFF, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - hex.count) + hex
  }
}
