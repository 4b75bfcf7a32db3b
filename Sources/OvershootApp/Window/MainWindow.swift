import FeedCore
import Foundation
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
  /// The state the reader's views observe.
  let state = ReadingState()
  /// The timeline's scope, pages, keys and entries.
  let timelineController: TimelineController
  /// The article pane's entry, its keys and reading on.
  let articleController: ArticleController
  /// The timeline's search.
  let searchController: SearchController
  /// The sheet shown over the window (Add Feed…), presented by the split view.
  let sheets = ReaderSheets()
  let positions: ReadingPositions
  /// Starts the refreshes and keeps what they leave in `store`.
  let refresh: RefreshController
  /// The timeline's Refresh button.
  let refreshButton: WidgetHandle
  /// The "new entries" notification a periodic refresh sends while the window is not active.
  let newEntries: NewEntriesNotifier
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
  /// The view toggles of the primary menu, kept to show saved settings in their check marks.
  var showReadoutAction: Action?
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
    // The app's name is what the window list, the overview and Alt+Tab show; the scope is the
    // timeline's header.
    window.takesNavigationTitles = false
    window.minimumSize = (360, 300)
    newEntries = NewEntriesNotifier(application: application, window: window)
    timelineController = TimelineController(
      model: model, state: state, timeline: timeline, layout: layout, positions: positions,
      article: article, window: window)
    articleController = ArticleController(
      model: model, state: state, timeline: timeline, article: article, layout: layout,
      entries: timelineController)
    searchController = SearchController(
      model: model, state: state, timeline: timeline, article: article)
    refreshButton = WidgetHandle(
      Button(tr("Refresh feeds"), systemImage: "view-refresh-symbolic") {})
    refresh = RefreshController(
      state: state, model: model, timeline: timeline, button: refreshButton,
      newEntries: newEntries)
    let layout = layout
    // Where GNOME apps with a sidebar put them: adding in the sidebar's bar; what acts on the
    // shown scope, search and the primary menu in the timeline's.
    let (addButton, refreshButton, searchButton, state, model, refresh) = (
      addButton, refreshButton, searchButton, state, model, refresh
    )
    let split = NavigationSplitView(
      columnVisibility: layout.visibilityBinding,
      preferredCompactColumn: layout.compactColumnBinding
    ) {
      Sidebar(model: model, rows: sidebar)
        .navigationTitle(tr("Feeds"))
        .toolbar { ToolbarItem(placement: .navigation) { addButton } }
        .navigationSplitViewColumnWidth(220)
        .onAppear { [weak self] in self?.sidebarAppeared() }
    } content: {
      EmbeddedWidget(timeline.widget)
        // While searching, results come from every feed: the header says so, not the scope's
        // name.
        .navigationTitle(state.searchQuery.isEmpty ? model.scopeTitle : tr("Search in All Feeds"))
        .toolbar {
          ToolbarItemGroup(placement: .navigation) {
            // Says what it refreshes: the shown feed, or every feed.
            refreshButton.help(refresh.refreshTooltip).accessibilityLabel(refresh.refreshLabel)
            RefreshProgressLabel(state: state)
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
    adwaitaWindow.setContent(split)

    window.onCloseRequest { [weak self] in self?.timelineController.rememberPosition() }
    sidebar.onSelect = { [weak self] scope in self?.timelineController.select(scope) }
    // Tab reads on from the feeds to their entries, past the content's bar, which stays in GTK's
    // chain for Shift+Tab from the timeline.
    sidebar.tabLeads(to: timeline.list)
    installControllers()
    refresh.reloadTimeline = { [weak self] in
      await self?.timelineController.reloadTimeline(isNewScope: false)
    }
    refresh.notifiesNewEntries = { [weak self] in self?.notifiesNewEntries ?? false }
    installActions(application: application)
    timelineController.installKeys()
    articleController.installKeys()
    searchController.install(in: window)
    timelineController.installPaging()
  }

  /// Connects the controllers to what they leave to the window: the settings, the scope's name
  /// in the title, the search's reloads; then the article pane to the timeline.
  private func installControllers() {
    timelineController.onScopeChosen = { [weak self] scope in
      guard let self else { return }
      self.settings?.selectedFeed = self.settingKey(for: scope)
    }
    articleController.marksReadOnOpen = { [weak self] in self?.settings?.markReadOnOpen ?? true }
    searchController.rememberPosition = { [weak timelineController] in
      timelineController?.rememberPosition()
    }
    searchController.rememberEntry = { [weak timelineController] id in
      timelineController?.remember(entry: id)
    }
    searchController.reloadTimeline = { [weak timelineController] in
      await timelineController?.reloadTimeline(isNewScope: true)
    }
    articleController.installPane()
    article.onTabOut = { [weak self] backward in self?.tabOutOfArticle(backward: backward) ?? false
    }
  }

  /// Loads the store, then subscribes to `feedsToOpen` (paths or URLs from the command line);
  /// calls `present` once the first screenful of entries is in place (see
  /// `TimelineController+FirstScreenful.swift`), and returns once the whole first page is.
  func load(
    subscribingTo feedsToOpen: [String] = [], present: @escaping @MainActor () -> Void = {}
  ) async {
    await model.start()
    model.scope = scope(forSetting: state.startScopeKey)
    let failures = await subscribeAll(feedsToOpen)
    await timelineController.reloadTimeline(isNewScope: true, screenfulFirst: present)
    showSubscribeFailures(failures)
    state.isLoaded = true
    await refresh.refreshAtStartUp(everyFeedAsked: settings?.refreshAtStartUp == true) {
      [weak self] in await self?.window.nextFramePainted()
    }
  }

  /// Subscribes to feeds opened while the app runs (a second `overshoot FEED`) and shows the
  /// last one; failures appear in the banner.
  func subscribe(to locations: [String]) async {
    let failures = await subscribeAll(locations)
    await timelineController.reloadTimeline(isNewScope: true)
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
  var isSettled: Bool { state.isLoaded && timeline.refreshable.controller.phase == .idle }

}
