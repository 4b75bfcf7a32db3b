import CGtk
import GtkGlue
import ScrollCore

extension ScrollView {
  /// Scrolls so the content offset is `offset` (clamped to the content), smoothly unless
  /// `animated` is false or `gtk-enable-animations` is off. Right after a list's items changed,
  /// it scrolls once the list has laid out its new rows (the next frame).
  public func scroll(toOffset offset: ScrollPoint, animated: Bool = false) {
    scroll(toOffset: offset, animation: animated ? .default : nil)
  }

  /// Scrolls so the content offset is `offset`, moving with `animation` (nil: at once).
  public func scroll(toOffset offset: ScrollPoint, animation: Animation?) {
    if let gate = contentLayoutGate,
      gate({ [weak self] in self?.scroll(toOffset: offset, animation: animation) })
    {
      return
    }
    // The newest request wins over a row an earlier one is still moving into place.
    if rowTargets?.isSettling == true {
      rowTargets?.stopSettling()
      // GTK applies a list's scroll to a row at its next layout, unless its adjustment changes
      // first, which one already at the offset does not: told of the value, it anchors there.
      overshoot_signal_emit_by_name(verticalAdjustment, "value-changed")
    }
    let targets = [(horizontalAdjustment, offset.x), (verticalAdjustment, offset.y)].map {
      adjustment, target in
      (
        adjustment,
        from: adjustment.value,
        to: Self.clamp(adjustment.lower + target, in: adjustment)
      )
    }
    stopAnimation()
    guard let animation, overshoot_settings_get_bool_or("gtk-enable-animations", 1) != 0,
      scrolledWindow.isMapped
    else {
      for (adjustment, _, to) in targets { adjustment.value = to }
      return
    }
    let moves = targets.map { AdjustmentGlide.Move(adjustment: $0.0, from: $0.from, to: $0.to) }
    animationTickID = AdjustmentGlide.start(
      on: scrolledWindow, moves, animation: animation,
      finished: { [weak self] in
        self?.animationTickID = 0
        self?.submitGeometry()
      })
    submitGeometry()
  }

  /// Scrolls to an edge of the content; right after a list's items changed, to the edge the
  /// list has once its new rows are laid out (the next frame).
  public func scroll(toEdge edge: ScrollEdge, animated: Bool = false) {
    scroll(toEdge: edge, animation: animated ? .default : nil)
  }

  /// Scrolls to an edge of the content, moving with `animation` (nil: at once).
  public func scroll(toEdge edge: ScrollEdge, animation: Animation?) {
    if let gate = contentLayoutGate,
      gate({ [weak self] in self?.scroll(toEdge: edge, animation: animation) })
    {
      return
    }
    let current = geometry
    var target = current.contentOffset
    switch edge {
    case .top: target.y = 0
    case .bottom: target.y = current.maxContentOffset.y
    case .leading: target.x = 0
    case .trailing: target.x = current.maxContentOffset.x
    }
    scroll(toOffset: target, animation: animation)
  }

  /// Stops a running scroll animation where it is.
  public func stopAnimation() {
    guard animationTickID != 0 else { return }
    gtk_widget_remove_tick_callback(scrolledWindow, animationTickID)
    animationTickID = 0
  }

  private static func clamp(_ value: Double, in adjustment: UnsafeMutablePointer<GtkAdjustment>)
    -> Double
  {
    let lower = adjustment.lower
    let upper = adjustment.upper - adjustment.pageSize
    return min(max(value, lower), max(lower, upper))
  }
}
