/// Something a scroll view feeds geometry to and ticks once per frame.
///
/// Lets a widget keep observers of different value types in one array.
public protocol ScrollGeometryObserver: AnyObject {
  /// Stores `geometry` as the latest; cheap, so it can run on every adjustment change.
  func submit(_ geometry: ScrollGeometry)
  /// Delivers what changed since the last frame; called from the frame clock's tick.
  func frame()
  /// Whether a submitted geometry waits for ``frame()``, so the widget can skip idle ticks.
  var needsFrame: Bool { get }
}

/// SwiftUI's `onScrollGeometryChange(for:of:action:)`: calls `action(old, new)` when the
/// transformed value changes, at most once per frame.
///
/// Adjustments can change many times per frame (both axes, bounds and value, list
/// re-anchoring); transforming and comparing only at the frame tick makes 100 changes within a
/// frame cost one transform and give at most one callback.
public final class GeometryChangeFilter<Value: Equatable>: ScrollGeometryObserver {
  private let transform: (ScrollGeometry) -> Value
  private let action: (Value, Value) -> Void
  private let initial: Bool
  private var pending: ScrollGeometry?
  private var delivered: Value?

  /// Watches `transform(geometry)`.
  /// - Parameters:
  ///   - initial: Call `action(value, value)` on the first frame too, as SwiftUI's
  ///     `onChange(of:initial:)` does; otherwise the first value is only remembered.
  ///   - action: Receives the last delivered value and the new one.
  public init(
    for type: Value.Type = Value.self, initial: Bool = false,
    of transform: @escaping (ScrollGeometry) -> Value,
    action: @escaping (_ old: Value, _ new: Value) -> Void
  ) {
    self.transform = transform
    self.action = action
    self.initial = initial
  }

  /// The value last handed to `action` (or remembered as the first), nil before the first frame.
  public var lastValue: Value? { delivered }

  /// Whether a submitted geometry waits for ``frame()``.
  public var needsFrame: Bool { pending != nil }

  /// Stores `geometry` as the latest; the transform runs at the next ``frame()``.
  public func submit(_ geometry: ScrollGeometry) {
    pending = geometry
  }

  /// Transforms the latest geometry and calls the action if the value changed.
  public func frame() {
    guard let geometry = pending else { return }
    pending = nil
    let value = transform(geometry)
    guard let old = delivered else {
      delivered = value
      if initial {
        action(value, value)
      }
      return
    }
    guard value != old else { return }
    delivered = value
    action(old, value)
  }
}
