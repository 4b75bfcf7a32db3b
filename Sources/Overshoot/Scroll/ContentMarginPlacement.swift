/// Where `.contentMargins(_:_:for:)` adds its margins, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String

  /// Both the content and the scroll indicators.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// Inside the scrolled content: the first row starts below the top margin, and the content
  /// scrolls through the margin (as a `UIScrollView`'s content inset).
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// Along the scroll indicators, which keep clear of the margins.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
