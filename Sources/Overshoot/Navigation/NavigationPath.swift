/// The values pushed on a `NavigationStack`, of any `Hashable` types, like SwiftUI's
/// `NavigationPath`: `@State private var path = NavigationPath()`, then
/// `NavigationStack(path: $path)`; `path.append(note)` pushes, `path.removeLast()` pops.
public struct NavigationPath: Equatable {
  /// The values, the root's first.
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() {
    elements = []
  }

  /// A path of `values`, pushed in order.
  public init<Values: Sequence>(_ values: Values) where Values.Element: Hashable {
    elements = values.map { AnyHashable($0) }
  }

  /// How many values are pushed.
  public var count: Int { elements.count }

  /// Whether the stack shows its root.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`: the stack shows its destination.
  public mutating func append<Value: Hashable>(_ value: Value) {
    elements.append(AnyHashable(value))
  }

  /// Pops the last `count` values (all there are, if fewer).
  public mutating func removeLast(_ count: Int = 1) {
    elements.removeLast(min(count, elements.count))
  }
}
