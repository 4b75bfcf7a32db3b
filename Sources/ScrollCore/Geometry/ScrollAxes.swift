/// A set of scroll axes: which indicators to flash, which axes overflow.
public struct ScrollAxes: OptionSet, Sendable, Hashable {
  /// The bit pattern; one bit per axis.
  public let rawValue: Int

  /// Creates a set from its bit pattern.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Left to right.
  public static let horizontal = ScrollAxes(rawValue: 1 << 0)
  /// Top to bottom.
  public static let vertical = ScrollAxes(rawValue: 1 << 1)
  /// Both axes.
  public static let all: ScrollAxes = [.horizontal, .vertical]
}
