import FeedCore
import Overshoot
import OvershootWebKit

extension MainWindow {
  /// Applies the saved settings (readout, wheel pulls, notifications, remote images, periodic
  /// refresh, how long entries are kept, the scope to show at start) and keeps them up to date
  /// from now on; the start-up refresh and marking read on open read theirs when they act.
  func use(_ settings: AppSettings) {
    self.settings = settings
    // Connected before the first read: GSettings reports changes only of keys read since.
    settings.onChange(of: .remoteImages) { [weak self, weak settings] in
      guard let self, let settings else { return }
      self.showRemoteImages(settings.remoteImages)
    }
    showRemoteImages(settings.remoteImages)
    settings.onChange(of: .keepEntriesDays) { [weak self, weak settings] in
      guard let self, let settings else { return }
      self.keepEntries(forDays: Int(settings.keepEntriesDays))
    }
    followChanges(of: settings)
    // The next refresh deletes what is older: a delete now would delay the first frame.
    keepEntries(forDays: Int(settings.keepEntriesDays), deletingNow: false)
    showReadoutAction?.isOn = settings.showScrollReadout
    timeline.setReadoutShown(settings.showScrollReadout)
    wheelPullsAction?.isOn = settings.wheelPulls
    notifyNewEntriesAction?.isOn = settings.notifyNewEntries
    timeline.refreshable.controller.configuration.wheelPullsEnabled = settings.wheelPulls
    setPeriodicRefresh(minutes: Int(settings.refreshIntervalMinutes))
    startScopeKey = settings.selectedFeed
  }

  /// Applies the settings Preferences changes (it knows no window) as they change: the
  /// refresh schedule, wheel pulls and notifications, with the menu's toggles following.
  private func followChanges(of settings: AppSettings) {
    settings.onChange(of: .refreshInterval) { [weak self, weak settings] in
      guard let self, let settings else { return }
      self.setPeriodicRefresh(minutes: Int(settings.refreshIntervalMinutes))
    }
    settings.onChange(of: .wheelPulls) { [weak self, weak settings] in
      guard let self, let settings else { return }
      let enabled = settings.wheelPulls
      self.timeline.refreshable.controller.configuration.wheelPullsEnabled = enabled
      if self.wheelPullsAction?.isOn != enabled { self.wheelPullsAction?.isOn = enabled }
    }
    settings.onChange(of: .notifyNewEntries) { [weak self, weak settings] in
      guard let self, let settings else { return }
      let enabled = settings.notifyNewEntries
      if self.notifyNewEntriesAction?.isOn != enabled {
        self.notifyNewEntriesAction?.isOn = enabled
      }
      if !enabled { self.newEntries.withdraw() }
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

  /// Loads or blocks remote content in articles from now on, and saves the choice.
  func setRemoteImages(_ enabled: Bool) {
    showRemoteImages(enabled)
    settings?.remoteImages = enabled
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

  /// Whether wheel notches pull to refresh: saved, applied, and shown in the menu's toggle.
  func setWheelPulls(_ enabled: Bool) {
    timeline.refreshable.controller.configuration.wheelPullsEnabled = enabled
    settings?.wheelPulls = enabled
    wheelPullsAction?.isOn = enabled
  }

  /// Whether new entries send a notification: saved, shown in the menu's toggle, and when off,
  /// the one sent is withdrawn.
  func setNotifiesNewEntries(_ enabled: Bool) {
    settings?.notifyNewEntries = enabled
    notifyNewEntriesAction?.isOn = enabled
    if !enabled { newEntries.withdraw() }
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
