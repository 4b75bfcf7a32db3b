/// An axis along which `.defaultScrollAnchor(_:for: .initialOffset)` waits for the content to
/// overflow before it scrolls there.
enum InitialOffsetAxis: Hashable, CustomStringConvertible {
  case horizontal, vertical

  var description: String { self == .vertical ? "vertical" : "horizontal" }
}
