import CGtk
import GtkGlue

/// The app: a GtkApplication whose `run()` installs the main-loop bridge (so `@MainActor` work
/// and `await` run under GTK's loop) and shows the window `scene` makes, like SwiftUI's `App`.
///
/// ```swift
/// Application(id: "org.example.Hello") {
///   Window("Hello") { Text("Hello, GTK") }
/// }.run()
/// ```
@MainActor
public final class Application {
  private let id: String
  private let scene: @MainActor () -> Window

  /// An application named `id` (reverse DNS) whose window `scene` makes on activation.
  public init(id: String, scene: @escaping @MainActor () -> Window) {
    self.id = id
    self.scene = scene
  }

  /// Runs the main loop until the last window closes; returns the exit status.
  @discardableResult
  public func run() -> Int32 {
    MainLoopBridge.install()
    let app = gtk_application_new(id, G_APPLICATION_DEFAULT_FLAGS)!
    defer { g_object_unref(app.gpointer) }
    app.connect("activate") { [scene] in
      let window = scene()
      gtk_window_set_application(window.gtkWindow.checked(as: GtkWindow.self), app)
      window.present()
    }
    return g_application_run(app.checked(as: GApplication.self), 0, nil)
  }
}
