/// Whether a flash of the scroll indicators can be seen, and which ones; if not, why not.
///
/// The widget acts only on ``flash(_:)``; every other case means "do nothing", and is returned
/// from `flashScrollIndicators()` or logged so a silent no-op is never a mystery.
public enum FlashDecision: Sendable, Equatable, Hashable {
  /// Flash the indicators of these axes.
  case flash(ScrollAxes)
  /// The view is not on screen.
  case unmapped
  /// Overlay scrolling is off (the `overlay-scrolling` property or the `gtk-overlay-scrolling`
  /// setting): the scrollbars are always shown, so there is nothing to reveal.
  case overlayScrollingOff
  /// The scrollbar policy hides every indicator (`GTK_POLICY_NEVER` or `EXTERNAL`).
  case indicatorsHidden
  /// The content fits on every axis that has an indicator, so no indicator would appear.
  case contentFits

  /// Decides from what the widget knows at this moment.
  /// - Parameters:
  ///   - indicators: The axes whose scrollbar policy shows an indicator.
  ///   - overflowing: The axes whose content is larger than the viewport (see
  ///     ``ScrollGeometry/overflowingAxes``).
  public static func decide(
    isMapped: Bool, overlayScrolling: Bool, indicators: ScrollAxes = .all, overflowing: ScrollAxes
  ) -> FlashDecision {
    guard isMapped else { return .unmapped }
    guard overlayScrolling else { return .overlayScrollingOff }
    guard !indicators.isEmpty else { return .indicatorsHidden }
    let visible = indicators.intersection(overflowing)
    guard !visible.isEmpty else { return .contentFits }
    return .flash(visible)
  }

  /// Whether the indicators will actually flash.
  public var willFlash: Bool {
    if case .flash = self {
      return true
    }
    return false
  }

  /// A short phrase for debug logs, e.g. "skipped: content fits".
  public var summary: String {
    switch self {
    case .flash(let axes):
      let names = [(ScrollAxes.vertical, "vertical"), (.horizontal, "horizontal")]
        .filter { axes.contains($0.0) }.map(\.1)
      return "flash: " + names.joined(separator: " and ")
    case .unmapped: return "skipped: not on screen"
    case .overlayScrollingOff: return "skipped: overlay scrolling is off"
    case .indicatorsHidden: return "skipped: scrollbar policy hides the indicators"
    case .contentFits: return "skipped: content fits"
    }
  }
}
