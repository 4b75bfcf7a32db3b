import Foundation

/// Looks for feeds' icons and stores them: the feed's own icon, else the icons its website's
/// home page links to, else `/favicon.ico` at the site's origin (docs/favicons.md).
///
/// Each feed is looked up at most once per ``interval`` (found or not, so a site without an
/// icon is not asked at every refresh), and again after its address changes. Every fetch goes
/// through the feeds' bounded fetcher with a small size cap; bodies that are not an image
/// (an HTML error page served as `favicon.ico`) are skipped. Nothing here decodes the image:
/// that is the GTK layer's job, with its own limits.
public struct FeedIconUpdater: Sendable {
  /// The largest icon kept; a bigger body is abandoned as soon as the excess is seen.
  public static let maxBytes = 256 << 10
  /// Home-page icon links tried per feed, best first.
  public static let maxPageIcons = 3

  /// Where feeds are read from and icons stored.
  public let store: FeedStore
  /// The fetcher (its policy sets the size cap, timeout and redirects).
  public var fetcher: FeedFetcher
  /// How long a look-up counts: a week by default.
  public var interval: TimeInterval
  /// Feeds looked up at once.
  public var maxConcurrent: Int

  /// Creates an updater; `fetcher`'s size cap is lowered to ``maxBytes`` when above it.
  public init(
    store: FeedStore, fetcher: FeedFetcher = FeedFetcher(), interval: TimeInterval = 7 * 86_400,
    maxConcurrent: Int = 4
  ) {
    self.store = store
    var fetcher = fetcher
    fetcher.policy.maxBytes = min(fetcher.policy.maxBytes, Self.maxBytes)
    self.fetcher = fetcher
    self.interval = interval
    self.maxConcurrent = maxConcurrent
  }

  /// Looks up the icons of `feedIDs` (every feed when nil) that are due at `now`, and returns
  /// the ids of the feeds that got a new icon.
  @discardableResult
  public func update(feedIDs: [Int64]? = nil, now: Date = Date()) async -> [Int64] {
    guard
      let due = try? await store.feedsNeedingIcons(
        before: now.addingTimeInterval(-interval), feedIDs: feedIDs)
    else { return [] }
    return await withTaskGroup(of: Int64?.self) { group in
      var pending = due.makeIterator()
      var updated: [Int64] = []
      func startNext() -> Bool {
        guard !Task.isCancelled, let lookup = pending.next() else { return false }
        group.addTask {
          let icon = await findIcon(for: lookup, at: now)
          // A cancelled look-up (the app closing) is not a look-up: ask again next time.
          guard !Task.isCancelled else { return nil }
          try? await store.recordIconLookup(lookup.feedID, found: icon, at: now)
          return icon == nil ? nil : lookup.feedID
        }
        return true
      }
      for _ in 0..<max(1, maxConcurrent) where !startNext() { break }
      while let result = await group.next() {
        if let result { updated.append(result) }
        _ = startNext()
      }
      return updated.sorted()
    }
  }

  /// The first icon found for `lookup`, trying its sources in order; nil when none is an image.
  public func findIcon(for lookup: FeedIconLookup, at now: Date = Date()) async -> FeedIcon? {
    var tried = Set<URL>()
    if let declared = lookup.declaredIcon.flatMap(URL.init(string:)) {
      tried.insert(declared)
      if let icon = await image(at: declared, now: now) { return icon }
    }
    // The website's page, else the home page at the feed's origin (never the feed itself).
    let site =
      lookup.siteLink.flatMap(URL.init(string:)).flatMap { FeedIconAddress.isWeb($0) ? $0 : nil }
      ?? URL(string: "/", relativeTo: lookup.feedURL)?.absoluteURL ?? lookup.feedURL
    if let page = await document(at: site, accept: "text/html") {
      for link in IconLinkFinder.scan(page.data, pageURL: page.url).prefix(Self.maxPageIcons)
      where tried.insert(link).inserted {
        if let icon = await image(at: link, now: now) { return icon }
      }
    }
    guard let favicon = URL(string: "/favicon.ico", relativeTo: site)?.absoluteURL,
      !tried.contains(favicon)
    else { return nil }
    return await image(at: favicon, now: now)
  }

  /// The image at `url`; nil when the fetch fails, is too large, or is not an image.
  private func image(at url: URL, now: Date) async -> FeedIcon? {
    guard let body = await document(at: url, accept: "image/*, */*;q=0.5"),
      let kind = ImageKind(sniffing: body.data)
    else { return nil }
    return FeedIcon(data: body.data, mediaType: kind.mediaType, fetched: now)
  }

  private func document(at url: URL, accept: String) async -> FetchedDocument? {
    guard FeedIconAddress.isWeb(url) else { return nil }
    let request = FetchRequest(url: url, headerFields: ["Accept: \(accept)"])
    guard case .success(.fetched(let document)) = await fetcher.fetchResult(request) else {
      return nil
    }
    return document
  }
}
