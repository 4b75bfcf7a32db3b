import CGtk
import GtkGlue

/// What a `WindowGroup` or a `Window(_:id:)` scene opens: its windows, made on demand from its
/// content, and the ones open now.
@MainActor
final class WindowScene {
  /// The id `openWindow(id:)` names it by, if any.
  let id: String?
  /// Whether the scene has one window at most (`Window`), which opening raises when it is open.
  let isSingle: Bool
  private let title: String?
  private let size: (width: Int, height: Int)
  private let content: (@MainActor () -> [any Widget])?
  /// The window declared in the scene body, used for the first window; then made anew.
  private var declared: Window?
  /// The scene's windows that are open (not yet closed), oldest first.
  private(set) var windows: [Window] = []

  /// A scene whose windows are titled `title` (nil: the app's name) and show `content`.
  init(
    id: String?, isSingle: Bool, title: String?, size: (width: Int, height: Int),
    declared: Window? = nil, content: (@MainActor () -> [any Widget])?
  ) {
    self.id = id
    self.isSingle = isSingle
    self.title = title
    self.size = size
    self.declared = declared
    self.content = content
  }

  /// Shows the scene's window, raising it when a single window is open, else opening a new one;
  /// false when there is nothing left to open (a window made with its content, then closed).
  @discardableResult
  func open(in host: SceneHost) -> Bool {
    if isSingle, let window = windows.last {
      window.present()
      return true
    }
    guard let window = makeWindow(in: host) else { return false }
    windows.append(window)
    window.attach(to: host.application)
    window.present()
    return true
  }

  /// Lets go of the window `gtkWindow` once it has closed (left its application).
  func forget(_ gtkWindow: UnsafeMutableRawPointer) {
    windows.removeAll { UnsafeMutableRawPointer($0.gtkWindow) == gtkWindow }
  }

  private func makeWindow(in host: SceneHost) -> Window? {
    let first = declared
    declared = nil
    guard let content else { return first }
    let window =
      first
      ?? Window(
        application: host.application, title: title ?? host.appName, width: size.width,
        height: size.height)
    let closer = WeakReference<Window>()
    closer.object = window
    var values = EnvironmentValues()
    values.openWindow = host.openWindowAction
    values.dismiss = DismissAction {
      if let window = closer.object {
        Gtk.Window(window.gtkWindow).close()
      }
    }
    EnvironmentValues.with(values) { window.setContent(content()) }
    return window
  }
}
