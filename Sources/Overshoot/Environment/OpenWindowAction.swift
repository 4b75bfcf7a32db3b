/// Opens a window of the app's scenes, like SwiftUI's `OpenWindowAction`: read it with
/// `@Environment(\.openWindow) var openWindow`, then `openWindow(id: "settings")`.
///
/// A `Window(_:id:)` scene has one window: opening it shows it, or raises it when it is open
/// already. A `WindowGroup(id:)` opens a new window each time. Outside an `App`, or for an id no
/// scene has, it does nothing but say so on stderr.
@MainActor
public struct OpenWindowAction {
  let open: @MainActor (_ id: String) -> Void

  /// Opens, or raises, the window of the scene `id`.
  public func callAsFunction(id: String) { open(id) }

  /// The action of a widget shown outside any `App`.
  static let outsideApp = OpenWindowAction { id in
    Diagnostics.warn(
      "openWindow(id: \"\(id)\") was called outside an App: only the windows of an App's scenes "
        + "can be opened by id")
  }
}
