import CGtk

extension Widget {
  /// Margins of `length` points on `edges` inside the scroll view, as SwiftUI's
  /// `.contentMargins(_:_:for:)`: the content starts inside them and scrolls through them;
  /// `.scrollIndicators` keeps the scroll bars clear of them. Nil is the default, 0.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: Double?,
    for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedWidget {
    let points = length ?? 0
    if !points.isFinite || points < 0 {
      Diagnostics.warn("contentMargins(\(points)): a margin is 0 or more points; using 0")
    }
    let pixels = points.isFinite ? Int(max(points, 0).rounded()) : 0
    return ModifiedWidget(self, name: "content-margins") { widget in
      ScrollModifierTarget.scrollView(in: widget, for: "contentMargins(_:_:for:)")?
        .setContentMargins(edges, pixels, for: placement)
    }
  }

  /// Margins of `length` points on every edge inside the scroll view.
  public func contentMargins(_ length: Double, for placement: ContentMarginPlacement = .automatic)
    -> ModifiedWidget
  {
    contentMargins(.all, length, for: placement)
  }
}
