import Overshoot
import OvershootAdwaita

/// The Preferences window (main menu, Ctrl+comma) over the app's settings, each change applied
/// to the running app as it is made (see `GeneralPreferences`). One at a time; asking again
/// brings the open one forward.
@MainActor
enum PreferencesDialog {
  /// The window shown now, if open.
  private(set) static weak var shown: PreferencesWindow?

  /// Shows the preferences of `settings` over `parent`; without settings there is nothing to
  /// show.
  static func present(_ settings: AppSettings?, over parent: GtkWindowPointer?) {
    guard let settings else { return }
    let preferences =
      shown.flatMap { $0.isOpen ? $0 : nil }
      ?? PreferencesWindow(title: tr("Preferences")) {
        GeneralPreferences(settings: settings).body
      }
    shown = preferences
    preferences.present(over: parent)
  }
}
