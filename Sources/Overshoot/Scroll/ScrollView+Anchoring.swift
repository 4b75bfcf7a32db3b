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

  /// Scrolls to `anchor` once, when the view first shows its content.
  private func startAt(_ anchor: UnitPoint?) {
    guard let anchor, anchor != .zero, anchor != .top, !startedAtAnchor else { return }
    startedAtAnchor = true
    let start = { [weak self] in
      guard let self else { return }
      if let rows = self.rowTargets { return rows.scrollToRow(at: anchor) }
      // Once the content is laid out (a few frames at most), and unless the user scrolled.
      var frames = 0
      self.scrolledWindow.addTickCallback { [weak self] _ in
        guard let self, self.geometry.contentOffset == .zero else { return false }
        frames += 1
        let most = self.geometry.maxContentOffset
        guard most.x > 0 || most.y > 0 else { return frames < 10 }
        self.scroll(toOffset: ScrollPoint(x: most.x * anchor.x, y: most.y * anchor.y))
        return false
      }
    }
    if gtk_widget_get_mapped(scrolledWindow) != 0 { return start() }
    var once: SignalConnection?
    once = scrolledWindow.connect("map") {
      once?.disconnect()
      once = nil
      start()
    }
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
    let bottom = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    wasAtBottom = gtk_adjustment_get_value(adjustment) >= bottom - 1
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
    let value = gtk_adjustment_get_value(adjustment)
    afterNextLayout(named: "keep-bottom") { [weak self] in
      guard let self, self.sizeChangeAnchor.map({ $0.y >= 1 }) == true,
        abs(gtk_adjustment_get_value(adjustment) - value) < 1
      else { return }
      let bottom = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
      if value < bottom - 0.5 { gtk_adjustment_set_value(adjustment, bottom) }
    }
  }

  /// Places content shorter than the view at `anchor` of it (a scroll view's content only).
  private func alignShortContent(_ anchor: UnitPoint?) {
    guard rowTargets == nil, let content else { return }
    let y = anchor?.y ?? 0
    gtk_widget_set_valign(
      content, y >= 1 ? GTK_ALIGN_END : y > 0 ? GTK_ALIGN_CENTER : GTK_ALIGN_START)
  }
}
