import Foundation

/// An article an ``ArticleView`` finished showing: the HTML and address it was given, so a
/// handler can tell whether it is still the article the app wants shown (a reader who moved on
/// before it finished loading has asked for another).
public struct ShownArticle: Equatable, Sendable {
  /// The HTML, exactly as the view was given it.
  public let html: String
  /// The address relative links and images resolved against, as the view was given it.
  public let baseURL: URL?

  /// An article of `html` shown at `baseURL`.
  public init(html: String, baseURL: URL?) {
    self.html = html
    self.baseURL = baseURL
  }
}
