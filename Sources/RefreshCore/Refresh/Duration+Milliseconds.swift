extension Duration {
  /// The duration in milliseconds, as the state machine's clock counts.
  var milliseconds: Double {
    let parts = components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
  }

  /// A duration of `milliseconds`, however fractional.
  static func milliseconds(exactly milliseconds: Double) -> Duration {
    .nanoseconds(Int64((milliseconds * 1e6).rounded()))
  }
}
