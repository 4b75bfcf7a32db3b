/// Whether the reader may select a text's words, like SwiftUI's `TextSelectability`: the
/// argument of ``Widget/textSelection(_:)``.
public enum TextSelectability: Sendable, Hashable {
  /// The words can be selected and copied.
  case enabled
  /// They cannot (a label's default).
  case disabled
}
