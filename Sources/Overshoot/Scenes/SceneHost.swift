import CGtk
import GtkGlue

/// Runs an app's scenes on its `Application`: opens the first scene's window on activation
/// (or raises the window last used, when one is open) and the scene `openWindow(id:)` names.
@MainActor
final class SceneHost {
  let application: Application
  /// The name a window without a title of its own shows.
  let appName: String
  private(set) var scenes: [WindowScene] = []

  /// A host of `scene`'s windows on `application`; nothing opens before `activate()`.
  init(application: Application, appName: String, scene: some Scene) {
    self.application = application
    self.appName = appName
    scenes = windowScenes(of: scene)
    // A closed window leaves its application (GTK disposes of it only once the last reference,
    // here the scene's, is gone, so "destroy" would never come).
    application.gtkApplication.connectWithPointer("window-removed") { [weak self] window in
      guard let self, let window else { return }
      for scene in self.scenes { scene.forget(window) }
    }
  }

  /// What `@Environment(\.openWindow)` does in this app's windows.
  var openWindowAction: OpenWindowAction {
    OpenWindowAction { [weak self] id in self?.openWindow(id: id) }
  }

  /// Raises the app's active window when it has one, else opens the first scene's window, as a
  /// GNOME app does when it is started (again).
  func activate() {
    if let active = gtk_application_get_active_window(application.gtkApplication) {
      Gtk.Window(active).present()
      return
    }
    for scene in scenes where scene.open(in: self) { return }
  }

  /// Opens, or raises, the window of the scene named `id`.
  func openWindow(id: String) {
    guard let scene = scenes.first(where: { $0.id == id }) else {
      Diagnostics.warn(
        "openWindow(id: \"\(id)\"): no scene has that id; the scenes' ids are "
          + scenes.compactMap(\.id).map { "\"\($0)\"" }.joined(separator: ", "))
      return
    }
    scene.open(in: self)
  }
}
