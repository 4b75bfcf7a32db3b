import Overshoot

/// The app's few style rules, added once for the display.
///
/// Secondary text is dimmed with a translucent text colour, never with `opacity`: GSK's GL
/// renderer draws an `opacity` over more than one node (the summary's two lines) into an
/// offscreen texture of its own, once per row in every frame. Both look the same.
@MainActor
enum AppStyle {
  private static var installed = false

  /// Adds the style sheet once a display exists; idempotent.
  static func install() {
    guard !installed else { return }
    installed = StyleSheet.add(
      """
      .timeline-row { padding: 10px 14px; }
      .timeline-title { font-weight: normal; }
      .timeline-row.unread .timeline-title { font-weight: bold; }
      .timeline-unread-dot { min-width: 8px; min-height: 8px; margin-top: 0.4em;
        border-radius: 999px; }
      .timeline-row.unread .timeline-unread-dot { background-color: @theme_selected_bg_color; }
      .timeline-star { margin-top: -4px; }
      .timeline-meta { font-size: smaller; color: alpha(currentColor, 0.7); }
      .timeline-summary { color: alpha(currentColor, 0.85); }
      .new-items-pill { border-radius: 999px; padding: 4px 14px; font-weight: bold; }
      .back-to-top { border-radius: 999px; min-width: 36px; min-height: 36px; }
      .scroll-readout { font-family: monospace; font-size: smaller; padding: 6px 8px;
        border-radius: 6px; background: alpha(@theme_bg_color, 0.85); }
      .failure-banner { padding: 6px 12px; background: alpha(@error_color, 0.15); }
      .sidebar-count { color: alpha(currentColor, 0.6); font-size: smaller; }
      .refresh-progress { color: alpha(currentColor, 0.7); font-size: smaller; }
      """)
  }
}
