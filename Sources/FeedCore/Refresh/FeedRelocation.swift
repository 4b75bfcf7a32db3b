import Foundation

/// What a refresh did about a feed whose address redirected permanently (301 or 308).
public enum FeedRelocation: Sendable, Hashable {
  /// The subscription now uses the new address.
  case moved(to: URL)
  /// The new address was already subscribed: the old subscription's entries and reading state
  /// were merged into that one (`id`, `title`) and the old subscription removed.
  case mergedInto(id: Int64, title: String, address: URL)

  /// One line for the reader.
  public var message: String {
    switch self {
    case .moved(let url):
      return "moved permanently to \(url.absoluteString); the subscription now uses that address"
    case .mergedInto(_, let title, let url):
      return "moved permanently to \(url.absoluteString), which you already follow as “\(title)”: "
        + "its entries were merged into “\(title)” and the duplicate removed"
    }
  }
}
