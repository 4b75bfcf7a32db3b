import Foundation
import OvershootLocalization

/// Finds the feed behind an address a user typed: the address itself when it is a feed, else
/// the feeds its HTML page announces with `<link rel="alternate">`.
///
/// Nothing is stored: the caller subscribes to what it chooses with
/// ``FeedStore/subscribe(to:at:)``, so a failed discovery cannot touch the store. At most two
/// documents are fetched (the page, then its one feed), each with the fetcher's bounds on size,
/// time and redirects.
public struct FeedDiscovery: Sendable {
  /// Fetches the page and the feed (its policy bounds redirects, size and time).
  public var fetcher: FeedFetcher
  /// Parses the feed.
  public var parser: FeedParser

  /// Creates a discovery with the given fetcher and parser.
  public init(fetcher: FeedFetcher = FeedFetcher(), parser: FeedParser = FeedParser()) {
    self.fetcher = fetcher
    self.parser = parser
  }

  /// What `address` offers: its feed, the one feed its page links to (fetched), or the several
  /// its page links to.
  public func discover(_ address: URL) async throws(DiscoveryError) -> DiscoveryResult {
    let document = try await fetch(address)
    let failure: FeedParseError
    do throws(FeedParseError) {
      return .feed(try discovered(document, page: nil))
    } catch {
      failure = error
    }
    switch failure {
    case .notXML, .notAFeed: break
    case .tooLarge, .empty, .binary, .notJSON, .notJSONFeed:
      throw .notAFeed(address: document.url, failure)
    }
    let scan = FeedLinkFinder.scan(document.data, pageURL: document.url)
    switch scan.links.count {
    case 0:
      throw scan.isHTML
        ? .noFeedLinked(page: document.url) : .notAFeed(address: document.url, failure)
    case 1:
      return .feed(try await feed(at: scan.links[0].url, from: document.url))
    default:
      return .choices(page: document.url, scan.links)
    }
  }

  /// Fetches and parses the feed at `url` (one of the choices a page offered, found on `page`).
  /// Never looks for links: a feed address that turns out to be a page is an error, so
  /// discovery cannot wander from page to page.
  public func feed(at url: URL, from page: URL? = nil) async throws(DiscoveryError)
    -> DiscoveredFeed
  {
    let document: FetchedDocument
    do throws(DiscoveryError) {
      document = try await fetch(url)
    } catch {
      guard let page, case .fetchFailed(_, let reason) = error else { throw error }
      throw .linkedFeedFailed(
        page: page, feed: url, reason: tr("it failed: %@", reason.description))
    }
    do throws(FeedParseError) {
      return try discovered(document, page: page)
    } catch {
      guard let page else { throw .notAFeed(address: document.url, error) }
      throw .linkedFeedFailed(
        page: page, feed: document.url, reason: tr("that is not a feed: %@", error.description))
    }
  }

  private func fetch(_ address: URL) async throws(DiscoveryError) -> FetchedDocument {
    do throws(FetchError) {
      switch try await fetcher.fetch(FetchRequest(url: address)) {
      case .fetched(let document): return document
      case .notModified:
        // Only a conditional request can get a 304, and this one sends no validators.
        throw FetchError.httpStatus(304)
      }
    } catch {
      throw .fetchFailed(address: address, error)
    }
  }

  private func discovered(_ document: FetchedDocument, page: URL?) throws(FeedParseError)
    -> DiscoveredFeed
  {
    DiscoveredFeed(
      url: document.url, parsed: try parser.parse(document.data, url: document.url),
      etag: document.etag, lastModified: document.lastModified, page: page)
  }
}
