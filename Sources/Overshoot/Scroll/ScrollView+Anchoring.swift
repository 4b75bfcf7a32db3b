import CGtk
import GtkGlue
import ScrollCore

extension ScrollView {
  /// Applies a default scroll anchor for `role` (see `ScrollAnchorRole`).
  func setDefaultAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) {
    switch role {
    case .initialOffset: startAt(anchor)
    case .sizeChanges: keepOnSizeChanges(anchor)
    default: alignShortContent(anchor)
    }
  }

  /// Scrolls to `anchor` once: a list at once when it shows; other content the first time it
  /// overflows the view along an axis the anchor points into, however late it arrives (an
  /// asynchronous load), unless the user scrolled that axis first.
  private func startAt(_ anchor: UnitPoint?) {
    guard let anchor, anchor != .zero, anchor != .top, !startedAtAnchor else { return }
    startedAtAnchor = true
    let start = { [weak self] in
      guard let self else { return }
      if let rows = self.rowTargets { return rows.scrollToRow(at: anchor) }
      self.watchFirstOverflow(toward: anchor)
    }
    if scrolledWindow.isMapped { return start() }
    var once: SignalConnection?
    once = scrolledWindow.connect("map") {
      once?.disconnect()
      once = nil
      start()
    }
  }

  /// Watches each scrolling axis that `anchor` points into (x or y above 0) until its content
  /// first overflows, then scrolls that axis to the anchor once and stops watching it.
  private func watchFirstOverflow(toward anchor: UnitPoint) {
    var horizontalPolicy = GTK_POLICY_AUTOMATIC
    var verticalPolicy = GTK_POLICY_AUTOMATIC
    gtk_scrolled_window_get_policy(
      scrolledWindow.checked(gtk_scrolled_window_get_type()), &horizontalPolicy, &verticalPolicy)
    let axes: [(InitialOffsetAxis, Double, GtkPolicyType)] = [
      (.horizontal, anchor.x, horizontalPolicy), (.vertical, anchor.y, verticalPolicy),
    ]
    for (axis, fraction, policy) in axes where fraction > 0 {
      guard policy != GTK_POLICY_NEVER, policy != GTK_POLICY_EXTERNAL else { continue }
      let adjustment = axis == .vertical ? verticalAdjustment : horizontalAdjustment
      initialOffsetWatches[axis] = adjustment.connect("changed") { [weak self] in
        self?.startIfOverflowing(axis, at: fraction)
      }
      startIfOverflowing(axis, at: fraction)
    }
  }

  /// Once the content overflows along `axis` (and the user has not scrolled it): scrolls there
  /// after this layout, and stops watching the axis.
  private func startIfOverflowing(_ axis: InitialOffsetAxis, at fraction: Double) {
    guard initialOffsetWatches[axis] != nil else { return }
    let adjustment = axis == .vertical ? verticalAdjustment : horizontalAdjustment
    let lower = adjustment.lower
    if lastUserInputAt > 0 || adjustment.value > lower + 0.5 {
      return stopWatchingInitialOffset(axis)
    }
    let most = adjustment.upper - adjustment.pageSize
    guard most > lower + 0.5, adjustment.pageSize > 0 else { return }
    stopWatchingInitialOffset(axis)
    // The adjustment changes while the view is laid out: set it once that layout is done.
    afterNextLayout(named: "initial-offset-\(axis)") { [weak self] in
      guard let self, self.lastUserInputAt == 0,
        adjustment.value <= adjustment.lower + 0.5
      else { return }
      let lower = adjustment.lower
      let most = adjustment.upper - adjustment.pageSize
      adjustment.value = lower + (most - lower) * fraction
    }
  }

  private func stopWatchingInitialOffset(_ axis: InitialOffsetAxis) {
    initialOffsetWatches[axis]?.disconnect()
    initialOffsetWatches[axis] = nil
  }

  /// `.top` keeps the top-most row in place when rows arrive above it; `.bottom` keeps a view
  /// that shows its end at its end as the content grows; nil is SwiftUI's default.
  private func keepOnSizeChanges(_ anchor: UnitPoint?) {
    rowTargets?.keepsPlaceAtTop = anchor?.y == 0
    sizeChangeAnchor = anchor
    guard let anchor, anchor.y >= 1, sizeChangeConnections.isEmpty else { return }
    let adjustment = verticalAdjustment
    noteBottom()
    sizeChangeConnections = [
      adjustment.connect("value-changed") { [weak self] in self?.noteBottom() },
      adjustment.connect("changed") { [weak self] in self?.keepBottomIfShown() },
    ]
  }

  private func noteBottom() {
    let adjustment = verticalAdjustment
    let bottom = adjustment.upper - adjustment.pageSize
    wasAtBottom = adjustment.value >= bottom - 1
  }

  /// After the content or the view changed size: back to the end if it showed the end.
  private func keepBottomIfShown() {
    guard let anchor = sizeChangeAnchor, anchor.y >= 1, wasAtBottom, !gestureActive else {
      return noteBottom()
    }
    // A list sets its adjustment again as it lays out its rows: move it after that, for a few
    // frames while the new rows are measured.
    // A list sets its adjustment again as it lays out its rows: move it after that, unless
    // something else moved it meanwhile. A size change after that comes here again.
    let adjustment = verticalAdjustment
    let value = adjustment.value
    afterNextLayout(named: "keep-bottom") { [weak self] in
      guard let self, self.sizeChangeAnchor.map({ $0.y >= 1 }) == true,
        abs(adjustment.value - value) < 1
      else { return }
      let bottom = adjustment.upper - adjustment.pageSize
      if value < bottom - 0.5 { adjustment.value = bottom }
    }
  }

  /// Places content shorter than the view at `anchor` of it (a scroll view's content only).
  private func alignShortContent(_ anchor: UnitPoint?) {
    guard rowTargets == nil, let content else { return }
    let y = anchor?.y ?? 0
    content.valign = y >= 1 ? GTK_ALIGN_END : y > 0 ? GTK_ALIGN_CENTER : GTK_ALIGN_START
  }
}
