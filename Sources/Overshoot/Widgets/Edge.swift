/// An edge of a view, as SwiftUI's `Edge`: where `ScrollPosition.scrollTo(edge:)` goes and which
/// sides `.contentMargins(_:_:for:)` pads.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges, as SwiftUI's `Edge.Set`: `.all`, `.vertical`, `[.top, .leading]`.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The bits of the set, one per edge.
    public let rawValue: Int8
    /// The set with these bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding `edge` alone.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// Every edge.
    public static let all: Set = [.vertical, .horizontal]
  }
}
