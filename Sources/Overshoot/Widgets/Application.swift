import CGtk
import GtkGlue

#if canImport(Glibc)
  import Glibc
#endif

/// The app: a GtkApplication whose `run()` installs the main-loop bridge (so `@MainActor` work
/// and `await` run under GTK's loop) and shows the window `scene` makes, like SwiftUI's `App`.
///
/// ```swift
/// Application(id: "org.example.Hello") {
///   Window("Hello") { Text("Hello, GTK") }
/// }.run()
/// ```
///
/// An app with more than one window, files to open or app-wide actions builds its windows in
/// `onActivate` instead (see `init(id:options:)`).
@MainActor
public final class Application {
  /// How the application behaves towards other instances and the command line.
  public struct Options: OptionSet, Sendable {
    /// The raw `GApplicationFlags` bits.
    public let rawValue: UInt32
    /// Makes options from `GApplicationFlags` bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Files and URLs on the command line arrive in `onOpen` (in the running instance if any).
    public static let handlesOpen = Options(rawValue: G_APPLICATION_HANDLES_OPEN.rawValue)
    /// Never hands its work to a running instance (a screenshot run, a test).
    public static let nonUnique = Options(rawValue: G_APPLICATION_NON_UNIQUE.rawValue)
  }

  /// The GtkApplication.
  public let gtkApplication: UnsafeMutablePointer<GtkApplication>
  private let reference: ObjectRef

  /// An application named `id` (reverse DNS) whose window `scene` makes on activation.
  public convenience init(id: String, scene: @escaping @MainActor () -> Window) {
    self.init(id: id)
    onActivate { [unowned self] in
      let window = scene()
      window.attach(to: self)
      window.present()
    }
  }

  /// An application named `id` (reverse DNS); build its windows in `onActivate`.
  public init(id: String, options: Options = []) {
    gtkApplication = gtk_application_new(id, GApplicationFlags(rawValue: options.rawValue))
    reference = ObjectRef(adopting: gtkApplication)
  }

  /// Runs `body` when the app starts without files to open, or is started again while running.
  public func onActivate(_ body: @escaping @MainActor () -> Void) {
    gtkApplication.connect("activate", body)
  }

  /// Runs `body` with the files and URLs the command line named (needs `.handlesOpen`), in this
  /// process or, when the app is already running, in the running one.
  public func onOpen(_ body: @escaping @MainActor (_ locations: [String]) -> Void) {
    gtkApplication.connectOpen(body)
  }

  /// Runs the main loop until the last window closes; returns the exit status. `arguments`
  /// (the program name first) go to GApplication, which turns file arguments into `onOpen`.
  @discardableResult
  public func run(arguments: [String] = []) -> Int32 {
    MainLoopBridge.install()
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    return g_application_run(
      overshoot_g_application(gtkApplication.gpointer), Int32(arguments.count), &argv)
  }

  /// Ends the main loop at once, windows open or not.
  public func quit() {
    g_application_quit(overshoot_g_application(gtkApplication.gpointer))
  }
}
