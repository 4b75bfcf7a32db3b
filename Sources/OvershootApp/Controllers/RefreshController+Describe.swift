import Overshoot

extension RefreshController {
  /// What F5, the pull and the header button refresh now, in the button's tooltip (the
  /// toolbar's `.help`, read again whenever the scope or the shown feed's name changes).
  var refreshTooltip: String {
    guard let feed = model.selectedFeed else { return tr("Refresh All Feeds (F5)") }
    return tr("Refresh “%@” (F5)", feed.title)
  }

  /// What the header button refreshes now, its name for screen readers (the toolbar's
  /// `.accessibilityLabel`, read again as the tooltip is).
  var refreshLabel: String {
    model.selectedFeed.map { tr("Refresh “%@”", $0.title) } ?? tr("Refresh feeds")
  }
}
