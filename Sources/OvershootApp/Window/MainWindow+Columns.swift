import Overshoot

/// What follows the columns on screen: collapsed below 600 px (the timeline gone), the feeds
/// give the keyboard focus to the feed shown and the article to its text, where the keys read
/// on, and the timeline's bar, alone, makes room for its title; wide, every column shows and
/// the focus stays where the reader left it.
extension MainWindow {
  /// The feeds came on screen: collapsed, the feed shown takes the focus (Up, Down and Enter
  /// pick another).
  func sidebarAppeared() {
    afterColumnsSettle { [weak self] in self?.sidebar.focusShown() }
  }

  /// Ctrl+Tab in the article goes on to the feeds (the next pane round, as from the last widget
  /// of the window), Ctrl+Shift+Tab back to the entry's row, each when on screen; collapsed to
  /// the article alone, the keys stay with it. Returns whether the focus moved.
  func tabOutOfArticle(backward: Bool) -> Bool {
    if !backward, layout.isSidebarShown, !layout.isCollapsed {
      sidebar.focusShown()
      return true
    }
    guard layout.isTimelineOnScreen else { return false }
    articleController.focusShownEntryRow()
    return true
  }

  /// The timeline came on screen or left it.
  func timelineOnScreen(_ shown: Bool) {
    layout.isTimelineOnScreen = shown
    fitTimelineBar()
  }

  /// The article came on screen or left it: collapsed, coming, it takes the focus, so Space
  /// reads on and Escape goes back.
  func articleOnScreen(_ shown: Bool) {
    layout.isArticleOnScreen = shown
    fitTimelineBar()
    guard shown else { return }
    afterColumnsSettle { [weak self] in
      guard let self, self.layout.preferredCompactColumn == .detail else { return }
      self.article.focusArticle()
    }
  }

  /// Collapsed on the timeline, Search and Refresh leave its bar, so the scope's name shows
  /// whole between Back, the menu and the window's buttons at 360 px (Ctrl+F, F5, the pull and
  /// the menu remain).
  /// Later than the column's appearing, which may come while the split view is laid out: a
  /// button shown or hidden then leaves its column unallocated in the frame painted next.
  private func fitTimelineBar() {
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.searchButton.isVisible = !self.layout.isTimelineAlone
      self.refreshButton.isVisible = !self.layout.isTimelineAlone
    }
  }

  /// Runs `body` once the split view has hidden the column left and focused the one shown, if
  /// the timeline is then off screen (the split view collapsed on another column).
  private func afterColumnsSettle(_ body: @escaping @MainActor () -> Void) {
    Task { @MainActor [weak self] in
      guard let self, !self.layout.isTimelineOnScreen else { return }
      body()
    }
  }
}
