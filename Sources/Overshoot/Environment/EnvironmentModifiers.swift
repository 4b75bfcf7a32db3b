import CGtk
import Observation

extension Widget {
  /// Sets the environment value at `keyPath` to `value` for this widget and what it contains,
  /// like SwiftUI's `environment(_:_:)`: `.environment(\.colorScheme, .dark)`.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some Widget {
    EnvironmentWriter(content: self, tag: "\(keyPath)") { $0[keyPath: keyPath] = value }
  }

  /// Places `object` in the environment of this widget and what it contains, for
  /// `@Environment(Object.self)` to read, like SwiftUI's `environment(_:)`.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some Widget {
    EnvironmentWriter(content: self, tag: "\(Object.self)") { $0.setObject(object) }
  }
}

/// A widget made, and updated, in its parent's environment changed by `change`.
struct EnvironmentWriter: Widget {
  let content: any Widget
  let tag: String
  let change: @MainActor (inout EnvironmentValues) -> Void

  /// The current values with this modifier's change.
  private var values: EnvironmentValues {
    var values = EnvironmentValues.current
    change(&values)
    return values
  }

  func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let values = values
    values.bind(content)
    return EnvironmentValues.with(values) { content.makeGtkWidget() }
  }

  func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let values = values
    values.bind(content)
    return EnvironmentValues.with(values) { content.update(widget) }
  }

  var shape: WidgetShape {
    WidgetShape(EnvironmentWriter.self, tag: tag, children: [content.shape])
  }
}
