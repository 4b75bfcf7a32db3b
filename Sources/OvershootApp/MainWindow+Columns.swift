import GtkGlue
import Overshoot

/// The keyboard focus as a column comes on screen: collapsed below 600 px (the timeline gone),
/// the feeds give it to the feed shown and the article to its text, where the keys read on;
/// wide, every column shows and the focus stays where the reader left it.
extension MainWindow {
  /// The feeds came on screen: collapsed, the feed shown takes the focus (Up, Down and Enter
  /// pick another).
  func sidebarAppeared() {
    afterColumnsSettle { [weak self] in self?.sidebar.focusShown() }
  }

  /// The article came on screen: collapsed, it takes the focus, so Space reads on and Escape
  /// goes back.
  func articleAppeared() {
    afterColumnsSettle { [weak self] in
      guard let self, self.layout.preferredCompactColumn == .detail else { return }
      self.article.focusArticle()
    }
  }

  /// Runs `body` once the split view has hidden the column left and focused the one shown, if
  /// the timeline is then off screen (the split view collapsed on another column).
  private func afterColumnsSettle(_ body: @escaping @MainActor () -> Void) {
    MainContext.idle { [weak self] in
      guard let self, !self.layout.isTimelineOnScreen else { return }
      body()
    }
  }
}
