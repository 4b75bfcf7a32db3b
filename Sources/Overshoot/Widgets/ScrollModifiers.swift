import CGtk
import GtkGlue
import ScrollCore

extension Widget {
  /// Flashes the scroll indicators when the scroll view first appears, like SwiftUI's
  /// `scrollIndicatorsFlash(onAppear:)`. Applies to the first scroll view in this widget.
  public func scrollIndicatorsFlash(onAppear: Bool) -> ModifiedWidget {
    ModifiedWidget(self, name: "flash-on-appear") { widget in
      ScrollModifierTarget.scrollView(in: widget, for: "scrollIndicatorsFlash(onAppear:)")?
        .scrollIndicatorsFlash(onAppear: onAppear)
    }
  }

  /// Flashes the scroll indicators whenever `trigger` changes, like SwiftUI's
  /// `scrollIndicatorsFlash(trigger:)`. `trigger` is observed: with an `@Observable` model,
  /// `.scrollIndicatorsFlash(trigger: model.items.count)` flashes when an item is added.
  public func scrollIndicatorsFlash<Value: Equatable>(
    trigger: @autoclosure @escaping @MainActor () -> Value
  ) -> ModifiedWidget {
    ModifiedWidget(self, name: "flash-trigger") { widget in
      guard
        let view = ScrollModifierTarget.scrollView(
          in: widget, for: "scrollIndicatorsFlash(trigger:)")
      else { return }
      ObservedBinding.bind(view.scrolledWindow, key: .flashTrigger, read: trigger) {
        [weak view] value, _ in view?.scrollIndicatorsFlash(trigger: value)
      }
    }
  }

  /// Calls `action(old, new)` when `transform(geometry)` changes, at most once per frame, like
  /// SwiftUI's `onScrollGeometryChange(for:of:action:)`.
  public func onScrollGeometryChange<Value: Equatable>(
    for type: Value.Type, of transform: @escaping (ScrollGeometry) -> Value,
    action: @escaping @MainActor (_ old: Value, _ new: Value) -> Void
  ) -> ModifiedWidget {
    ModifiedWidget(self, name: "geometry-\(type)") { widget in
      // The scroll view calls its observers from its frame tick, on the main thread.
      ScrollModifierTarget.scrollView(in: widget, for: "onScrollGeometryChange(for:of:action:)")?
        .onScrollGeometryChange(for: type, of: transform) { old, new in
          MainActor.assumeIsolated { action(old, new) }
        }
    }
  }
}

/// Finds the scroll view a scroll modifier applies to, or says once (in debug builds) why the
/// modifier does nothing.
@MainActor
enum ScrollModifierTarget {
  private static var said: Set<String> = []

  static func scrollView(in widget: UnsafeMutablePointer<GtkWidget>, for modifier: String)
    -> ScrollView?
  {
    if let view = ScrollView.enclosed(in: widget) { return view }
    #if DEBUG
      let message =
        "\(modifier) does nothing here: there is no ScrollView or List in the widget it modifies"
      if said.insert(message).inserted { Diagnostics.warn(message) }
    #endif
    return nil
  }
}
