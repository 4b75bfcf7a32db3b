extension NavigationSidebar {
  /// Shows the rows `sections()` returns with the row of `selected()` highlighted, and follows
  /// both: when an `@Observable` property `sections()` read changes, the rows are rebuilt (at
  /// most once a frame, so a run of changes rebuilds once); when one `selected()` read changes,
  /// the highlight moves as ``highlight(_:)`` moves it, the rows staying as they are. The
  /// declarative form of ``show(_:selected:)``, for a sidebar that follows a model as
  /// `Text(model.title)` does; binding again replaces both reads. Returns the sidebar, to place
  /// in a widget's `body`.
  @discardableResult
  public func rows(
    _ sections: @escaping @MainActor () -> [SidebarSection<Key>],
    selected: @escaping @MainActor () -> Key
  ) -> NavigationSidebar<Key> {
    // `selected()` is read where the rows are shown, outside the rows' observation: a change
    // of it alone moves the highlight below and rebuilds nothing.
    ObservedBinding.bind(gtkWidget, key: .sidebarRows, read: sections) { [weak self] rows, _ in
      self?.show(rows, selected: selected())
    }
    ObservedBinding.bind(gtkWidget, key: .sidebarHighlight, read: selected) { [weak self] key, _ in
      guard let self, selectedKey != key else { return }
      highlight(key)
    }
    return self
  }
}
