/// The desktop's accent colour, 0…1 per channel (libadwaita 1.6 and later).
public struct AccentColor: Sendable, Equatable {
  /// Red, 0…1.
  public let red: Double
  /// Green, 0…1.
  public let green: Double
  /// Blue, 0…1.
  public let blue: Double
}
