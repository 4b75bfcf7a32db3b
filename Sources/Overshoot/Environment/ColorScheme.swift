/// Light or dark, like SwiftUI's `ColorScheme`: read it with
/// `@Environment(\.colorScheme) var colorScheme`, force it for a subtree with
/// `.environment(\.colorScheme, .dark)`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light variant of the theme.
  case light
  /// The dark variant of the theme.
  case dark
}
