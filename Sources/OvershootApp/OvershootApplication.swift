import CGtk
import GtkGlue
import Overshoot

/// The GtkApplication: one main window, the app-wide actions and their shortcuts.
@MainActor
final class OvershootApplication {
  /// The reverse-DNS id used by the application, desktop file, metainfo, icons and schema.
  static let id = "io.github.overshoot.Overshoot"

  private let application: ObjectRef
  private let options: LaunchOptions
  private var window: MainWindow?
  private var desktop: DesktopIntegration?  // settings, actions, shortcuts, dark mode (issue 7)
  private var exitStatus: Int32 = 0

  init(options: LaunchOptions) {
    self.options = options
    // A screenshot run must not hand its work to an already running instance.
    let flags =
      options.screenshotPath == nil ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
    application = ObjectRef(adopting: gtk_application_new(Self.id, flags))
    application.pointer.connect("activate") { [weak self] in self?.activate() }
  }

  /// Runs the main loop until the last window closes; returns the process exit status.
  func run() -> Int32 {
    // Our own options are already parsed; GApplication only needs the program name.
    var argv: [UnsafeMutablePointer<CChar>?] = [strdup(CommandLine.arguments[0]), nil]
    defer { free(argv[0]) }
    let status = g_application_run(overshoot_g_application(application.pointer), 1, &argv)
    return status != 0 ? status : exitStatus
  }

  private func activate() {
    if let window {
      gtk_window_present(window.root.asWindow)
      return
    }
    let window = MainWindow(application: application)
    self.window = window
    let desktop = DesktopIntegration(application: application, window: window.root)
    self.desktop = desktop
    window.use(desktop.settings)
    gtk_window_present(window.root.asWindow)
    let feeds = options.feedsToOpen
    let screenshotPath = options.screenshotPath
    Task { @MainActor [weak self] in
      await window.load(subscribingTo: feeds)
      if let screenshotPath { self?.captureOnce(window, to: screenshotPath) }
    }
  }

  /// Writes the window to `path` after the next frame (the loaded timeline drawn), then quits.
  private func captureOnce(_ window: MainWindow, to path: String) {
    guard window.isSettled else {
      MainContext.after(milliseconds: 50) { [weak self] in self?.captureOnce(window, to: path) }
      return
    }
    WidgetScreenshot.afterNextFrame(of: window.root.asWidget) { [weak self] in
      do {
        try WidgetScreenshot.savePNG(of: window.root.asWidget, to: path)
      } catch {
        printError("overshoot: screenshot failed: \(error)")
        self?.exitStatus = 1
      }
      if let app = self?.application { g_application_quit(overshoot_g_application(app.pointer)) }
    }
  }
}
