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
    contentPane.isVisible = !(isNarrow && shown)
    // The window's buttons sit at the window's edges: at the sidebar bar's start, and at its end
    // only while it is the one pane shown; below 600 px the content's bar keeps its room for
    // the scope's name (the buttons at its end remain).
    sidebarHeader.showsTitleButtons(start: true, end: isNarrow)
    header.showsTitleButtons(start: !shown && !isNarrow, end: true)
    article.view.isVisible = !isNarrow || articleCovers
    article.content.showsBack = articleCovers
    if isNarrow && shown { sidebar.focusShown() }
  }

  /// Below 600 px the page switcher, Search and Refresh leave (the scope's name stays whole
  /// where it fits) and the sidebar folds away; widening again brings back what the narrow
  /// width had folded.
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
    // Room for the feed's name between the toggle and the menu in 360 px, with the window's
    // buttons: Search and Refresh leave the bar (Ctrl+F, F5, the pull and the menu remain).
    switcher.isVisible = !narrow
    searchButton.isVisible = !narrow
    refreshButton.isVisible = !narrow
    syncSidebar()
  }

  /// After a pick below 600 px, the sidebar makes way for the timeline it picked.
  func foldSidebarIfNarrow() {
    guard isNarrow, isSidebarShown else { return }
    // Folded for want of room, not by the reader: a wider window brings it back.
    sidebarFoldedByWidth = true
    setSidebarShown(false)
  }
}
