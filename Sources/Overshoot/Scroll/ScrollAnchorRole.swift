/// What a default scroll anchor is for, as SwiftUI's `ScrollAnchorRole`
/// (`.defaultScrollAnchor(_:for:)`).
public struct ScrollAnchorRole: Hashable, Sendable {
  let name: String

  /// Where the content starts when the scroll view first appears: `.bottom` starts a chat at
  /// its latest message.
  public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
  /// What stays in place when the content's size changes: `.bottom` keeps a view that shows its
  /// end there as rows are added; `.top` keeps the top-most row where it is when rows arrive
  /// above it (nil, the default: a list at its very top shows them, as SwiftUI does).
  public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
  /// Where content shorter than the view sits in it (`.bottom`: at the bottom, as a short chat).
  public static let alignment = ScrollAnchorRole(name: "alignment")
}
