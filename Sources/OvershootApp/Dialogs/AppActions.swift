import CGtk
import GtkGlue

/// The application-wide actions behind the primary menu and their keyboard shortcuts:
/// `app.shortcuts` (Ctrl+?), `app.about`, `app.quit` (Ctrl+Q), plus Ctrl+W for GtkWindow's own
/// `window.close`.
@MainActor
enum AppActions {
  /// Accelerators by detailed action name, as `gtk_application_set_accels_for_action` takes them.
  static let accelerators: [(action: String, accels: [String])] = [
    ("app.shortcuts", ["<Control>question"]),
    ("app.quit", ["<Control>q"]),
    ("window.close", ["<Control>w"]),
  ]

  /// Adds the actions to `application`; dialogs open over `window`.
  static func install(on application: ObjectRef, window: UnsafeMutablePointer<GtkWindow>) {
    let app = application.pointer
    add("shortcuts", to: app) { ShortcutsWindow.present(over: window) }
    add("about", to: app) { AboutDialog.present(over: window) }
    add("quit", to: app) { closeAllWindows(of: app) }
    for (action, accels) in accelerators {
      Accelerators.set(accels, for: action, in: application)
    }
  }

  private static func add(
    _ name: String, to application: gpointer, _ body: @escaping @MainActor () -> Void
  ) {
    let action = g_simple_action_new(name, nil)!
    action.connectActivate { _ in body() }
    g_action_map_add_action(
      application.checked(g_action_map_get_type()), action.checked(g_action_get_type()))
    g_object_unref(action.gpointer)  // the action map holds it
  }

  /// Quits by closing every window, so each saves what it saves on close (size, reading
  /// position); the application ends with its last window.
  private static func closeAllWindows(of application: gpointer) {
    var windows: [UnsafeMutableRawPointer] = []
    var node = gtk_application_get_windows(application.checked(as: GtkApplication.self))
    while let current = node {
      if let window = current.pointee.data { windows.append(window) }
      node = current.pointee.next
    }
    for window in windows { gtk_window_close(window.checked(as: GtkWindow.self)) }
  }

}
