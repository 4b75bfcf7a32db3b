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
/// `onActivate` instead (see `init(id:opensFiles:isUnique:)`).
@MainActor
public final class Application {
  /// The GtkApplication.
  public let gtkApplication: UnsafeMutablePointer<GtkApplication>
  private let reference: ObjectRef

  /// The application running now (the one whose `run()` has not returned), as UIKit's
  /// `UIApplication.shared`: how an ``App``'s code reaches its app-wide actions, shortcuts and
  /// notifications. Nil while no application runs.
  public private(set) static weak var shared: Application?

  /// An application named `id` (reverse DNS) whose window `scene` makes on activation.
  public convenience init(id: String, scene: @escaping @MainActor () -> Window) {
    self.init(id: id)
    onActivate { [unowned self] in
      let window = scene()
      window.attach(to: self)
      window.present()
    }
  }

  /// An application named `id` (reverse DNS); build its windows in `onActivate`. With
  /// `opensFiles`, files and URLs on the command line arrive in `onOpen`; while `isUnique`, a
  /// second start hands its work to the running instance (a screenshot run or a test must not).
  public init(id: String, opensFiles: Bool = false, isUnique: Bool = true) {
    gtkApplication = gtk_application_new(
      id, overshoot_application_flags(opensFiles ? 1 : 0, isUnique ? 1 : 0))
    reference = ObjectRef(adopting: gtkApplication)
  }

  /// Runs `body` when the app starts without files to open, or is started again while running.
  public func onActivate(_ body: @escaping @MainActor () -> Void) {
    gtkApplication.connect("activate", body)
  }

  /// Runs `body` with the files and URLs the command line named (needs `opensFiles`), in this
  /// process or, when the app is already running, in the running one.
  public func onOpen(_ body: @escaping @MainActor (_ locations: [String]) -> Void) {
    gtkApplication.connectOpen(body)
  }

  /// Runs the main loop until the last window closes; returns the exit status. `arguments`
  /// (the program name first) go to GApplication, which turns file arguments into `onOpen`.
  @discardableResult
  public func run(arguments: [String] = []) -> Int32 {
    MainLoopBridge.install()
    let outer = Self.shared
    Self.shared = self
    defer { Self.shared = outer }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    return g_application_run(
      gtkApplication.checked(as: GApplication.self), Int32(arguments.count), &argv)
  }

  /// Ends the main loop at once, windows open or not.
  public func quit() {
    g_application_quit(gtkApplication.checked(as: GApplication.self))
  }
}
