/// SplitMix64, a tiny seeded random number generator: property tests and benchmarks draw from
/// it so that a run can be repeated exactly from its printed seed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator that always produces the same sequence for `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound` (0 when `bound` is not positive).
  public mutating func next(below bound: Int) -> Int {
    bound <= 0 ? 0 : Int(next() % UInt64(bound))
  }
}
