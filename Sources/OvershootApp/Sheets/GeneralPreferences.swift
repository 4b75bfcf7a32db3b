import Overshoot
import OvershootAdwaita

/// The General page of Preferences: every row reads and writes one key of the app's settings.
/// It knows no window: whatever a change does to the running app (the refresh schedule, wheel
/// pulls, remote images) follows from the settings' own change notification.
@MainActor
struct GeneralPreferences {
  /// The settings the rows show and change.
  let settings: AppSettings

  /// The page: appearance, refresh, notifications and articles.
  var body: PreferencesPage {
    PreferencesPage(tr("General"), systemImage: "emblem-system-symbolic") {
      PreferencesGroup(tr("Appearance")) {
        ComboRow(
          tr("Style"), selection: style, options: StyleChoice.allCases.map { ($0.title, $0) })
      }
      PreferencesGroup(tr("Refresh")) {
        SpinRow(
          tr("Minutes between refreshes"), subtitle: tr("0 turns periodic refresh off"),
          value: count(\.refreshIntervalMinutes), in: 0...1440, step: 5)
        SwitchRow(
          tr("Pull to refresh with the mouse wheel"),
          subtitle: tr("Touchpad and touchscreen pulls always work"),
          isOn: flag(\.wheelPulls))
        SwitchRow(
          tr("Refresh at start-up"),
          subtitle: tr("Off, only feeds never fetched are fetched when the app starts"),
          isOn: flag(\.refreshAtStartUp))
      }
      PreferencesGroup(tr("Notifications")) {
        SwitchRow(
          tr("Notify about new entries"),
          subtitle: tr("When a periodic refresh brings some while the window is not active"),
          isOn: flag(\.notifyNewEntries))
      }
      PreferencesGroup(tr("Articles")) {
        SwitchRow(
          tr("Load remote images"),
          subtitle: tr("Off, an article asks no other server for anything"),
          isOn: flag(\.remoteImages))
        SwitchRow(
          tr("Mark entries read when shown"),
          subtitle: tr("Off, they stay unread until marked read (M)"),
          isOn: flag(\.markReadOnOpen))
        SpinRow(
          tr("Days to keep entries"),
          subtitle: tr(
            "0: no age limit. Starred ones and those still in their feed stay; unread do not"),
          value: count(\.keepEntriesDays), in: 0...3650, step: 30)
      }
    }
  }

  /// The style row's binding to the `style` setting.
  private var style: Binding<StyleChoice> {
    Binding(
      get: { [weak settings] in settings?.style ?? .system },
      set: { [weak settings] choice in settings?.style = choice })
  }

  /// A switch's binding to the boolean setting at `key`.
  private func flag(_ key: ReferenceWritableKeyPath<AppSettings, Bool>) -> Binding<Bool> {
    Binding(
      get: { [weak settings] in settings?[keyPath: key] ?? false },
      set: { [weak settings] value in settings?[keyPath: key] = value })
  }

  /// A spin row's binding to the count setting at `key` (minutes, days).
  private func count(_ key: ReferenceWritableKeyPath<AppSettings, UInt32>) -> Binding<Int> {
    Binding(
      get: { [weak settings] in Int(settings?[keyPath: key] ?? 0) },
      set: { [weak settings] value in settings?[keyPath: key] = UInt32(clamping: value) })
  }
}
