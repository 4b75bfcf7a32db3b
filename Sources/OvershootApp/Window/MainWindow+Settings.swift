import FeedCore
import Overshoot
import OvershootWebKit

extension MainWindow {
  /// Applies the saved settings (style, readout, wheel pulls, notifications, remote images,
  /// periodic refresh, how long entries are kept, the scope to show at start) and keeps them up
  /// to date from now on; the start-up refresh and marking read on open read theirs when they act.
  func use(_ settings: AppSettings) {
    self.settings = settings
    // Connected before the first read: GSettings reports changes only of keys read since.
    followChanges(of: settings)
    StyleChoice.follow(settings)
    showRemoteImages(settings.remoteImages)
    // The next refresh deletes what is older: a delete now would delay the first frame.
    keepEntries(forDays: Int(settings.keepEntriesDays), deletingNow: false)
    showReadoutAction?.isOn = settings.showScrollReadout
    timeline.setReadoutShown(settings.showScrollReadout)
    applyWheelPulls(settings.wheelPulls)
    notifyNewEntryAction(shows: settings.notifyNewEntries)
    refresh.setPeriodicRefresh(minutes: Int(settings.refreshIntervalMinutes))
    state.startScopeKey = settings.selectedFeed
  }

  /// Applies each setting as it changes, whoever changed it (the menu's toggles, Preferences,
  /// which knows no window, `gsettings set`): the one path by which a change takes effect. A
  /// write of the value a key has notifies again, and applying writes nothing, so no change
  /// comes back around.
  private func followChanges(of settings: AppSettings) {
    settings.onChange(of: .remoteImages) { [weak self, weak settings] in
      guard let self, let settings else { return }
      self.showRemoteImages(settings.remoteImages)
    }
    settings.onChange(of: .keepEntriesDays) { [weak self, weak settings] in
      guard let self, let settings else { return }
      self.keepEntries(forDays: Int(settings.keepEntriesDays))
    }
    settings.onChange(of: .refreshInterval) { [weak self, weak settings] in
      guard let self, let settings else { return }
      self.refresh.setPeriodicRefresh(minutes: Int(settings.refreshIntervalMinutes))
    }
    settings.onChange(of: .wheelPulls) { [weak self, weak settings] in
      guard let self, let settings else { return }
      self.applyWheelPulls(settings.wheelPulls)
    }
    settings.onChange(of: .notifyNewEntries) { [weak self, weak settings] in
      guard let self, let settings else { return }
      self.applyNotifiesNewEntries(settings.notifyNewEntries)
    }
  }

  /// The scope the settings name, once subscriptions are known.
  func scope(forSetting key: String) -> EntryScope {
    switch key {
    case "": .all
    case "unread": .unread
    case "starred": .starred
    default: model.subscriptions.first { $0.url.absoluteString == key }.map { .feed($0.id) } ?? .all
    }
  }

  /// The setting's value for `scope`.
  func settingKey(for scope: EntryScope) -> String {
    switch scope {
    case .all: ""
    case .unread: "unread"
    case .starred: "starred"
    case .feed(let id): model.subscriptions.first { $0.id == id }?.url.absoluteString ?? ""
    }
  }

  /// Lets articles load remote content or blocks all of it, in the article shown too, and shows
  /// the choice in the menu's check mark.
  func showRemoteImages(_ enabled: Bool) {
    article.content.remoteContent = enabled ? .allowed : .blocked
    if remoteImagesAction?.isOn != enabled { remoteImagesAction?.isOn = enabled }
  }

  /// Loads or blocks remote content in articles from now on, and saves the choice; the
  /// setting's change applies it (at once without settings).
  func setRemoteImages(_ enabled: Bool) {
    guard let settings else { return showRemoteImages(enabled) }
    settings.remoteImages = enabled
  }

  /// The toggles of the primary menu (two view toggles, notifications, remote images), stateful actions saved in
  /// the settings.
  func installToggleActions() {
    let showReadout = Action("show-readout", state: false) { [weak self] shown in
      self?.timeline.setReadoutShown(shown)
      self?.settings?.showScrollReadout = shown
    }
    let wheelPulls = Action("wheel-pulls", state: false) { [weak self] enabled in
      self?.setWheelPulls(enabled)
    }
    // On as the schema's default is, until `use(_:)` shows the saved value; read at send time.
    let notify = Action("notify-new-entries", state: true) { [weak self] enabled in
      self?.setNotifiesNewEntries(enabled)
    }
    // On as the schema's default is; `use(_:)` shows the saved value.
    let remoteImages = Action("remote-images", state: true) { [weak self] enabled in
      self?.setRemoteImages(enabled)
    }
    window.addAction(remoteImages)
    remoteImagesAction = remoteImages
    window.addAction(showReadout)
    window.addAction(wheelPulls)
    window.addAction(notify)
    showReadoutAction = showReadout
    wheelPullsAction = wheelPulls
    notifyNewEntriesAction = notify
  }

  /// Whether wheel notches pull to refresh, from the menu's toggle: saved, and applied by the
  /// setting's change (at once without settings).
  func setWheelPulls(_ enabled: Bool) {
    guard let settings else { return applyWheelPulls(enabled) }
    settings.wheelPulls = enabled
  }

  /// Lets wheel notches pull to refresh or not, and shows it in the menu's toggle.
  private func applyWheelPulls(_ enabled: Bool) {
    timeline.refreshable.controller.configuration.wheelPullsEnabled = enabled
    if wheelPullsAction?.isOn != enabled { wheelPullsAction?.isOn = enabled }
  }

  /// Whether new entries send a notification, from the menu's toggle: saved, and applied by
  /// the setting's change (at once without settings).
  func setNotifiesNewEntries(_ enabled: Bool) {
    guard let settings else { return applyNotifiesNewEntries(enabled) }
    settings.notifyNewEntries = enabled
  }

  /// Shows whether new entries send a notification in the menu's toggle; when off, withdraws
  /// the one sent.
  private func applyNotifiesNewEntries(_ enabled: Bool) {
    notifyNewEntryAction(shows: enabled)
    if !enabled { newEntries.withdraw() }
  }

  /// Shows `enabled` in the menu's Notify About New Entries toggle.
  private func notifyNewEntryAction(shows enabled: Bool) {
    if notifyNewEntriesAction?.isOn != enabled { notifyNewEntriesAction?.isOn = enabled }
  }

  /// Keeps entries for `days` days (0: regardless of age) from the next refresh on, and unless
  /// told otherwise deletes the older ones now and shows what remains; a store that cannot do
  /// it says so in the notice.
  func keepEntries(forDays days: Int, deletingNow: Bool = true) {
    Task {
      do throws(StoreError) {
        let removed = try await model.keepEntries(forDays: days, deletingNow: deletingNow)
        guard removed > 0 else { return }
        await timelineController.reloadTimeline(isNewScope: false)
      } catch {
        timeline.notice.show(tr("Couldn’t delete old entries: %@", "\(error)"), isError: true)
      }
    }
  }
}
