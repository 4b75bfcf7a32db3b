import FeedCore
import Foundation
import GtkGlue
import Overshoot
import OvershootAdwaita
import RefreshCore

/// The main window, an `AdwApplicationWindow` holding one three-column `NavigationSplitView`:
/// the feeds ("Feeds", Add Feed), the refreshable timeline (the scope's name, Refresh, progress,
/// Search, the primary menu) and the article; below 600 px one column at a time (see
/// `ReaderLayout`).
@MainActor
final class MainWindow {
  /// The application window (an AdwApplicationWindow); GTK's window list owns it, and it keeps
  /// this wrapper.
  let adwaitaWindow: AdwaitaApplicationWindow
  /// The window's size, actions and close requests.
  let window: Window
  /// The window's GtkWidget, for dialogs and tests.
  var root: GtkWidgetPointer { window.gtkWindow }
  /// Which columns show, wide and collapsed; the timeline's title.
  let layout = ReaderLayout()
  /// The feed model.
  let model: ReaderModel
  /// The timeline.
  let timeline = TimelineView()
  /// The sidebar.
  let sidebar = SidebarView()
  /// The selected entry's article, beside the timeline (over it below 600 px).
  let article = ArticlePane()
  /// The entry whose content is being read for the article pane, so a slower earlier read
  /// does not replace a later selection.
  var articleRequested: Int64?
  /// Set while the shown entry's row is selected again after a reload replaced it.
  var isReselecting = false
  /// Each widget feature on its own, for library users and screenshots; built the first time
  /// the Playground page is shown (or read), which spares the start-up its ~50 ms.
  lazy var playground = PlaygroundPage()
  /// The sheet shown over the window (Add Feed…), presented by the split view.
  let sheets = ReaderSheets()
  /// The window's two pages: the feeds and the Playground.
  let pages = TabView()
  let positions: ReadingPositions
  private let progressLabel = WidgetHandle(
    Text("").truncationMode(.tail).cssClass("refresh-progress"))
  /// The timeline's Refresh button.
  let refreshButton: WidgetHandle
  /// Opens a link in the browser; tests put a stand-in here.
  var openLink: @MainActor (String) throws(LinkOpener.Failure) -> Void = {
    link throws(LinkOpener.Failure) in
    try LinkOpener.open(link)
  }
  /// The "new entries" notification a periodic refresh sends while the window is not active.
  let newEntries: NewEntriesNotifier
  /// The feeds whose last refresh failed, for the banner.
  var refreshFailures = RefreshFailures()
  /// The page switcher under the feeds.
  let switcher: WidgetHandle
  /// The timeline's title: the scope shown.
  var scopeTitle: String { layout.timelineTitle }
  /// The timeline's Search button.
  let searchButton = WidgetHandle(
    Button(tr("Search entries"), systemImage: "system-search-symbolic") {}
      .actionName("win.search").help(tr("Search (Ctrl+F)")))
  /// The feeds' Add Feed button.
  let addButton = WidgetHandle(
    Button(tr("Add feed"), systemImage: "list-add-symbolic") {}.actionName("win.add-feed")
      .help(tr("Add Feed (Ctrl+L)")))
  private var periodicRefresh: UInt32 = 0
  /// Minutes between the periodic refreshes now scheduled; 0 when there are none.
  private(set) var periodicRefreshMinutes = 0
  /// The app's settings, once `use(_:)` has been called.
  var settings: AppSettings?
  /// The scope setting read at start, applied once subscriptions are loaded.
  var startScopeKey = ""
  /// Whether start-up may refresh feeds fetched before, as the settings ask; a `--screenshot`
  /// run shows the stored entries as they are.
  var refreshesFetchedFeedsAtStartUp = true
  /// Becomes true once the first load has finished (tests and `--screenshot` wait for it).
  private(set) var isLoaded = false
  /// When the entries the timeline shows were read from the store: Mark All as Read leaves
  /// what arrived after it unread, since the reader has not seen it.
  var timelineReadAt: Date?
  /// The view toggles of the primary menu, kept to show saved settings in their check marks.
  var showReadoutAction: Action?
  /// What the search bar searches for; empty while the timeline shows the scope's entries.
  var searchQuery = ""
  var wheelPullsAction: Action?
  var notifyNewEntriesAction: Action?
  /// The primary menu's Load Remote Images toggle.
  var remoteImagesAction: Action?

  init(application: Application, databaseURL: URL? = nil, positionsURL: URL? = nil) {
    AppStyle.install()
    model = ReaderModel(databaseURL: databaseURL)
    positions = ReadingPositions(url: positionsURL)
    adwaitaWindow = AdwaitaApplicationWindow(
      application: application, title: "Overshoot", width: 960, height: 680)
    window = adwaitaWindow.window
    window.minimumSize = (360, 300)
    newEntries = NewEntriesNotifier(application: application, window: window)
    refreshButton = WidgetHandle(
      Button(tr("Refresh feeds"), systemImage: "view-refresh-symbolic") {})
    let layout = layout
    // The page switcher sits under the feeds: in the timeline's bar it left the scope's name
    // no room.
    let switcher = pages.switcher()
    self.switcher = switcher
    progressLabel.isVisible = false
    // Where GNOME apps with a sidebar put them: adding in the sidebar's bar; what acts on the
    // shown scope, search and the primary menu in the timeline's.
    let (addButton, refreshButton, progressLabel, searchButton) = (
      addButton, refreshButton, progressLabel, searchButton
    )
    let split = NavigationSplitView(
      columnVisibility: layout.visibilityBinding,
      preferredCompactColumn: layout.compactColumnBinding
    ) {
      VStack(spacing: 0) {
        EmbeddedWidget(sidebar.widget)
        switcher.aligned(horizontally: .center).padding(.vertical, 6)
      }
      .navigationTitle(tr("Feeds"))
      .toolbar { ToolbarItem(placement: .navigation) { addButton } }
      .navigationSplitViewColumnWidth(220)
      .onAppear { [weak self] in self?.sidebarAppeared() }
    } content: {
      EmbeddedWidget(timeline.widget)
        .navigationTitle(layout.timelineTitle)
        .toolbar {
          ToolbarItemGroup(placement: .navigation) {
            refreshButton
            progressLabel
          }
          ToolbarItemGroup(placement: .primaryAction) {
            searchButton
            EmbeddedWidget(PrimaryMenu.makeButton())
          }
        }
        .navigationSplitViewColumnWidth(340)
        .onAppear { [weak self] in self?.timelineOnScreen(true) }
        .onDisappear { [weak self] in self?.timelineOnScreen(false) }
    } detail: {
      article.view
        .onAppear { [weak self] in self?.articleOnScreen(true) }
        .onDisappear { [weak self] in self?.articleOnScreen(false) }
    }.readerSheets(sheets)
    pages.addTab("feeds", title: tr("Feeds"), content: split)
    pages.addTab("playground", title: tr("Playground")) { [unowned self] in
      // The Playground's own bar, whose switcher leads back to the feeds.
      let bar = AdwaitaHeaderBar()
      bar.setTitle(pages.switcher())
      return VStack(spacing: 0) {
        bar
        EmbeddedWidget(playground.widget)
      }
    }
    adwaitaWindow.setContent(pages)

    refreshButton.onClicked { [weak self] in self?.refreshShown(source: .button) }
    window.onCloseRequest { [weak self] in self?.rememberPosition() }
    describeRefresh()
    sidebar.onSelect = { [weak self] scope in self?.select(scope) }
    // Tab reads on from the feeds to their entries, past the page switcher under the feeds and
    // the content's bar, which stay in GTK's chain for Shift+Tab from the timeline.
    sidebar.tabLeads(to: timeline.list)
    installArticlePane()
    // Refreshes the reader did not ask for (periodic, start-up, after an import) say why with
    // their request, and cover every feed; F5, the button and the pull cover what is shown.
    timeline.refreshable.onRefreshReportingNewItems { [weak self] request in
      try await self?.refreshFeeds(because: request.context(as: RefreshReason.self) ?? .reader)
    }
    // The sidebar and the header follow the model: what they read, changed, is shown again
    // (at most once a frame, so the counts after a run of marked entries rebuild once).
    ObservedContent.bind(
      sidebar.widget,
      read: { [weak self] in
        guard let self else { return }
        self.sidebar.update(self.model, selected: self.model.scope)
        self.describeRefresh()
      }, apply: { _, _ in })
    installSyncRefusalNotice()
    installActions(application: application)
    installTimelineKeys()
    installArticleKeys()
    installSearch()
    installPaging()
  }

  /// Loads the store, then subscribes to `feedsToOpen` (paths or URLs from the command line);
  /// calls `present` once the first screenful of entries is in place (see
  /// `MainWindow+FirstScreenful.swift`), and returns once the whole first page is.
  func load(
    subscribingTo feedsToOpen: [String] = [], present: @escaping @MainActor () -> Void = {}
  ) async {
    await model.start()
    model.scope = scope(forSetting: startScopeKey)
    let failures = await subscribeAll(feedsToOpen)
    sidebar.highlight(model.scope)
    await reloadTimeline(isNewScope: true, screenfulFirst: present)
    showSubscribeFailures(failures)
    isLoaded = true
    await refreshAtStartUp()
  }

  /// Offline first: the stored entries are on screen already; then every feed is fetched once
  /// (the `refresh-at-start-up` setting), or only those never fetched (a first run, a new
  /// subscription list), through the same one-at-a-time refresh. It starts after the window's
  /// first frame, which it must not slow down.
  private func refreshAtStartUp() async {
    let everyFeed = refreshesFetchedFeedsAtStartUp && settings?.refreshAtStartUp == true
    guard
      everyFeed
        || model.subscriptions.contains(where: {
          $0.lastAttempt == nil && $0.accountID == nil
        })
    else {
      return
    }
    if everyFeed { await nextFramePainted() }
    refreshEveryFeed(because: .startUp)
  }

  /// Subscribes to feeds opened while the app runs (a second `overshoot FEED`) and shows the
  /// last one; failures appear in the banner.
  func subscribe(to locations: [String]) async {
    let failures = await subscribeAll(locations)
    sidebar.highlight(model.scope)
    await reloadTimeline(isNewScope: true)
    showSubscribeFailures(failures)
  }

  /// Feeds named on the command line that could not be opened, said as that, not as a refresh.
  private func showSubscribeFailures(_ failures: [(feed: String, reason: String)]) {
    guard !failures.isEmpty else { return }
    let lines = failures.map { tr("Couldn’t open %@: %@", $0.feed, $0.reason) }
    timeline.notice.show(lines.joined(separator: "\n"), isError: true)
  }

  /// Subscribes to each address (a feed, a web page that links to one, a file), selecting the
  /// last that worked; returns the failures.
  private func subscribeAll(_ addresses: [String]) async -> [(feed: String, reason: String)] {
    var failures: [(feed: String, reason: String)] = []
    for address in addresses {
      do throws(SubscribeError) {
        // Found as Add Feed finds it: a web page's address leads to its feed; a page with
        // several opens Add Feed on it, where the reader picks one.
        switch try await model.discoverAndSubscribe(address) {
        case .subscribed(let subscription):
          model.scope = .feed(subscription.id)
        case .choices:
          _ = presentAddFeed(prefill: address)
        }
      } catch {
        // Opening a feed already followed (a second `overshoot FEED`) shows it.
        if let existing = error.existing {
          model.scope = .feed(existing.id)
        } else {
          failures.append((address, error.message))
        }
      }
    }
    return failures
  }

  /// Whether the window is idle: loaded, and no refresh running or collapsing.
  var isSettled: Bool { isLoaded && timeline.refreshable.controller.phase == .idle }

  // MARK: - Scope and timeline

  func select(_ scope: EntryScope) {
    guard scope != model.scope else { return }
    rememberPosition()
    // A notice belongs to where it happened; the reader has moved on.
    timeline.notice.hide()
    // Collapsed, the pick goes on to its entries.
    layout.preferredCompactColumn = .content
    model.scope = scope
    settings?.selectedFeed = settingKey(for: scope)
    Task { await reloadTimeline(isNewScope: true) }
  }

  /// Reads the scope's entries, or those matching the search, a page at a time, and shows them.
  /// A new scope starts with the first page, read down to the saved position when there is one
  /// (search results start at the top); any other reload reads again the pages shown, with what
  /// arrived above them (see `MainWindow+Paging.swift`).
  /// With `screenfulFirst`, a new scope's first screenful is shown, `screenfulFirst` called
  /// (to present the window) and the rest of the page shown once that frame is painted.
  func reloadTimeline(
    isNewScope: Bool, screenfulFirst present: (@MainActor () -> Void)? = nil
  ) async {
    let (scope, query) = (model.scope, searchQuery)
    describeRefresh()
    let shown = isNewScope ? [] : timeline.entries
    let saved = isNewScope && query.isEmpty ? positions.position(in: scope) : nil
    var entries: [StoredEntry]
    let readAt = Date()
    do {
      entries = try await readTimeline(scope: scope, query: query, shown: shown, reaching: saved)
    } catch {
      timeline.notice.show(tr("Couldn’t read the feed database: %@", "\(error)"), isError: true)
      return
    }
    // The reader switched scopes or typed on while this read was under way: a newer reload
    // shows that one.
    guard scope == model.scope, query == searchQuery else { return }
    if isNewScope { model.readInPlace = [] }
    entries = keepingPagesShownMeanwhile(entries, shown: shown)
    let empty = query.isEmpty ? emptyKind(hasEntries: !entries.isEmpty) : .noMatches(query: query)
    timelineReadAt = readAt
    timeline.hasMorePages = entries.count >= ReaderModel.pageSize || !shown.isEmpty
    guard let present, isNewScope, let screenful = firstScreenful(of: entries, restoring: saved)
    else {
      timeline.show(entries, isNewScope: isNewScope, empty: empty, restoring: saved)
      present?()
      return
    }
    timeline.show(
      Array(entries.prefix(screenful.count)), isNewScope: true, empty: empty, restoring: saved)
    await self.present(entries, screenful: screenful, present: present)
  }

  private func emptyKind(hasEntries: Bool) -> EmptyState.Kind? {
    if let error = model.storeError { return .storeUnavailable(error) }
    if model.subscriptions.isEmpty { return .noFeeds }
    guard !hasEntries else { return nil }
    if model.scope == .starred { return .noStarred }
    let feeds = model.selectedFeed.map { [$0] } ?? model.subscriptions
    if !feeds.isEmpty, feeds.allSatisfy({ $0.lastError != nil && $0.lastSuccess == nil }) {
      return .offline(feeds.first?.lastError ?? "")
    }
    return model.scope == .unread ? .noUnread : .noEntries(scopeName: scopeName)
  }

  private var scopeName: String {
    switch model.scope {
    case .all: tr("your feeds")
    case .unread: tr("Unread")
    case .starred: tr("Starred")
    case .feed: model.selectedFeed?.title ?? tr("this feed")
    }
  }

  func rememberPosition() {
    // A place in search results is no place in the scope.
    guard searchQuery.isEmpty, let top = timeline.list.visibleRange?.first,
      let rowOffset = timeline.list.topRowOffset
    else { return }
    positions.remember(ReadingPosition(entry: top, rowOffset: rowOffset), for: model.scope)
  }

  // MARK: - Refresh

  /// The reader's own refresh (the button, the menu): what is shown. With no feed there is
  /// nothing to fetch, so nothing spins; the notice says what to do instead.
  func refreshShown(source: RefreshRequestSource) {
    guard !model.subscriptions.isEmpty || !model.accounts.isEmpty else {
      timeline.notice.show(tr("No feeds to refresh yet: add one with Ctrl+L."), isError: false)
      return
    }
    timeline.refreshable.beginRefreshing(source: source)
  }

  /// Starts a refresh of every feed whatever is shown: the periodic, start-up and post-import
  /// refreshes, which the reader did not ask for while looking at one feed.
  func refreshEveryFeed(because reason: RefreshReason) {
    startRefresh(because: reason)
  }

  /// Starts a refresh for `reason` through the one-at-a-time coordinator, as the button's
  /// does; false when a refresh was running already (the request is then dropped).
  @discardableResult
  func startRefresh(because reason: RefreshReason) -> Bool {
    let controller = timeline.refreshable.controller
    let started = controller.state.refreshCount
    // A request while a refresh runs is ignored, its reason with it.
    timeline.refreshable.beginRefreshing(source: .program, context: reason)
    return controller.state.refreshCount != started
  }

  /// What F5, the pull and the header button refresh now, in the button's tooltip and name.
  var refreshTooltip: String {
    guard let feed = model.selectedFeed else { return tr("Refresh All Feeds (F5)") }
    return tr("Refresh “%@” (F5)", feed.title)
  }

  private func describeRefresh() {
    layout.timelineTitle = model.scope == .all ? tr("All") : scopeName
    refreshButton.help = refreshTooltip
    refreshButton.setAccessibilityLabel(
      model.selectedFeed.map { tr("Refresh “%@”", $0.title) } ?? tr("Refresh feeds"))
  }

  /// Refreshes the feeds the refresh's reason covers (see ``RefreshReason/feedIDs(shownFeed:)``);
  /// returns the count of new entries. Throws when every feed failed,
  /// so the indicator shows the reason.
  private func refreshFeeds(because reason: RefreshReason) async throws -> Int? {
    setProgress(nil)
    let feedIDs = reason.feedIDs(shownFeed: model.selectedFeed?.id)
    let accountIDs = reason.accountIDs(shownFeed: model.selectedFeed, feeds: model.subscriptions)
    let startedAt = Date()
    // Synced feeds come from their accounts' sync (ReaderModel+Sync), the others from their
    // own addresses.
    let syncs = await model.sync(accountIDs: accountIDs)
    let results = await model.refresh(feedIDs: feedIDs) { [weak self] progress in
      self?.setProgress(progress)
    }
    setProgress(nil)
    // Cancelled (Escape, the window closing): the feeds did not fail, so say nothing of them.
    try Task.checkCancellation()
    refreshFailures.record(results)
    refreshFailures.record(syncs)
    timeline.banner.show(refreshFailures)
    await reloadTimeline(isNewScope: false)
    var failed = syncs.compactMap { sync -> String? in
      guard case .failed(let reason) = sync.outcome else { return nil }
      return tr("Couldn’t sync %@: %@", sync.accountName, reason)
    }
    failed += results.compactMap { result -> String? in
      guard case .failed(let reason) = result.outcome else { return nil }
      return reason
    }
    if results.count + syncs.count > 0, failed.count == results.count + syncs.count {
      throw FeedsUnreachable(reason: failed.first ?? tr("no feed answered"))
    }
    await noticeNewEntries(after: reason, since: startedAt)
    return results.reduce(0) { $0 + $1.newEntries } + syncs.reduce(0) { $0 + $1.entriesAdded }
  }

  private func setProgress(_ progress: RefreshProgress?) {
    // Hidden when empty: an empty label reads as "GtkLabel" to a screen reader.
    guard let progress, progress.total > 1, progress.completed < progress.total else {
      progressLabel.text = ""
      progressLabel.isVisible = false
      return
    }
    progressLabel.text = trn(
      "%@ of %@ feed", "%@ of %@ feeds", progress.total, progress.completed, progress.total)
    progressLabel.isVisible = true
  }

  /// Refreshes every `minutes` through the same one-at-a-time coordinator; 0 turns it off.
  func setPeriodicRefresh(minutes: Int) {
    MainContext.cancel(periodicRefresh)
    periodicRefresh = 0
    periodicRefreshMinutes = max(minutes, 0)
    guard minutes > 0 else { return }
    periodicRefresh = MainContext.every(milliseconds: UInt32(minutes) * 60_000) { [weak self] in
      self?.refreshEveryFeed(because: .periodic)
      return self != nil
    }
  }

  // MARK: - Entries

  /// Opens the entry's link in the browser (http and https only) and marks it read; when the
  /// link cannot be opened, says why, leaves the entry unread and offers to copy the link. The
  /// reader's deliberate choice: `o`, the entry menu's and the article's Open in Browser.
  func open(entryID: Int64) {
    guard let entry = storedEntry(entryID) else { return }
    guard let link = entry.entry.link else {
      timeline.notice.show(tr("This entry has no link to open."), isError: true)
      return
    }
    guard openInBrowser(link) else { return }
    if !entry.isRead { setEntryRead(entryID, true) }
  }

  /// Hands `link` to the browser; when that fails, says why in the notice with the link to
  /// copy, and returns false.
  @discardableResult
  func openInBrowser(_ link: String) -> Bool {
    do throws(LinkOpener.Failure) {
      try openLink(link)
      return true
    } catch {
      timeline.notice.show(
        tr("Couldn’t open the link: %@.", error.message), isError: true,
        action: (tr("Copy Link"), { [weak self] in self?.copyLink(link) }))
      return false
    }
  }
}

/// Every feed failed to refresh; the message is the first reason.
struct FeedsUnreachable: Error, CustomStringConvertible {
  let reason: String
  var description: String { tr("no feed could be reached (%@)", reason) }
}
