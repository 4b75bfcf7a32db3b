import Overshoot
import OvershootAdwaita

/// The Preferences window (main menu, Ctrl+comma): the settings of the app's GSettings schema,
/// each applied to the running app as it changes. One at a time; asking again brings the open one
/// forward.
@MainActor
enum PreferencesDialog {
  /// The window shown now, if open.
  private(set) static weak var shown: PreferencesWindow?

  /// Shows the preferences of `window`'s app over it.
  static func present(for window: MainWindow) {
    let preferences = shown.flatMap { $0.isOpen ? $0 : nil } ?? make(for: window)
    shown = preferences
    preferences.present(over: window.window.gtkWindowPointer)
  }

  private static func make(for window: MainWindow) -> PreferencesWindow {
    PreferencesWindow(title: tr("Preferences")) {
      PreferencesPage(tr("General"), systemImage: "emblem-system-symbolic") {
        PreferencesGroup(tr("Refresh")) {
          SpinRow(
            tr("Minutes between refreshes"), subtitle: tr("0 turns periodic refresh off"),
            value: refreshInterval(of: window), in: 0...1440, step: 5)
          SwitchRow(
            tr("Pull to refresh with the mouse wheel"),
            subtitle: tr("Touchpad and touchscreen pulls always work"),
            isOn: setting(window, \.wheelPulls) { $0.setWheelPulls($1) })
          SwitchRow(
            tr("Refresh at start-up"),
            subtitle: tr("Off, only feeds never fetched are fetched when the app starts"),
            isOn: setting(window, \.refreshAtStartUp) { $0.settings?.refreshAtStartUp = $1 })
        }
        PreferencesGroup(tr("Notifications")) {
          SwitchRow(
            tr("Notify about new entries"),
            subtitle: tr("When a periodic refresh brings some while the window is not active"),
            isOn: setting(window, \.notifyNewEntries) { $0.setNotifiesNewEntries($1) })
        }
        PreferencesGroup(tr("Articles")) {
          SwitchRow(
            tr("Load remote images"),
            subtitle: tr("Off, an article asks no other server for anything"),
            isOn: setting(window, \.remoteImages) { $0.setRemoteImages($1) })
          SwitchRow(
            tr("Mark entries read when shown"),
            subtitle: tr("Off, they stay unread until marked read (M)"),
            isOn: setting(window, \.markReadOnOpen) { $0.settings?.markReadOnOpen = $1 })
          SpinRow(
            tr("Days to keep entries"),
            subtitle: tr(
              "0: no age limit. Starred ones and those still in their feed stay; unread do not"),
            value: keepEntriesDays(of: window), in: 0...3650, step: 30)
        }
      }
    }
  }

  /// A boolean setting, read from the settings and written through `apply`, which saves it and
  /// applies it to the running app. A new switch is one line: `SwitchRow(title, isOn:
  /// setting(window, \.key) { $0.settings?.key = $1 })`.
  private static func setting(
    _ window: MainWindow, _ key: KeyPath<AppSettings, Bool>,
    apply: @escaping @MainActor (MainWindow, Bool) -> Void
  ) -> Binding<Bool> {
    Binding(
      get: { [weak window] in window?.settings?[keyPath: key] ?? false },
      set: { [weak window] value in window.map { apply($0, value) } })
  }

  private static func keepEntriesDays(of window: MainWindow) -> Binding<Int> {
    Binding(
      get: { [weak window] in Int(window?.settings?.keepEntriesDays ?? 0) },
      set: { [weak window] days in window?.setKeepEntriesDays(days) })
  }

  private static func refreshInterval(of window: MainWindow) -> Binding<Int> {
    Binding(
      get: { [weak window] in Int(window?.settings?.refreshIntervalMinutes ?? 0) },
      set: { [weak window] minutes in window?.setRefreshInterval(minutes: minutes) })
  }
}
