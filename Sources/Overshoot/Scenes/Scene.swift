/// A part of an app's user interface that the desktop shows as windows, like SwiftUI's `Scene`:
/// `WindowGroup`, `Window(_:id:)`, or a scene of your own made of others in its `body`.
@MainActor
public protocol Scene {
  /// The scene this one is made of; `Never` for the scenes the library provides.
  associatedtype Body: Scene = Never
  /// What this scene is made of, built with `@SceneBuilder`.
  @SceneBuilder var body: Body { get }
}

extension Scene where Body == Never {
  /// A scene the library provides has no body.
  public var body: Never {
    preconditionFailure("\(Self.self) is a scene the library provides; it has no body")
  }
}

/// The body of a scene the library provides, which has none.
extension Never: Scene {}

extension Never {
  /// Never read: no value of `Never` exists. (Declared here, as both `Widget` and `Scene`
  /// would otherwise provide it.)
  public var body: Never { switch self {} }
}

/// A scene the library provides: it says which windows it opens.
@MainActor
protocol PrimitiveScene {
  /// The window makers of this scene, in the order they were written.
  var windowScenes: [WindowScene] { get }
}

/// The window makers of `scene`, whatever it is made of.
@MainActor
func windowScenes(of scene: any Scene) -> [WindowScene] {
  if let primitive = scene as? any PrimitiveScene { return primitive.windowScenes }
  return windowScenes(of: scene.body)
}
