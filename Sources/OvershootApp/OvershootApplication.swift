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
    var flags = G_APPLICATION_HANDLES_OPEN
    if options.screenshotPath != nil { flags.rawValue |= G_APPLICATION_NON_UNIQUE.rawValue }
    application = ObjectRef(adopting: gtk_application_new(Self.id, flags))
    application.pointer.connect("activate") { [weak self] in self?.activate() }
    // Feeds named on the command line arrive here, in this process or, when Overshoot is
    // already running, in the running one.
    application.pointer.connectOpen { [weak self] locations in self?.open(locations) }
  }

  /// Runs the main loop until the last window closes; returns the process exit status.
  func run() -> Int32 {
    // Our own options are already parsed; GApplication gets the program name and the feeds,
    // which it turns into `open` (forwarding them to a running instance if there is one).
    let arguments = [CommandLine.arguments[0]] + options.feedsToOpen
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let status = g_application_run(
      application.pointer.checked(as: GApplication.self), Int32(arguments.count), &argv)
    return status != 0 ? status : exitStatus
  }

  private func open(_ locations: [String]) {
    guard let window else { return activate(subscribingTo: locations) }
    gtk_window_present(window.root.checked(as: GtkWindow.self))
    Task { await window.subscribe(to: locations) }
  }

  private func activate(subscribingTo feeds: [String] = []) {
    if let window {
      gtk_window_present(window.root.checked(as: GtkWindow.self))
      return
    }
    let window = MainWindow(application: application)
    self.window = window
    let desktop = DesktopIntegration(application: application, window: window.root)
    self.desktop = desktop
    window.use(desktop.settings)
    gtk_window_present(window.root.checked(as: GtkWindow.self))
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
    WidgetScreenshot.afterNextFrame(of: window.root.checked(as: GtkWidget.self)) { [weak self] in
      do {
        try WidgetScreenshot.savePNG(of: window.root.checked(as: GtkWidget.self), to: path)
      } catch {
        printError("overshoot: screenshot failed: \(error)")
        self?.exitStatus = 1
      }
      if let app = self?.application {
        g_application_quit(app.pointer.checked(as: GApplication.self))
      }
    }
  }
}
