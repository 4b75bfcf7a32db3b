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
    add("quit", to: app) { g_application_quit(overshoot_g_application(app)) }
    for (action, accels) in accelerators {
      setAccels(accels, for: action, on: overshoot_application(app))
    }
  }

  private static func add(
    _ name: String, to application: gpointer, _ body: @escaping @MainActor () -> Void
  ) {
    let action = g_simple_action_new(name, nil)!
    action.connectActivate { _ in body() }
    g_action_map_add_action(overshoot_action_map(application), overshoot_action(action.gpointer))
    g_object_unref(action.gpointer)  // the action map holds it
  }

  private static func setAccels(
    _ accels: [String], for action: String, on application: UnsafeMutablePointer<GtkApplication>
  ) {
    var pointers: [UnsafePointer<CChar>?] = accels.map { UnsafePointer(strdup($0)) } + [nil]
    defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
    gtk_application_set_accels_for_action(application, action, &pointers)
  }
}
