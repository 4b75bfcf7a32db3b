/// SwiftUI's `scrollIndicatorsFlash(trigger:)`: asks for a flash when a watched value changes,
/// but not when it is first set, so a list does not flash just because its view was built.
public struct FlashTrigger<Value: Equatable> {
  /// The value last seen; nil until the first ``update(_:)``.
  public private(set) var value: Value?

  /// A trigger that has seen no value yet; the first update only records it.
  public init() {}

  /// A trigger that already holds `initial`, so any different update fires.
  public init(initial: Value) {
    value = initial
  }

  /// Records `newValue`; returns true when a flash should be requested.
  @discardableResult
  public mutating func update(_ newValue: Value) -> Bool {
    defer { value = newValue }
    guard let old = value else { return false }
    return old != newValue
  }
}

extension FlashTrigger: Sendable where Value: Sendable {}
extension FlashTrigger: Equatable {}
