/// A scene of windows that all show the same content, like SwiftUI's `WindowGroup`: the app
/// opens one when it starts, and `openWindow(id:)` opens another when the group has an id.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///   var body: some Scene {
///     WindowGroup("Notes") { ContentView() }
///   }
/// }
/// ```
public struct WindowGroup: Scene, PrimitiveScene {
  private let title: String?
  private let id: String?
  private let size: (width: Int, height: Int)
  private let content: @MainActor () -> [any Widget]

  /// Windows showing `content`, titled with the app's name.
  public init(@WidgetBuilder content: @escaping @MainActor () -> [any Widget]) {
    self.init(title: nil, id: nil, content: content)
  }

  /// Windows titled `title` showing `content`.
  public init(_ title: String, @WidgetBuilder content: @escaping @MainActor () -> [any Widget]) {
    self.init(title: title, id: nil, content: content)
  }

  /// Windows titled `title` showing `content`; `openWindow(id: id)` opens a new one.
  public init(
    _ title: String, id: String, @WidgetBuilder content: @escaping @MainActor () -> [any Widget]
  ) {
    self.init(title: title, id: id, content: content)
  }

  /// Windows titled with the app's name showing `content`; `openWindow(id: id)` opens one.
  public init(id: String, @WidgetBuilder content: @escaping @MainActor () -> [any Widget]) {
    self.init(title: nil, id: id, content: content)
  }

  private init(
    title: String?, id: String?, size: (width: Int, height: Int) = (480, 640),
    content: @escaping @MainActor () -> [any Widget]
  ) {
    self.title = title
    self.id = id
    self.size = size
    self.content = content
  }

  /// The same windows opening at `width` × `height` points, like SwiftUI's `defaultSize`.
  public func defaultSize(width: Int, height: Int) -> WindowGroup {
    WindowGroup(title: title, id: id, size: (width, height), content: content)
  }

  var windowScenes: [WindowScene] {
    [WindowScene(id: id, isSingle: false, title: title, size: size, content: content)]
  }
}
