import CGtk
import GtkGlue

/// What a `Window(_:id:)` scene makes its windows from.
struct WindowSceneRecipe {
  let id: String
  let title: String
  let size: (width: Int, height: Int)
  let content: @MainActor () -> [any Widget]
}

extension Window: Scene, PrimitiveScene {
  /// A scene of one window titled `title` showing `content`, like SwiftUI's `Window(_:id:)`:
  /// `openWindow(id: id)` shows it, or raises it when it is open. Nothing is made until then,
  /// unless it is the app's first scene, which opens when the app starts.
  ///
  /// ```swift
  /// var body: some Scene {
  ///   WindowGroup { ContentView() }
  ///   Window("Settings", id: "settings") { SettingsView() }
  /// }
  /// ```
  public convenience init(
    _ title: String, id: String, width: Int = 480, height: Int = 640,
    @WidgetBuilder content: @escaping @MainActor () -> [any Widget]
  ) {
    // A GtkApplicationWindow (for `win.` actions and the app's shortcuts), given its
    // application when it opens.
    let window = g_object_new_with_properties(gtk_application_window_get_type(), 0, nil, nil)!
    self.init(adopting: window.checked(as: GtkWidget.self))
    Gtk.Window(gtkWindow).title = title
    Gtk.Window(gtkWindow).setDefaultSize(width: width, height: height)
    sceneRecipe = WindowSceneRecipe(
      id: id, title: title, size: (width, height), content: content)
  }

  /// The same scene, its window opening at `width` × `height` points, like SwiftUI's
  /// `defaultSize(width:height:)` on a scene.
  @discardableResult
  public func defaultSize(width: Int, height: Int) -> Window {
    defaultSize = (width, height)
    if let recipe = sceneRecipe {
      sceneRecipe = WindowSceneRecipe(
        id: recipe.id, title: recipe.title, size: (width, height), content: recipe.content)
    }
    return self
  }

  /// A window declared with its content is shown once, when its scene opens; one declared with
  /// `id` is made again each time it opens after being closed.
  var windowScenes: [WindowScene] {
    guard let sceneRecipe else {
      return [
        WindowScene(id: nil, isSingle: true, title: nil, size: (0, 0), declared: self, content: nil)
      ]
    }
    return [
      WindowScene(
        id: sceneRecipe.id, isSingle: true, title: sceneRecipe.title, size: sceneRecipe.size,
        declared: self, content: sceneRecipe.content)
    ]
  }
}
