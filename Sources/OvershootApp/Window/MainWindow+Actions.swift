import FeedCore
import Foundation
import Overshoot

extension MainWindow {
  /// The window's actions, for buttons, menus, row context menus and shortcuts. F5, Ctrl+R and
  /// Escape are the refreshable view's own shortcuts; `win.refresh` serves menus.
  func installActions(application: Application) {
    addAction("refresh") { [weak self] in self?.refresh.refreshShown(source: .action) }
    addAction("cancel-refresh") { [weak self] in self?.timeline.refreshable.cancelRefreshing() }
    addAction("add-feed") { [weak self] in self?.presentAddFeed() }
    addAction("add-account") { [weak self] in
      guard let self else { return }
      let session = AccountSession(model: self.model) { [weak self] account in
        self?.refresh.startRefresh(because: .accountAdded(account.id))
      }
      self.sheets.show(.account(session))
    }
    addAction("sync-accounts") { [weak self] in self?.presentSyncAccounts() }
    addAction("toggle-sidebar") { [weak self] in self?.toggleSidebar() }
    addAction("import-opml") { [weak self] in self?.importOPML() }
    addAction("export-opml") { [weak self] in self?.exportOPML() }
    addEntryAction("toggle-read") { [weak self] id in self?.timelineController.toggleRead(id) }
    addEntryAction("toggle-star") { [weak self] id in self?.timelineController.toggleStar(id) }
    addAction("mark-all-read") { [weak self] in self?.timelineController.markAllRead() }
    addAction("preferences") { [weak self] in
      self.map { PreferencesDialog.present($0.settings, over: $0.window.gtkWindowPointer) }
    }
    addEntryAction("copy-link") { [weak self] id in
      guard let entries = self?.timelineController, let link = entries.storedEntry(id)?.entry.link
      else { return }
      entries.copyLink(link)
    }
    addEntryAction("open-entry") { [weak self] id in self?.timelineController.open(entryID: id) }
    addEntryAction(FeedMenu.remove) { [weak self] id in self?.confirmRemoval(of: id) }
    installFeedMenuActions()
    installToggleActions()
    // Every shortcut of the app, these actions' and the app's, is declared in `Accelerators`.
    Accelerators.install(in: application)
  }

  private func addAction(_ name: String, _ body: @escaping @MainActor () -> Void) {
    window.addAction(Action(name, perform: body))
  }

  /// An action on one entry or feed, named by its id (`win.NAME(42)` in a row's menu).
  func addEntryAction(_ name: String, _ body: @escaping @MainActor (Int64) -> Void) {
    window.addAction(Action(name, parameter: Int64.self, perform: body))
  }

  /// Shows the Add Feed sheet; a new feed becomes the selected one.
  @discardableResult
  func presentAddFeed(prefill: String = "") -> AddFeedSession {
    let session = AddFeedSession(model: model, prefill: prefill) { [weak self] subscription in
      guard let self else { return }
      self.model.scope = .feed(subscription.id)
      // Saved like a pick in the sidebar, so the next start opens the feed just added.
      self.settings?.selectedFeed = self.settingKey(for: self.model.scope)
      Task { await self.timelineController.reloadTimeline(isNewScope: true) }
    }
    session.onQueued = { [weak self] error in
      self?.timeline.notice.show(
        tr("The subscription is queued: %@", error.message), isError: true)
    }
    sheets.show(.addFeed(session))
    return session
  }

  private func toggleSidebar() {
    layout.toggleSidebar()
  }

  /// Asks before removing the feed `feedID`, in an alert over the window; false when there is
  /// no such feed.
  @discardableResult
  func confirmRemoval(of feedID: Int64) -> Bool {
    guard let feed = model.subscriptions.first(where: { $0.id == feedID }) else { return false }
    sheets.ask(
      FeedRemovalQuestion(title: feed.title) { [weak self] in
        guard let self else { return }
        Task {
          await self.model.remove(feedID)
          self.state.refreshFailures.forget(feedID)
          self.timeline.banner.show(self.state.refreshFailures)
          await self.timelineController.reloadTimeline(isNewScope: true)
        }
      })
    return true
  }

  private func importOPML() {
    FileDialogs.open(title: tr("Import Subscriptions"), over: root) { [weak self] path in
      Task { await self?.importOPML(from: path) }
    }
  }

  /// Follows every feed in the OPML file at `path`, says how many, and refreshes every feed.
  func importOPML(from path: String) async {
    let name = URL(fileURLWithPath: path).lastPathComponent
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let imported = try await model.importOPML(data)
      timeline.notice.show(imported.message(fileName: name), isError: false)
      if imported.added > 0 { refresh.refreshEveryFeed(because: .afterImport) }
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile {
      timeline.notice.show(tr("Couldn’t import %@: there is no such file.", name), isError: true)
    } catch {
      timeline.notice.show(
        tr("Couldn’t import %@: it is not a subscription list (%@).", name, "\(error)"),
        isError: true)
    }
  }

  private func exportOPML() {
    FileDialogs.save(
      title: tr("Export Subscriptions"), suggestedName: "subscriptions.opml", over: root
    ) { [weak self] path in
      guard let self else { return }
      do {
        try self.model.exportOPML().write(to: URL(fileURLWithPath: path), options: .atomic)
        self.timeline.notice.show(
          tr("Exported your feeds to %@.", URL(fileURLWithPath: path).lastPathComponent),
          isError: false)
      } catch {
        self.timeline.notice.show(
          tr("Couldn’t export your feeds: %@", error.localizedDescription), isError: true)
      }
    }
  }
}
