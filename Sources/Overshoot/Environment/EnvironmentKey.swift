/// A key for a value of your own in `EnvironmentValues`, like SwiftUI's `EnvironmentKey`:
///
/// ```swift
/// struct AccentNameKey: EnvironmentKey {
///   static let defaultValue = "blue"
/// }
/// extension EnvironmentValues {
///   var accentName: String {
///     get { self[AccentNameKey.self] }
///     set { self[AccentNameKey.self] = newValue }
///   }
/// }
/// ```
///
/// Then `.environment(\.accentName, "green")` sets it for a subtree and
/// `@Environment(\.accentName) var accentName` reads it.
public protocol EnvironmentKey {
  /// The type of the key's value.
  associatedtype Value
  /// The value where no ancestor set one.
  static var defaultValue: Value { get }
}
