import CGtk

extension Widget {
  /// Runs `action` with the old and the new value when `value` differs from the one given at
  /// the last update of this widget, like SwiftUI's `onChange(of:initial:_:)`; with `initial`,
  /// also once when the widget is made (old and new then the same).
  ///
  /// `value` is read where the body is evaluated: when the body runs again and updates the
  /// widget in place, the modifier compares the value with the one it kept in the widget.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) -> ModifiedWidget {
    let slot = "\(fileID):\(line):\(column)"
    return ModifiedWidget(self, name: "on-change") { widget in
      OnChangeMemory.compare(value, slot: slot, on: widget, initial: initial, action)
    }
  }

  /// Runs `action` when `value` changes, like SwiftUI's `onChange(of:initial:_:)` with a
  /// closure that takes no values.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) -> ModifiedWidget {
    onChange(
      of: value, initial: initial, { _, _ in action() }, fileID: fileID, line: line,
      column: column)
  }

  /// Runs `action` with the new value when `value` changes, like SwiftUI's older
  /// `onChange(of:perform:)`.
  public func onChange<Value: Equatable>(
    of value: Value, perform action: @escaping @MainActor (_ newValue: Value) -> Void,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
  ) -> ModifiedWidget {
    onChange(
      of: value, initial: false, { _, new in action(new) }, fileID: fileID, line: line,
      column: column)
  }
}

/// The values `.onChange` modifiers last saw on a widget, one per place in the source that
/// wrote one (two `.onChange` on one widget keep apart).
@MainActor
final class OnChangeMemory {
  private var values: [String: Any] = [:]

  /// Keeps `value` under `slot` on `widget` and runs `action` when it differs from the value
  /// kept there before (or, the first time, when `initial`).
  static func compare<Value: Equatable>(
    _ value: Value, slot: String, on widget: UnsafeMutablePointer<GtkWidget>, initial: Bool,
    _ action: @MainActor (Value, Value) -> Void
  ) {
    let memory: OnChangeMemory
    if let kept: OnChangeMemory = WidgetData.get(from: widget, key: .onChange) {
      memory = kept
    } else {
      memory = OnChangeMemory()
      WidgetData.set(memory, on: widget, key: .onChange)
    }
    let old = memory.values[slot]
    memory.values[slot] = value
    if let old = old as? Value {
      if old != value { action(old, value) }
    } else if initial {
      action(value, value)
    }
  }
}
