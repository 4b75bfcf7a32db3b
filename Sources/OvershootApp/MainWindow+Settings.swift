import FeedCore
import Overshoot

extension MainWindow {
  /// Applies the saved settings (readout, wheel pulls, notifications, periodic refresh, the scope
  /// to show at start) and keeps them up to date from now on.
  func use(_ settings: AppSettings) {
    self.settings = settings
    showReadoutAction?.isOn = settings.showScrollReadout
    timeline.setReadoutShown(settings.showScrollReadout)
    wheelPullsAction?.isOn = settings.wheelPulls
    notifyNewEntriesAction?.isOn = settings.notifyNewEntries
    timeline.refreshable.controller.configuration.wheelPullsEnabled = settings.wheelPulls
    setPeriodicRefresh(minutes: Int(settings.refreshIntervalMinutes))
    startScopeKey = settings.selectedFeed
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

  /// The toggles of the primary menu (two view toggles, notifications), stateful actions saved in
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

  /// Minutes between automatic refreshes (0: off): saved, and the schedule changed at once.
  func setRefreshInterval(minutes: Int) {
    settings?.refreshIntervalMinutes = UInt32(clamping: minutes)
    setPeriodicRefresh(minutes: minutes)
  }
}
