/// A trace line that cannot be replayed: its 1-based number and what is wrong with it.
public struct TraceLineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based line number in the trace.
  public var line: Int
  /// What is wrong, e.g. `missing field "dy"`.
  public var reason: String

  /// An error for `line`.
  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }

  /// `line N: reason`, the one line `overshoot-cli replay` prints on stderr.
  public var description: String { "line \(line): \(reason)" }
}
