import Foundation
import OvershootLocalization

/// What a refresh did about a feed whose address redirected permanently (301 or 308), or served
/// a page that links to the feed.
public enum FeedRelocation: Sendable, Hashable {
  /// The subscription now uses the new address.
  case moved(to: URL)
  /// The new address was already subscribed: the old subscription's entries and reading state
  /// were merged into that one (`id`, `title`) and the old subscription removed.
  case mergedInto(id: Int64, title: String, address: URL)
  /// The address served a web page (an OPML outline pointing at a blog, say) that links to
  /// this feed; the subscription now uses the feed's address.
  case foundOnPage(feed: URL)

  /// One line for the reader.
  public var message: String {
    switch self {
    case .moved(let url):
      return tr(
        "moved permanently to %@; the subscription now uses that address", url.absoluteString)
    case .foundOnPage(let url):
      return tr(
        "the address is a web page; it links to the feed at %@, which the subscription now uses",
        url.absoluteString)
    case .mergedInto(_, let title, let url):
      return tr(
        "moved permanently to %1$@, which you already follow as “%2$@”: its entries were merged into “%2$@” and the duplicate removed",
        url.absoluteString, title)
    }
  }
}
