/// Builds an app's scenes from statements, like SwiftUI's `SceneBuilder`:
/// `WindowGroup { ContentView() }` then `Window("Settings", id: "settings") { SettingsView() }`.
@MainActor @resultBuilder
public enum SceneBuilder {
  /// One scene.
  public static func buildExpression(_ scene: some Scene) -> [any Scene] { [scene] }

  /// The scenes of each statement, in order.
  public static func buildBlock(_ parts: [any Scene]...) -> [any Scene] { parts.flatMap { $0 } }

  /// The scenes of an `if` without `else`, when its condition holds.
  public static func buildOptional(_ part: [any Scene]?) -> [any Scene] { part ?? [] }

  /// The scenes of the `if` branch taken.
  public static func buildEither(first part: [any Scene]) -> [any Scene] { part }

  /// The scenes of the `else` branch taken.
  public static func buildEither(second part: [any Scene]) -> [any Scene] { part }

  /// The scenes of an `if #available` branch.
  public static func buildLimitedAvailability(_ part: [any Scene]) -> [any Scene] { part }

  /// All the scenes, as one.
  public static func buildFinalResult(_ parts: [any Scene]) -> SceneList { SceneList(parts) }
}

/// The scenes a `@SceneBuilder` built, in order.
public struct SceneList: Scene, PrimitiveScene {
  let scenes: [any Scene]

  init(_ scenes: [any Scene]) { self.scenes = scenes }

  var windowScenes: [WindowScene] { scenes.flatMap { Overshoot.windowScenes(of: $0) } }
}
