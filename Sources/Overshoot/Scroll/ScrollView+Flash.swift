import CGtk
import GtkGlue
import ScrollCore

extension ScrollView {
  /// Flashes the overlay scroll indicators, like UIKit's `flashScrollIndicators()`.
  ///
  /// Requests in the same frame make one flash. Returns what will happen: `.flash(axes)`, or
  /// why nothing will (overlay scrolling off, content fits, unmapped, indicators hidden); set
  /// `OVERSHOOT_DEBUG=1` to see skipped flashes on stderr.
  @discardableResult
  public func flashScrollIndicators() -> FlashDecision {
    let decision = flashDecision()
    guard decision.willFlash else {
      Diagnostics.debug("flashScrollIndicators \(decision.summary)")
      return decision
    }
    flashScheduler.request(.explicit)
    needFrames()
    return decision
  }

  /// SwiftUI's `scrollIndicatorsFlash(onAppear:)`: flash when the view is first mapped.
  public func scrollIndicatorsFlash(onAppear: Bool) {
    flashScheduler.flashesOnAppear = onAppear
    if onAppear, scrolledWindow.isMapped { flashScheduler.appeared() }
    needFrames()
  }

  /// SwiftUI's `scrollIndicatorsFlash(trigger:)`: call it with the watched value whenever it may
  /// have changed; the indicators flash when it differs from the last one (not the first time).
  public func scrollIndicatorsFlash<Value: Equatable>(trigger value: Value) {
    guard var trigger = flashTrigger as? FlashTrigger<Value> else {
      flashTrigger = FlashTrigger(initial: value)
      return
    }
    let changed = trigger.update(value)
    flashTrigger = trigger
    if changed {
      flashScheduler.request(.trigger)
      needFrames()
    }
  }

  /// What a flash would do now.
  func flashDecision() -> FlashDecision {
    let window = scrolledWindow.checked(gtk_scrolled_window_get_type())
    var horizontalPolicy = GTK_POLICY_AUTOMATIC
    var verticalPolicy = GTK_POLICY_AUTOMATIC
    gtk_scrolled_window_get_policy(window, &horizontalPolicy, &verticalPolicy)
    var indicators: ScrollAxes = []
    let shows = { (policy: GtkPolicyType) in
      policy != GTK_POLICY_NEVER && policy != GTK_POLICY_EXTERNAL
    }
    if shows(verticalPolicy) { indicators.insert(.vertical) }
    if shows(horizontalPolicy) { indicators.insert(.horizontal) }
    let overlay =
      Gtk.ScrolledWindow(scrolledWindow).overlayScrolling
      && overshoot_settings_get_bool_or("gtk-overlay-scrolling", 1) != 0
    return FlashDecision.decide(
      isMapped: scrolledWindow.isMapped, overlayScrolling: overlay,
      indicators: indicators, overflowing: geometry.overflowingAxes)
  }

  /// At a frame tick: one flash for every request since the last frame.
  ///
  /// GTK has no flash API; its indicators appear on the adjustment's `value-changed`, so the
  /// signal is re-emitted with the value unchanged, with `isFlashing` set so that offset, edge
  /// and load-more handlers (ours, and the app's through `ScrollView`) ignore it.
  func runFlashIfDue() {
    guard let decision = flashScheduler.frame(flashDecision()) else { return }
    guard case .flash(let axes) = decision else {
      Diagnostics.debug("flash \(decision.summary)")
      return
    }
    isFlashing = true
    defer { isFlashing = false }
    if axes.contains(.vertical) { emitUnchangedValue(verticalAdjustment) }
    if axes.contains(.horizontal) { emitUnchangedValue(horizontalAdjustment) }
  }

  /// Re-emits `value-changed` with the value unchanged, hidden from the scrolled child.
  ///
  /// A GtkListView re-anchors on every `value-changed` from the value and its *estimated* row
  /// heights (gtklistview.c), so a flash over rows it has not measured moved the reader's row
  /// by tens of pixels. The child's handlers are blocked for the emission; the scrolled
  /// window's indicator handler, the one a flash is for, still runs.
  private func emitUnchangedValue(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
    let child = Gtk.ScrolledWindow(scrolledWindow).child
    let blocked =
      child.map {
        g_signal_handlers_block_matched(
          adjustment.gpointer, overshoot_signal_match_data(), 0, 0, nil, nil, $0.gpointer)
      } ?? 0
    overshoot_signal_emit_by_name(adjustment, "value-changed")
    if blocked > 0, let child {
      g_signal_handlers_unblock_matched(
        adjustment.gpointer, overshoot_signal_match_data(), 0, 0, nil, nil, child.gpointer)
    }
  }
}
