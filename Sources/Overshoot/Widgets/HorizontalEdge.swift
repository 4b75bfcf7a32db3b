/// A leading or trailing edge, as `swipeActions(edge:)` names one (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Sendable, Hashable {
  /// The edge where text starts.
  case leading
  /// The edge where text ends.
  case trailing
}
