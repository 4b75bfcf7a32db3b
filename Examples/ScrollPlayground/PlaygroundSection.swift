import Overshoot

/// One feature shown on its own in the Playground: a page in its stack, named in its sidebar.
@MainActor
protocol PlaygroundSection: AnyObject {
  /// The stack child's name, stable for tests, actions and screenshot file names.
  static var name: String { get }
  /// The sidebar's title for it.
  static var title: String { get }
  /// The section's page, made from its description the first time it is asked for.
  var widget: GtkWidgetPointer { get }
}
