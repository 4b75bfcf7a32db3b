import Foundation
import OvershootLocalization

/// Why an address gave no feed to subscribe to, each with a one-line message for the user.
public enum DiscoveryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The address could not be fetched.
  case fetchFailed(address: URL, FetchError)
  /// The address is an HTML page that links to no feed.
  case noFeedLinked(page: URL)
  /// The address is neither a feed nor an HTML page (an image, a JSON file, other XML).
  case notAFeed(address: URL, FeedParseError)
  /// The page links to a feed, but that feed could not be fetched or is not one.
  case linkedFeedFailed(page: URL, feed: URL, reason: String)

  /// A one-line message for the user.
  public var description: String {
    switch self {
    case .fetchFailed(let address, let error):
      return tr("Cannot fetch %@: %@", address.absoluteString, error.description)
    case .noFeedLinked(let page):
      return tr("No feed found at %@: the page links to none", page.absoluteString)
    case .notAFeed(let address, let error):
      return tr("No feed found at %@: %@", address.absoluteString, error.description)
    case .linkedFeedFailed(let page, let feed, let reason):
      return tr("%@ links to %@, but %@", page.absoluteString, feed.absoluteString, reason)
    }
  }
}
