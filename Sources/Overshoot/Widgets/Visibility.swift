/// Whether something is shown, like SwiftUI's `Visibility`.
public enum Visibility: Sendable, Hashable {
  /// The default for where it appears.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
