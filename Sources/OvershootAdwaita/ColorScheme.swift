import CAdwaita

/// Light or dark, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Sendable, Equatable {
  /// The light style.
  case light
  /// The dark style.
  case dark
}
