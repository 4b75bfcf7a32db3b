import CGtk

/// How a `NavigationSplitView` lays out its columns and collapses them, like SwiftUI's
/// `.navigationSplitViewStyle(_:)`.
///
/// The library's own style is ``balanced`` (the columns in a GtkBox, one at a time once narrower
/// than 600 points). A companion module can offer another (OvershootAdwaita's `.adwaita`:
/// libadwaita's navigation split views on 1.4 and later, its leaflet on 1.2 and 1.3); an app
/// opts in once, before it makes its windows:
///
/// ```swift
/// NavigationSplitViewStyle.appDefault = .adwaita
/// ```
///
/// A single split view can still take its own:
/// `NavigationSplitView { … } detail: { … }.navigationSplitViewStyle(.balanced)`. Whatever the
/// style, the split view itself decides when to collapse, which column shows and where back
/// goes, so its bindings, links, back button and keys behave the same.
@MainActor
public struct NavigationSplitViewStyle {
  /// Makes a layout for the given column widgets.
  private let make: @MainActor ([UnsafeMutablePointer<GtkWidget>]) -> any NavigationSplitLayout

  /// A style whose layouts `makeLayout` makes: each call gets a split view's column widgets
  /// (floating references, two or three, in order) and returns a new layout holding them.
  public init(
    makeLayout:
      @escaping @MainActor (_ columns: [UnsafeMutablePointer<GtkWidget>]) ->
      any NavigationSplitLayout
  ) {
    make = makeLayout
  }

  /// A new layout of this style holding `columns`.
  public func makeLayout(columns: [UnsafeMutablePointer<GtkWidget>]) -> any NavigationSplitLayout {
    make(columns)
  }

  /// The columns side by side in a GtkBox with separators between them, available wherever
  /// GTK is (SwiftUI's name for columns that share the width).
  public static let balanced = NavigationSplitViewStyle { BoxSplitLayout(columns: $0) }

  /// The style of every split view without one of its own: ``balanced`` unless the app sets
  /// another. Set it once, before making windows; split views made earlier keep theirs.
  public static var appDefault: NavigationSplitViewStyle = .balanced
}
