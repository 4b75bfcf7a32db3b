import Overshoot

/// Any width: from 600 px up, the sidebar sits beside the timeline; below, one pane at a time.
extension MainWindow {
  /// Whether the sidebar is shown.
  var isSidebarShown: Bool { sidebarToggle.isOn }

  /// Shows or hides the sidebar (through its toggle, so the toggle always tells the truth).
  func setSidebarShown(_ shown: Bool) {
    sidebarToggle.isOn = shown
  }

  /// Applies the toggle: below 600 px the sidebar takes the whole width while shown (a timeline
  /// squeezed to 110 px beside it helped no one) and the timeline the rest of the time.
  func syncSidebar() {
    let shown = isSidebarShown
    sidebarPane.isVisible = shown
    let articleCovers = isNarrow && isArticleOpenNarrow && !shown
    timelinePane.isVisible = !(isNarrow && shown) && !articleCovers
    article.view.isVisible = !isNarrow || articleCovers
    article.content.showsBack = articleCovers
    if isNarrow && shown { sidebar.focusShown() }
  }

  /// Below 600 px the page switcher leaves the header for the scope's name and the sidebar folds
  /// away; widening again brings back what the narrow width had folded.
  func adaptToWidth() {
    let width = window.defaultSize.width
    let narrow = width > 0 && width < 600
    guard narrow != isNarrow else { return }
    isNarrow = narrow
    // Wide, the article sits beside the timeline; narrowing again starts from the timeline.
    isArticleOpenNarrow = false
    if narrow {
      pages.selection = "feeds"
      if isSidebarShown { sidebarFoldedByWidth = true }
      setSidebarShown(false)
    } else if sidebarFoldedByWidth {
      sidebarFoldedByWidth = false
      setSidebarShown(true)
    }
    switcher.isVisible = !narrow
    scopeTitle.isVisible = narrow
    // Room for the toggle, Refresh, the feed's name and the menu in 360 px.
    addButton.isVisible = !narrow
    syncSidebar()
  }

  /// After a pick below 600 px, the sidebar makes way for the timeline it picked.
  func foldSidebarIfNarrow() {
    guard isNarrow, isSidebarShown else { return }
    // Folded for want of room, not by the reader: a wider window brings it back.
    sidebarFoldedByWidth = true
    setSidebarShown(false)
  }

  /// The Playground has no feeds: the header's feed buttons leave while it is shown.
  func syncHeaderWithPage() {
    let onFeeds = (pages.selection ?? "feeds") == "feeds"
    for button in feedButtons where button !== addButton || !isNarrow {
      button.isVisible = onFeeds
    }
  }
}
