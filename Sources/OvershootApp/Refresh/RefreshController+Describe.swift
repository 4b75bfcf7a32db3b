import Overshoot

extension RefreshController {
  /// What F5, the pull and the header button refresh now, in the button's tooltip.
  var refreshTooltip: String {
    guard let feed = model.selectedFeed else { return tr("Refresh All Feeds (F5)") }
    return tr("Refresh “%@” (F5)", feed.title)
  }

  /// What the header button refreshes now, its name for screen readers.
  var refreshLabel: String {
    model.selectedFeed.map { tr("Refresh “%@”", $0.title) } ?? tr("Refresh feeds")
  }

  /// Keeps `button`'s tooltip and name saying what it refreshes: read again whenever the scope
  /// or the shown feed's name changes in the model.
  func describeRefresh(in button: WidgetHandle) {
    ObservedContent.bind(
      button.gtkWidget, read: { [weak self] in (self?.refreshTooltip, self?.refreshLabel) },
      apply: { [weak button] description, _ in
        guard let button, let tooltip = description.0, let label = description.1 else { return }
        button.help = tooltip
        button.setAccessibilityLabel(label)
      })
  }
}
