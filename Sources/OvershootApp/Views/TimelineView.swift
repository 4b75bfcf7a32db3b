import FeedCore
import Overshoot
import OvershootAdwaita
import ReaderViews
import ScrollCore

/// The timeline: entries newest first in a recycled list inside the refreshable scrolled
/// window, with the "N new" pill, a Back-to-top button, the geometry readout, the failure
/// banner and the empty states.
@MainActor
final class TimelineView {
  /// How the next page is read; set by the window (the loader is made before it).
  @MainActor
  private final class PageReading {
    /// Reads the next page.
    var load: @MainActor () async throws -> Void = {}
  }

  /// The root: the notice and the banner above the overlaid timeline, toasts over it.
  var widget: GtkWidgetPointer { root.gtkWidget }
  private let root: WidgetHandle
  /// The entries.
  let list: RecycledListView<StoredEntry, Int64>
  /// The pull-to-refresh scrolled window around the list.
  let refreshable: RefreshableScrolledWindow
  /// Per-feed refresh failures.
  let banner = FailureBannerState()
  /// What just happened outside a refresh (a link that would not open, an import).
  let notice = NoticeState()
  /// The search bar over the entries (Ctrl+F), closed at first.
  let searchBar = SearchBar(tr("Search entries"))
  /// The live scroll readout.
  let readout = ScrollReadoutState()
  /// Reads the next page when the reader reaches the bottom (or `j` the last row), one read at
  /// a time; a failed read shows its "Try again" row below the entries.
  let pageLoader: LoadMoreController
  /// Whether the store may hold entries after the last one shown (false once a page came back
  /// short).
  var hasMorePages = false
  /// Run once the next page is laid out (`j` on the last row moves on to it), or dropped when
  /// the page brought nothing.
  var afterNextPage: (@MainActor () -> Void)?
  private let pageReading = PageReading()
  /// The "N new" pill and Back to top.
  private let buttons = FloatingButtonsState()
  private let emptyContent = EmptyStateContent()
  /// The empty state's page, swapped in for the list and kept between.
  private let emptyPage: WidgetHandle
  /// Entries that arrived since the reader last saw the top and lie above the first row in
  /// view: what the pill counts. Checked against the laid-out list, never predicted.
  private var unseenAbove: Set<Int64> = []
  private var recountScheduled = false
  /// Frames during which the list moves itself to show new entries at the top: what the
  /// reader sees move then is not the reader scrolling.
  private var showingArrivals = false
  private var arrivals = 0
  private var showingList = true
  /// Says the entries' relative times again every half minute.
  private var relativeTimes: Task<Void, Never>?
  /// What the empty state says now, or nil while entries are shown.
  private(set) var emptyKind: EmptyState.Kind?

  isolated deinit {
    relativeTimes?.cancel()
  }

  init() {
    list = RecycledListView(row: TimelineRow.self, id: \.id, contentEqual: { $0 == $1 })
    // New entries show at the top until the reader leaves it; from then on they wait above the
    // reader's row, counted in the pill, even when the reader is back at the top.
    list.keepsPlaceAtTop = false
    // A click selects (the article pane shows the entry); a double click or Enter activates
    // (the article takes the focus). Single-click activation would also select on hover,
    // showing entries the pointer merely passes over.
    list.selectionMode = .single
    list.showSeparators = true
    Accessibility.setLabel(tr("Entries"), of: list.gtkWidget)
    refreshable = RefreshableScrolledWindow(child: list.gtkWidget)
    list.reportVisibleRows(to: refreshable.scrollView)
    refreshable.scrollView.scrollIndicatorsFlash(onAppear: true)
    refreshable.scrollView.scrollIndicatorsFlash(trigger: 0)

    let (buttons, pageReading) = (self.buttons, self.pageReading)
    let overlay = Overlay(refreshable.gtkWidget)
    overlay.setAccessibilityLabel(tr("Timeline"))
    overlay.add(NewEntriesPill(buttons: buttons))
    overlay.add(BackToTopButton(buttons: buttons))
    overlay.add(ScrollReadout(readout: readout))
    pageLoader = LoadMoreController(scrollView: refreshable.scrollView) {
      try await pageReading.load()
    }

    let (notice, banner) = (self.notice, self.banner)
    let (searchBar, retryRow) = (self.searchBar, pageLoader.retryRow)
    root = WidgetHandle(
      VStack {
        searchBar
        NoticeBar(notice: notice)
        FailureBanner(banner: banner)
        ToastOverlay(notice.toasts) { overlay }
        EmbeddedWidget(retryRow)
      })
    emptyPage = WidgetHandle(EmptyState(content: emptyContent))

    notice.announce = { [weak self] message in
      if let self { Announcer.announce(message, from: self.widget) }
    }
    emptyContent.firstStep = { [weak self] action in
      if let self { WidgetActions.activate(action, from: self.widget) }
    }

    buttons.pillTaken = { [weak self] in self?.unseenAbove = [] }
    buttons.scrollToTop = { [weak self] in self?.scrollToTop() }
    // Home and End scroll the timeline, as the shortcuts window says. GtkListView's own keys
    // only move its focus, which does nothing when the focused row is already the first.
    KeyboardShortcuts.add(["Home"], to: widget, capture: true) { [weak self] in
      self?.jump(toEnd: false) ?? false
    }
    KeyboardShortcuts.add(["End"], to: widget, capture: true) { [weak self] in
      self?.jump(toEnd: true) ?? false
    }
    // Relative times ("just now", "5 min ago") age: say them again every half minute.
    relativeTimes = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(30))
        guard !Task.isCancelled, self != nil else { return }
        TimelineRow.refreshRelativeTimes()
      }
    }
    refreshable.scrollView.onScrollGeometryChange(
      for: ScrollGeometry.self, of: { $0 },
      action: { [weak self] _, geometry in self?.geometryChanged(geometry) })
  }

  /// What `pageLoader` runs: the window reads the page and hands it to ``appendPage(_:)``.
  var onLoadMore: @MainActor () async throws -> Void {
    get { pageReading.load }
    set { pageReading.load = newValue }
  }

  /// The entries shown, newest first: the pages read so far.
  var entries: [StoredEntry] {
    showingList ? (0..<list.count).map { list.item(at: $0) } : []
  }

  /// The last entry shown, where the next page starts.
  var lastEntry: StoredEntry? {
    showingList && list.count > 0 ? list.item(at: list.count - 1) : nil
  }

  /// Adds the next page below the entries shown, through the same diffable apply, so nothing
  /// shown moves and nothing counts as new; a short page means the end was reached.
  func appendPage(_ page: [StoredEntry]) {
    hasMorePages = page.count >= ReaderModel.pageSize
    let shown = entries
    let known = Set(shown.lazy.map(\.id))
    let added = page.filter { !known.contains($0.id) }
    let then = afterNextPage
    afterNextPage = nil
    guard !added.isEmpty else { return }
    do {
      try list.apply(shown + added)
    } catch {
      printError("overshoot: \(error)")
      return
    }
    guard let then else { return }
    // The new rows get widgets when the list lays them out, on the frame after they arrive.
    list.afterFrames(2, then)
  }

  /// Adds the rest of `entries` below the first screenful of them, which `show` was given for
  /// the window's first frame, as a page arriving below; nothing moves and nothing counts as
  /// new. Does nothing when the list has changed since (a new scope, a search).
  func showRest(of entries: [StoredEntry]) {
    guard showingList, list.count < entries.count,
      (0..<list.count).allSatisfy({ list.id(at: $0) == entries[$0].id })
    else { return }
    do {
      try list.apply(entries)
    } catch {
      printError("overshoot: \(error)")
    }
  }

  /// Scrolls to the first or the last entry and puts the keyboard focus there. End goes to the
  /// last entry read so far; arriving at the bottom reads the next page, as GNOME's lists do,
  /// so End again goes further.
  private func jump(toEnd: Bool) -> Bool {
    guard showingList, list.count > 0 else { return false }
    let position = toEnd ? list.count - 1 : 0
    list.scroll(toPosition: position)
    refreshable.scrollView.scroll(toEdge: toEnd ? .bottom : .top)
    list.focusRow(at: position)
    return true
  }

  /// Scrolls the list to its top, animated.
  func scrollToTop() {
    refreshable.scrollView.scroll(toEdge: .top, animated: true)
  }

  /// Shows `entries`, newest first. New entries arrive without moving the reader's row; those
  /// that end up above it raise the "N new" pill and flash the indicators; `isNewScope` starts
  /// afresh instead, at the saved position when its entry is still in the list, else at the
  /// very top.
  func show(
    _ entries: [StoredEntry], isNewScope: Bool, empty: EmptyState.Kind?,
    restoring saved: ReadingPosition? = nil
  ) {
    let known = isNewScope || !showingList ? [] : Set((0..<list.count).map { list.id(at: $0) })
    if isNewScope {
      buttons.dismissPill()
      unseenAbove = []
      afterNextPage = nil
      list.keepsPlaceAtTop = false
    }
    do {
      if isNewScope {
        refreshable.scrollView.stopAnimation()
        try list.startOver(with: entries)
      } else {
        try list.apply(entries)
      }
    } catch {
      printError("overshoot: \(error)")
      return
    }
    emptyKind = entries.isEmpty ? empty : nil
    if let empty, entries.isEmpty {
      emptyContent.show(empty)
      setShowsList(false)
    } else {
      setShowsList(true)
    }
    if isNewScope {
      // The top is offset 0 exactly, not "row 0 aligned" (which can leave the list padding's
      // pixels above it): a touchpad pull must start at the top, not spend itself getting there.
      if let saved, let position = list.position(of: saved.entry),
        position > 0 || saved.rowOffset > 0
      {
        list.scroll(toPosition: position, rowOffset: saved.rowOffset)
      } else if list.count > 0 {
        refreshable.scrollView.scroll(toEdge: .top)
      }
    } else if !known.isEmpty {
      let arrived = entries.lazy.map(\.id).filter { !known.contains($0) }
      guard !arrived.isEmpty else { return }
      if !list.keepsPlaceAtTop {
        showingArrivals = true
        list.afterFrames(3) { [weak self] in self?.showingArrivals = false }
      }
      unseenAbove.formUnion(arrived)
      scheduleRecount()
    }
  }

  private func setShowsList(_ showsList: Bool) {
    guard showsList != showingList else { return }
    showingList = showsList
    refreshable.setChild(showsList ? list.gtkWidget : emptyPage.gtkWidget)
  }

  private func geometryChanged(_ geometry: ScrollGeometry) {
    // A reader who left the top has a place to keep: later arrivals wait above it.
    if geometry.contentOffset.y > 1, !showingArrivals { list.keepsPlaceAtTop = true }
    if !unseenAbove.isEmpty { scheduleRecount() }
    buttons.follow(geometry)
    if readout.isShown { readout.show(geometry) }
  }

  /// Counts the new entries above the first row in view once the list has laid itself out: two
  /// frames on, as a list takes in new items on the frame after they arrive. What went out of
  /// sight below, or came into view, is no longer counted; at the top nothing is above.
  private func scheduleRecount() {
    guard !recountScheduled else { return }
    recountScheduled = true
    list.afterFrames(2) { [weak self] in self?.recount() }
  }

  private func recount() {
    recountScheduled = false
    let atTop = refreshable.scrollView.geometry.contentOffset.y <= 1
    let firstInView = list.visibleRange?.positions.lowerBound ?? 0
    unseenAbove =
      atTop ? [] : unseenAbove.filter { (list.position(of: $0) ?? firstInView) < firstInView }
    if buttons.count(unseenAbove.count) {
      arrivals += 1
      refreshable.scrollView.scrollIndicatorsFlash(trigger: arrivals)
    }
  }

  #if DEBUG
    /// The "N new" count shown now (0 when hidden; tests, debug builds only).
    var newItemsShown: Int { buttons.newCount }
  #endif

  /// Shows or hides the geometry readout.
  func setReadoutShown(_ shown: Bool) {
    readout.isShown = shown
    if shown { readout.show(refreshable.scrollView.geometry) }
  }
}
