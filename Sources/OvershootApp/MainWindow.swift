import CGtk
import FeedCore
import Foundation
import GtkGlue
import Overshoot
import RefreshCore

/// The main window: a header bar (sidebar toggle, Refresh, progress, Add Feed) over the sidebar
/// and the refreshable timeline.
@MainActor
final class MainWindow {
  /// The GtkApplicationWindow; GTK's window list owns it, this keeps a reference for Swift.
  let root: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef
  /// The header bar, for buttons and menus.
  let header: UnsafeMutablePointer<GtkWidget>
  /// The feed model.
  let model: ReaderModel
  /// The timeline.
  let timeline = TimelineView()
  /// The sidebar.
  let sidebar = SidebarView()
  /// Each widget feature on its own, for library users and screenshots.
  let playground = PlaygroundPage()
  /// The window's two pages: the feeds and the Playground.
  let pages: UnsafeMutablePointer<GtkWidget>
  let positions: ReadingPositions
  let paned: UnsafeMutablePointer<GtkWidget>
  let sidebarToggle: UnsafeMutablePointer<GtkWidget>
  /// The sidebar's toggle, for the F9 action.
  var sidebarToggleButton: UnsafeMutablePointer<GtkToggleButton> {
    sidebarToggle.checked(as: GtkToggleButton.self)
  }
  private let progressLabel: UnsafeMutablePointer<GtkWidget>
  private let refreshButton: UnsafeMutablePointer<GtkWidget>
  /// Opens a link in the browser; tests put a stand-in here.
  var openLink: @MainActor (String) throws(LinkOpener.Failure) -> Void = {
    link throws(LinkOpener.Failure) in
    try LinkOpener.open(link)
  }
  /// Set by refreshes the reader did not ask for (periodic, start-up, after an import), which
  /// cover every feed; F5 and the pull cover what is shown.
  private var nextRefreshCoversEveryFeed = false
  /// The feeds whose last refresh failed, for the banner.
  var refreshFailures = RefreshFailures()
  let switcher: UnsafeMutablePointer<GtkWidget>
  /// The header's title below 600 px, where the switcher leaves: the scope shown.
  let scopeTitle: UnsafeMutablePointer<GtkWidget>
  /// The header buttons that act on the feeds, hidden on the Playground page.
  var feedButtons: [UnsafeMutablePointer<GtkWidget>] = []
  /// The header's Add Feed button, which leaves below 600 px (the menu and Ctrl+L remain).
  var addButton: UnsafeMutablePointer<GtkWidget>?
  /// Whether the window is narrower than 600 px (one pane at a time).
  var isNarrow = false
  /// Whether going narrow folded the sidebar away, so widening again brings it back.
  var sidebarFoldedByWidth = false
  private var periodicRefresh: guint = 0
  /// The app's settings, once `use(_:)` has been called.
  var settings: AppSettings?
  /// The scope setting read at start, applied once subscriptions are loaded.
  var startScopeKey = ""
  /// Becomes true once the first load has finished (tests and `--screenshot` wait for it).
  private(set) var isLoaded = false

  init(application: ObjectRef, databaseURL: URL? = nil, positionsURL: URL? = nil) {
    AppStyle.install()
    model = ReaderModel(databaseURL: databaseURL)
    positions = ReadingPositions(url: positionsURL)
    root = gtk_application_window_new(application.pointer.checked(as: GtkApplication.self))
    reference = ObjectRef(retaining: root)
    let window = root.checked(as: GtkWindow.self)
    gtk_window_set_title(window, "Overshoot")
    gtk_window_set_default_size(window, 960, 680)
    gtk_widget_set_size_request(root, 360, 300)

    header = gtk_header_bar_new()
    gtk_window_set_titlebar(window, header)
    sidebarToggle = gtk_toggle_button_new()
    gtk_button_set_icon_name(sidebarToggle.checked(as: GtkButton.self), "sidebar-show-symbolic")
    gtk_widget_set_tooltip_text(sidebarToggle, "Show Feeds (F9)")
    overshoot_accessible_set_label(sidebarToggle, "Show feeds")
    gtk_toggle_button_set_active(sidebarToggle.checked(as: GtkToggleButton.self), 1)
    refreshButton = gtk_button_new_from_icon_name("view-refresh-symbolic")
    progressLabel = gtk_label_new(nil)
    gtk_widget_add_css_class(progressLabel, "refresh-progress")
    gtk_widget_set_visible(progressLabel, 0)
    let addButton = gtk_button_new_from_icon_name("list-add-symbolic")!
    gtk_widget_set_tooltip_text(addButton, "Add Feed (Ctrl+L)")
    overshoot_accessible_set_label(addButton, "Add feed")
    gtk_actionable_set_action_name(addButton.checked(gtk_actionable_get_type()), "win.add-feed")
    let bar = header.checked(gtk_header_bar_get_type())
    gtk_header_bar_pack_start(bar, sidebarToggle)
    gtk_header_bar_pack_start(bar, refreshButton)
    gtk_header_bar_pack_start(bar, progressLabel)
    gtk_header_bar_pack_end(bar, PrimaryMenu.makeButton())
    gtk_header_bar_pack_end(bar, addButton)

    paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)
    gtk_paned_set_start_child(paned.checked(gtk_paned_get_type()), sidebar.widget)
    gtk_paned_set_end_child(paned.checked(gtk_paned_get_type()), timeline.widget)
    gtk_paned_set_resize_start_child(paned.checked(gtk_paned_get_type()), 0)
    gtk_paned_set_shrink_start_child(paned.checked(gtk_paned_get_type()), 0)
    gtk_paned_set_shrink_end_child(paned.checked(gtk_paned_get_type()), 0)
    gtk_paned_set_position(paned.checked(gtk_paned_get_type()), 240)
    pages = gtk_stack_new()
    gtk_stack_set_transition_type(
      pages.checked(gtk_stack_get_type()), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    // Sized by the page shown, so the wide Playground never holds the feeds above 360 px.
    gtk_stack_set_hhomogeneous(pages.checked(gtk_stack_get_type()), 0)
    gtk_stack_set_vhomogeneous(pages.checked(gtk_stack_get_type()), 0)
    gtk_stack_add_titled(pages.checked(gtk_stack_get_type()), paned, "feeds", "Feeds")
    gtk_stack_add_titled(
      pages.checked(gtk_stack_get_type()), playground.widget, "playground", "Playground")
    StackPageAccessibility.hideInactivePages(of: pages)
    switcher = gtk_stack_switcher_new()
    gtk_stack_switcher_set_stack(
      switcher.checked(gtk_stack_switcher_get_type()), pages.checked(gtk_stack_get_type()))
    scopeTitle = gtk_label_new("All")
    gtk_widget_add_css_class(scopeTitle, "title")
    gtk_label_set_ellipsize(scopeTitle.checked(gtk_label_get_type()), PANGO_ELLIPSIZE_END)
    gtk_widget_set_visible(scopeTitle, 0)
    let titles = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
    gtk_box_append(titles.checked(as: GtkBox.self), switcher)
    gtk_box_append(titles.checked(as: GtkBox.self), scopeTitle)
    gtk_header_bar_set_title_widget(bar, titles)
    feedButtons = [sidebarToggle, refreshButton, addButton]
    self.addButton = addButton
    gtk_window_set_child(window, pages)

    refreshButton.connect("clicked") { [weak self] in
      self?.refreshShown(source: .button)
    }
    sidebarToggle.connect("toggled") { [weak self] in self?.syncSidebar() }
    pages.connectWithPointer("notify::visible-child-name") { [weak self] _ in
      self?.syncHeaderWithPage()
    }
    root.connectWithPointer("notify::default-width") { [weak self] _ in self?.adaptToWidth() }
    root.connectReturningBool("close-request") { [weak self] in
      self?.rememberPosition()
      return false
    }
    describeRefresh()
    sidebar.onSelect = { [weak self] scope in self?.select(scope) }
    timeline.list.onActivate { [weak self] id in self?.open(entryID: id) }
    timeline.refreshable.onRefreshReportingNewItems { [weak self] in
      try await self?.refreshFeeds()
    }
    model.onChange = { [weak self] in
      guard let self else { return }
      self.sidebar.update(self.model, selected: self.model.scope)
      self.describeRefresh()
    }
    installActions(application: application)
  }

  /// Loads the store, then subscribes to `feedsToOpen` (paths or URLs from the command line).
  func load(subscribingTo feedsToOpen: [String] = []) async {
    await model.start()
    model.scope = scope(forSetting: startScopeKey)
    let failures = await subscribeAll(feedsToOpen)
    sidebar.update(model, selected: model.scope)
    await reloadTimeline(isNewScope: true)
    showSubscribeFailures(failures)
    isLoaded = true
    // Offline first: stored entries are on screen already; feeds never fetched (a first run,
    // a new subscription list) are fetched now, through the same one-at-a-time refresh.
    if model.subscriptions.contains(where: { $0.lastAttempt == nil }) {
      refreshEveryFeed()
    }
  }

  /// Subscribes to feeds opened while the app runs (a second `overshoot FEED`) and shows the
  /// last one; failures appear in the banner.
  func subscribe(to locations: [String]) async {
    let failures = await subscribeAll(locations)
    sidebar.update(model, selected: model.scope)
    await reloadTimeline(isNewScope: true)
    showSubscribeFailures(failures)
  }

  /// Feeds named on the command line that could not be opened, said as that, not as a refresh.
  private func showSubscribeFailures(_ failures: [(feed: String, reason: String)]) {
    guard !failures.isEmpty else { return }
    let lines = failures.map { "Couldn’t open \($0.feed): \($0.reason)" }
    timeline.notice.show(lines.joined(separator: "\n"), isError: true)
  }

  /// Subscribes to each address, selecting the last that worked; returns the failures.
  private func subscribeAll(_ addresses: [String]) async -> [(feed: String, reason: String)] {
    var failures: [(feed: String, reason: String)] = []
    for address in addresses {
      do throws(SubscribeError) {
        let subscription = try await model.subscribe(to: address)
        model.scope = .feed(subscription.id)
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

  private func select(_ scope: EntryScope) {
    guard scope != model.scope else { return }
    rememberPosition()
    // A notice belongs to where it happened; the reader has moved on.
    timeline.notice.hide()
    foldSidebarIfNarrow()
    model.scope = scope
    settings?.selectedFeed = settingKey(for: scope)
    Task { await reloadTimeline(isNewScope: true) }
  }

  /// Reads the scope's entries and shows them; restores the saved position on a new scope.
  func reloadTimeline(isNewScope: Bool) async {
    let scope = model.scope
    describeRefresh()
    let entries: [StoredEntry]
    do {
      entries = try await model.entries(in: scope)
    } catch {
      timeline.notice.show("Couldn’t read the feed database: \(error)", isError: true)
      return
    }
    // The reader switched scopes while this read was under way: a newer reload shows that one.
    guard scope == model.scope else { return }
    timeline.show(
      entries, isNewScope: isNewScope, empty: emptyKind(hasEntries: !entries.isEmpty),
      restoring: isNewScope ? positions.position(in: model.scope) : nil)
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
    return .noEntries(scopeName: scopeName)
  }

  private var scopeName: String {
    switch model.scope {
    case .all: "your feeds"
    case .unread: "Unread"
    case .starred: "Starred"
    case .feed: model.selectedFeed?.title ?? "this feed"
    }
  }

  private func rememberPosition() {
    guard let top = timeline.list.visibleRange?.first,
      let rowOffset = timeline.list.topRowOffset
    else { return }
    positions.remember(ReadingPosition(entry: top, rowOffset: rowOffset), for: model.scope)
  }

  // MARK: - Refresh

  /// The reader's own refresh (the button, the menu): what is shown. With no feed there is
  /// nothing to fetch, so nothing spins; the notice says what to do instead.
  func refreshShown(source: RefreshRequestSource) {
    guard !model.subscriptions.isEmpty else {
      timeline.notice.show("No feeds to refresh yet: add one with Ctrl+L.", isError: false)
      return
    }
    timeline.refreshable.beginRefreshing(source: source)
  }

  /// Starts a refresh of every feed whatever is shown: the periodic, start-up and post-import
  /// refreshes, which the reader did not ask for while looking at one feed.
  func refreshEveryFeed() {
    nextRefreshCoversEveryFeed = true
    timeline.refreshable.beginRefreshing(source: .program)
  }

  /// What F5, the pull and the header button refresh now, in the button's tooltip and name.
  var refreshTooltip: String {
    guard let feed = model.selectedFeed else { return "Refresh All Feeds (F5)" }
    return "Refresh “\(feed.title)” (F5)"
  }

  private func describeRefresh() {
    gtk_label_set_text(
      scopeTitle.checked(gtk_label_get_type()), scopeName == "your feeds" ? "All" : scopeName)
    gtk_widget_set_tooltip_text(refreshButton, refreshTooltip)
    overshoot_accessible_set_label(
      refreshButton, model.selectedFeed.map { "Refresh “\($0.title)”" } ?? "Refresh feeds")
  }

  /// Refreshes what is shown (the selected feed, or every feed), or every feed when the refresh
  /// is not the reader's own; returns the count of new entries. Throws when every feed failed,
  /// so the indicator shows the reason.
  private func refreshFeeds() async throws -> Int? {
    setProgress(nil)
    let feedIDs = nextRefreshCoversEveryFeed ? nil : model.selectedFeed.map { [$0.id] }
    nextRefreshCoversEveryFeed = false
    let results = await model.refresh(feedIDs: feedIDs) { [weak self] progress in
      self?.setProgress(progress)
    }
    setProgress(nil)
    // Cancelled (Escape, the window closing): the feeds did not fail, so say nothing of them.
    try Task.checkCancellation()
    refreshFailures.record(results)
    timeline.banner.show(refreshFailures)
    await reloadTimeline(isNewScope: false)
    let failed = results.compactMap { result -> String? in
      guard case .failed(let reason) = result.outcome else { return nil }
      return reason
    }
    if !results.isEmpty, failed.count == results.count {
      throw FeedsUnreachable(reason: failed.first ?? "no feed answered")
    }
    return results.reduce(0) { $0 + $1.newEntries }
  }

  private func setProgress(_ progress: RefreshProgress?) {
    // Hidden when empty: an empty label reads as "GtkLabel" to a screen reader.
    guard let progress, progress.total > 1, progress.completed < progress.total else {
      gtk_label_set_text(progressLabel.checked(gtk_label_get_type()), "")
      gtk_widget_set_visible(progressLabel, 0)
      return
    }
    gtk_label_set_text(
      OpaquePointer(progressLabel), "\(progress.completed) of \(progress.total) feeds")
    gtk_widget_set_visible(progressLabel, 1)
  }

  /// Refreshes every `minutes` through the same one-at-a-time coordinator; 0 turns it off.
  func setPeriodicRefresh(minutes: Int) {
    MainContext.cancel(periodicRefresh)
    periodicRefresh = 0
    guard minutes > 0 else { return }
    periodicRefresh = MainContext.every(milliseconds: UInt32(minutes) * 60_000) { [weak self] in
      self?.refreshEveryFeed()
      return self != nil
    }
  }

  // MARK: - Entries

  /// Opens the entry's link in the browser (http and https only) and marks it read; when the
  /// link cannot be opened, says why, leaves the entry unread and offers to copy the link.
  func open(entryID: Int64) {
    guard let entry = storedEntry(entryID) else { return }
    guard let link = entry.entry.link else {
      timeline.notice.show("This entry has no link to open.", isError: true)
      return
    }
    do throws(LinkOpener.Failure) {
      try openLink(link)
    } catch {
      timeline.notice.show(
        "Couldn’t open the link: \(error.message).", isError: true,
        action: ("Copy Link", { [weak self] in self?.copyLink(link) }))
      return
    }
    if !entry.isRead { setEntryRead(entryID, true) }
  }
}

/// Every feed failed to refresh; the message is the first reason.
struct FeedsUnreachable: Error, CustomStringConvertible {
  let reason: String
  var description: String { "no feed could be reached (\(reason))" }
}
