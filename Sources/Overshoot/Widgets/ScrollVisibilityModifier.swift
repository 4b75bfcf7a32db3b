import CGtk

extension Widget {
  /// Calls `action(visible)` when the fraction of this widget shown in its scroll view crosses
  /// `threshold` (0.5: half of it), as SwiftUI's `.onScrollVisibilityChange(threshold:_:)`;
  /// `true` first when it appears on screen. Works on a `ScrollView`'s children and on list rows.
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping @MainActor (_ isVisible: Bool) -> Void
  ) -> ModifiedWidget {
    if !(0...1).contains(threshold) {
      Diagnostics.warn("onScrollVisibilityChange(threshold: \(threshold)): use 0 to 1; using 0.5")
    }
    let threshold = (0...1).contains(threshold) ? threshold : 0.5
    return ModifiedWidget(self, name: "scroll-visibility") { widget in
      ScrollVisibilityWatch.of(widget).watch(threshold: threshold, action: action)
    }
  }
}
