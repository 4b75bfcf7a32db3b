/// An edge of scrollable content, for `ScrollView.scroll(toEdge:animated:)`.
public enum ScrollEdge: Sendable, Equatable {
  /// The first line of the content.
  case top
  /// The last line of the content.
  case bottom
  /// The content's leading column.
  case leading
  /// The content's trailing column.
  case trailing
}
