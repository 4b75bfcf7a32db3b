import CGtk

extension Widget {
  /// Anchors the scroll view for every role, as SwiftUI's `.defaultScrollAnchor(_:)`:
  /// `.bottom` starts at the end, keeps the end in view as content is added, and puts short
  /// content at the bottom (a chat).
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedWidget {
    ModifiedWidget(self, name: "scroll-anchor") { widget in
      guard let view = ScrollModifierTarget.scrollView(in: widget, for: "defaultScrollAnchor(_:)")
      else { return }
      for role in [ScrollAnchorRole.initialOffset, .sizeChanges, .alignment] {
        view.setDefaultAnchor(anchor, for: role)
      }
    }
  }

  /// Anchors the scroll view for `role` only, as SwiftUI's `.defaultScrollAnchor(_:for:)`.
  /// `.defaultScrollAnchor(.top, for: .sizeChanges)` keeps the reader's place when rows arrive
  /// above the top-most one (a feed reader); without it a list at its very top shows them.
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole)
    -> ModifiedWidget
  {
    ModifiedWidget(self, name: "scroll-anchor-\(role.name)") { widget in
      ScrollModifierTarget.scrollView(in: widget, for: "defaultScrollAnchor(_:for:)")?
        .setDefaultAnchor(anchor, for: role)
    }
  }
}
