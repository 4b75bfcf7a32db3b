import CAdwaita
import GtkGlue
import Overshoot

extension Window {
  /// The GTK type name (such as `AdwAboutDialog`) of the libadwaita dialog shown inside this
  /// window now: on libadwaita 1.5 and later About and Preferences show inside an
  /// ``AdwaitaApplicationWindow`` instead of in a window of their own. Nil when none is.
  public var shownDialogTypeName: String? {
    guard let dialog = overshoot_adw_visible_dialog(gtkWindow) else { return nil }
    return String(
      cString: g_type_name_from_instance(
        UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GTypeInstance.self)))
  }
}
