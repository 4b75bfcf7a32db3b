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
  /// The sidebar's rows: the list, its icons and its feeds' menus.
  let sidebar = SidebarRows()
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
  /// The window's two pages: the feeds and the Playground.
  let pages = TabView()
  let positions: ReadingPositions
  /// The window's reading state, which its views show.
  let store = ReaderStore()
  /// Starts the refreshes and keeps what they leave in `store`.
  let refresh: RefreshController
  /// The timeline's Refresh button.
  let refreshButton: WidgetHandle
  /// Opens a link in the browser; tests put a stand-in here.
  var openLink: @MainActor (String) throws(LinkOpener.Failure) -> Void = {
    link throws(LinkOpener.Failure) in
    try LinkOpener.open(link)
  }
  /// The "new entries" notification a periodic refresh sends while the window is not active.
  let newEntries: NewEntriesNotifier
  /// The page switcher under the feeds.
  let switcher: WidgetHandle
  /// The timeline's title: the scope shown.
  var scopeTitle: String { model.scopeTitle }
  /// The timeline's Search button.
  let searchButton = WidgetHandle(
    Button(tr("Search entries"), systemImage: "system-search-symbolic") {}
      .actionName("win.search").help(tr("Search (Ctrl+F)")))
  /// The feeds' Add Feed button.
  let addButton = WidgetHandle(
    Button(tr("Add feed"), systemImage: "list-add-symbolic") {}.actionName("win.add-feed")
      .help(tr("Add Feed (Ctrl+L)")))
  /// The app's settings, once `use(_:)` has been called.
  var settings: AppSettings?
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
    refresh = RefreshController(
      store: store, model: model, timeline: timeline, button: refreshButton,
      newEntries: newEntries)
    let layout = layout
    // The page switcher sits under the feeds: in the timeline's bar it left the scope's name
    // no room.
    let switcher = pages.switcher()
    self.switcher = switcher
    // Where GNOME apps with a sidebar put them: adding in the sidebar's bar; what acts on the
    // shown scope, search and the primary menu in the timeline's.
    let (addButton, refreshButton, searchButton, store, model) = (
      addButton, refreshButton, searchButton, store, model
    )
    let split = NavigationSplitView(
      columnVisibility: layout.visibilityBinding,
      preferredCompactColumn: layout.compactColumnBinding
    ) {
      VStack(spacing: 0) {
        Sidebar(model: model, rows: sidebar)
        switcher.aligned(horizontally: .center).padding(.vertical, 6)
      }
      .navigationTitle(tr("Feeds"))
      .toolbar { ToolbarItem(placement: .navigation) { addButton } }
      .navigationSplitViewColumnWidth(220)
      .onAppear { [weak self] in self?.sidebarAppeared() }
    } content: {
      EmbeddedWidget(timeline.widget)
        .navigationTitle(model.scopeTitle)
        .toolbar {
          ToolbarItemGroup(placement: .navigation) {
            refreshButton
            RefreshProgressLabel(store: store)
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
    }
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

    window.onCloseRequest { [weak self] in self?.rememberPosition() }
    sidebar.onSelect = { [weak self] scope in self?.select(scope) }
    // Tab reads on from the feeds to their entries, past the page switcher under the feeds and
    // the content's bar, which stay in GTK's chain for Shift+Tab from the timeline.
    sidebar.tabLeads(to: timeline.list)
    installArticlePane()
    refresh.reloadTimeline = { [weak self] in await self?.reloadTimeline(isNewScope: false) }
    refresh.notifiesNewEntries = { [weak self] in self?.notifiesNewEntries ?? false }
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
    model.scope = scope(forSetting: store.startScopeKey)
    let failures = await subscribeAll(feedsToOpen)
    sidebar.highlight(model.scope)
    await reloadTimeline(isNewScope: true, screenfulFirst: present)
    showSubscribeFailures(failures)
    store.isLoaded = true
    await refresh.refreshAtStartUp(everyFeedAsked: settings?.refreshAtStartUp == true) {
      [weak self] in await self?.nextFramePainted()
    }
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
  var isSettled: Bool { store.isLoaded && timeline.refreshable.controller.phase == .idle }

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
