import CGtk
import FeedCore
import GtkGlue

extension MainWindow {
  /// Applies the saved settings (readout, wheel pulls, periodic refresh, the scope to show at
  /// start) and keeps them up to date from now on.
  func use(_ settings: AppSettings) {
    self.settings = settings
    setToggle("show-readout", settings.showScrollReadout)
    timeline.setReadoutShown(settings.showScrollReadout)
    setToggle("wheel-pulls", settings.wheelPulls)
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

  /// The two view toggles of the primary menu, stateful actions saved in the settings.
  func installToggleActions() {
    addToggle("show-readout") { [weak self] shown in
      self?.timeline.setReadoutShown(shown)
      self?.settings?.showScrollReadout = shown
    }
    addToggle("wheel-pulls") { [weak self] enabled in
      self?.timeline.refreshable.controller.configuration.wheelPullsEnabled = enabled
      self?.settings?.wheelPulls = enabled
    }
  }

  private func addToggle(_ name: String, changed: @escaping @MainActor (Bool) -> Void) {
    let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(0))!
    action.connectActivate { _ in
      let state = g_action_get_state(action)
      let current = state.map { g_variant_get_boolean($0) != 0 } ?? false
      if let state { g_variant_unref(state) }
      g_simple_action_set_state(action, g_variant_new_boolean(current ? 0 : 1))
      changed(!current)
    }
    g_action_map_add_action(root.checked(g_action_map_get_type()), action)
    g_object_unref(action.gpointer)
  }

  private func setToggle(_ name: String, _ value: Bool) {
    guard let action = g_action_map_lookup_action(root.checked(g_action_map_get_type()), name)
    else { return }
    g_simple_action_set_state(action, g_variant_new_boolean(value ? 1 : 0))
  }
}
