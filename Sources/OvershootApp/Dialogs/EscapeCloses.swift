import CGtk
import GtkGlue

/// Escape closes a dialog window, as GNOME's dialogs do: a plain GtkWindow has no such key, so
/// a shortcut on the window runs the dialog's own close (which also forgets the dialog).
@MainActor
enum EscapeCloses {
  /// Makes Escape on `window` call `close`; caught before the focused field can keep it.
  static func install(
    on window: UnsafeMutablePointer<GtkWidget>, close: @escaping @MainActor () -> Void
  ) {
    KeyShortcuts.install(["Escape"], on: window, capture: true) {
      close()
      return true
    }
  }
}
