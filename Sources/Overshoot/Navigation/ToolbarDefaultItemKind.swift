/// A toolbar item the platform adds without being asked, which `.toolbar(removing:)` takes out,
/// like SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Sendable, Equatable {
  /// Which item.
  private let name: String

  /// The sidebar toggle a wide `NavigationSplitView` puts in the first column after its sidebar.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebar-toggle")
}
