import Overshoot

/// The application: one main window, the app-wide actions and their shortcuts.
@MainActor
final class OvershootApplication {
  /// The reverse-DNS id used by the application, desktop file, metainfo, icons and schema.
  static let id = "io.github.overshoot.Overshoot"

  private let application: Application
  private let options: LaunchOptions
  private var window: MainWindow?
  private var desktop: DesktopIntegration?  // settings, actions, shortcuts, dark mode (issue 7)
  private var exitStatus: Int32 = 0
  private var isPresented = false

  init(options: LaunchOptions) {
    self.options = options
    // A screenshot run must not hand its work to an already running instance.
    application = Application(
      id: Self.id, opensFiles: true, isUnique: options.screenshotPath == nil)
    application.onActivate { [weak self] in self?.activate() }
    // Feeds named on the command line arrive here, in this process or, when Overshoot is
    // already running, in the running one.
    application.onOpen { [weak self] locations in self?.open(locations) }
    // Clicking the "new entries" notification: the window, on Unread.
    application.addAction(
      MainWindow.showUnreadAction { [weak self] in
        self?.activate()
        return self?.window
      })
  }

  /// Runs the main loop until the last window closes; returns the process exit status.
  func run() -> Int32 {
    // Our own options are already parsed; GApplication gets the program name and the feeds,
    // which it turns into `open` (forwarding them to a running instance if there is one).
    let status = application.run(arguments: [CommandLine.arguments[0]] + options.feedsToOpen)
    return status != 0 ? status : exitStatus
  }

  private func open(_ locations: [String]) {
    guard let window else { return activate(subscribingTo: locations) }
    window.window.present()
    Task { await window.subscribe(to: locations) }
  }

  private func activate(subscribingTo feeds: [String] = []) {
    if let window {
      window.window.present()
      return
    }
    let window = MainWindow(application: application)
    self.window = window
    let desktop = DesktopIntegration(application: application, window: window.window)
    self.desktop = desktop
    window.use(desktop.settings)
    window.state.refreshesFetchedFeedsAtStartUp = options.screenshotPath == nil
    // The first frame shows the stored entries, not an empty timeline laid out, painted and
    // laid out again a moment later: the window appears once the local store has been read and
    // the first screenful of entries is in the list (the rest of the page follows a frame
    // later), or after `presentDeadline` if that is slow, and at once when feeds named on the
    // command line are to be fetched first.
    if feeds.isEmpty {
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: Self.presentDeadline)
        self?.presentOnce(window)
      }
    } else {
      presentOnce(window)
    }
    let screenshotPath = options.screenshotPath
    Task { @MainActor [weak self] in
      await window.load(subscribingTo: feeds) { self?.presentOnce(window) }
      self?.presentOnce(window)
      if let screenshotPath {
        self?.captureOnce(window, to: screenshotPath)
      } else {
        Self.prepareArticles(of: window)
      }
    }
  }

  /// Starts WebKit for the article pane once the window has shown its entries and had a moment
  /// to settle, so the first article a reader opens paints as fast as later ones (WebKit's
  /// processes took most of half a second to start with it).
  private static func prepareArticles(of window: MainWindow) {
    Task { @MainActor [weak window] in
      try? await Task.sleep(for: prepareDelay)
      window?.article.prepareWebView()
    }
  }

  /// How long after the first page of entries WebKit is started: after the frames that lay the
  /// rest of the page out, before a reader's first key.
  private static let prepareDelay = Duration.milliseconds(300)

  /// The longest the window waits for the store before it appears.
  private static let presentDeadline = Duration.milliseconds(400)

  /// Presents the main window the first time only, so the deadline and the finished load do
  /// not both raise it (presenting again would take the focus back from a dialog).
  private func presentOnce(_ window: MainWindow) {
    guard !isPresented else { return }
    isPresented = true
    window.window.present()
  }

  /// Writes the window to `path` after the next frame (the loaded timeline drawn), then quits.
  /// A window laid out again after it (the split view collapsing below 600 px after its first
  /// frame) is drawn after a later frame.
  private func captureOnce(_ window: MainWindow, to path: String) {
    guard window.isSettled else {
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: .milliseconds(50))
        self?.captureOnce(window, to: path)
      }
      return
    }
    WidgetScreenshot.savePNGAfterNextFrame(of: window.root, to: path) { [weak self] result in
      if case .failure(let error) = result {
        printError("overshoot: screenshot failed: \(error)")
        self?.exitStatus = 1
      }
      self?.application.quit()
    }
  }
}
