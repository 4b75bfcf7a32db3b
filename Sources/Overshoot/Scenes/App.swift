#if canImport(Glibc)
  import Glibc
#endif

/// An app made of scenes, like SwiftUI's `App`: mark it `@main` and it runs as a
/// GtkApplication, opening its first scene's window when it starts.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///   var body: some Scene {
///     WindowGroup("Notes") { ContentView() }
///     Window("Settings", id: "settings") { SettingsView() }
///   }
/// }
/// ```
///
/// The app's id (reverse DNS, as GNOME names apps and their desktop files) is `applicationID`;
/// by default it is made from the module and type names.
@MainActor
public protocol App {
  /// The scene this app is made of.
  associatedtype Body: Scene
  /// The app's scenes, built with `@SceneBuilder`; read once, when the app starts.
  @SceneBuilder var body: Body { get }
  /// Makes the app, once GTK has started and before its scenes are read.
  init()
  /// The GtkApplication id, such as `org.example.Notes`.
  static var applicationID: String { get }
  /// Whether a second start hands its work to the running instance (true), as GNOME apps do,
  /// or runs on its own (false: a screenshot run, a test).
  static var isUnique: Bool { get }
}

extension App {
  /// `APP_MODULE.APP_TYPE` with every character an application id may not hold replaced by `_`,
  /// such as `NotesApp.NotesApp`; give your own, reverse DNS, for a desktop file.
  public static var applicationID: String {
    ApplicationID.derived(from: String(reflecting: Self.self))
  }

  /// Unique, as GNOME apps are.
  public static var isUnique: Bool { true }

  /// Runs the app until its last window closes, then exits: what `@main` calls.
  @MainActor public static func main() {
    exit(run())
  }

  /// Runs the app until its last window closes; returns the exit status.
  @MainActor static func run() -> Int32 {
    let application = Application(id: applicationID, isUnique: isUnique)
    var host: SceneHost?
    application.onActivate {
      if host == nil {
        host = SceneHost(
          application: application, appName: String(describing: Self.self), scene: Self().body)
      }
      host?.activate()
    }
    return application.run(arguments: Array(CommandLine.arguments.prefix(1)))
  }
}

/// Application ids made from names.
enum ApplicationID {
  /// `name` as a GApplication id: elements of letters, digits, `_` and `-`, none starting with
  /// a digit, at least two of them.
  static func derived(from name: String) -> String {
    let elements = name.split(separator: ".").map { element -> String in
      var cleaned = String(
        element.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
      if cleaned.first?.isNumber ?? true { cleaned = "_" + cleaned }
      return cleaned
    }
    return (elements.count < 2 ? ["app"] + elements : elements).joined(separator: ".")
  }
}
