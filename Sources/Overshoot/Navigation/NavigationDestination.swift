import CGtk

/// How a stack shows a pushed value: the closure `.navigationDestination(for:)` was given.
@MainActor
struct NavigationDestinationRoute {
  let make: @MainActor (AnyHashable) -> [any Widget]
}

extension Widget {
  /// Shows `destination(value)` when a `NavigationLink(value:)` or the stack's path pushes a
  /// value of type `type`, like SwiftUI's `navigationDestination(for:destination:)`. Declare it
  /// anywhere in the stack's root or in a page pushed before.
  public func navigationDestination<Value: Hashable>(
    for type: Value.Type, @WidgetBuilder destination: @escaping @MainActor (Value) -> [any Widget]
  ) -> ModifiedWidget {
    let route = NavigationDestinationRoute { value in
      guard let typed = value.base as? Value else { return [] }
      return destination(typed)
    }
    return ModifiedWidget(self, name: "navigation-destination") { widget in
      PageChrome.on(widget).destinations[ObjectIdentifier(type)] = route
    }
  }
}
