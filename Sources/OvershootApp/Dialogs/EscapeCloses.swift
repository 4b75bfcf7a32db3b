import CGtk
import GtkGlue

/// Escape closes a dialog window, as GNOME's dialogs do: a plain GtkWindow has no such key, so
/// a shortcut on the window runs the dialog's own close (which also forgets the dialog).
@MainActor
enum EscapeCloses {
  /// Makes Escape on `window` call `close`.
  static func install(
    on window: UnsafeMutablePointer<GtkWidget>, close: @escaping @MainActor () -> Void
  ) {
    let controller = gtk_shortcut_controller_new()!
    gtk_event_controller_set_name(controller, "overshoot-escape-closes")
    // Capture: the focused field must not keep the key from the window.
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    let action = gtk_callback_action_new(
      { _, _, data in
        guard let data else { return 0 }
        let box = Unmanaged<CloseBox>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { box.close() }
        return 1
      }, Unmanaged.passRetained(CloseBox(close)).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<CloseBox>.fromOpaque(data).release()
      })
    let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape"), action)
    gtk_shortcut_controller_add_shortcut(controller, shortcut)
    gtk_widget_add_controller(window, controller)
  }
}

/// Carries the close closure through GTK's callback action; released by its destroy notify.
private final class CloseBox: @unchecked Sendable {
  // @unchecked: only read on the main thread, where GTK runs shortcuts.
  let close: @MainActor () -> Void
  init(_ close: @escaping @MainActor () -> Void) { self.close = close }
}
