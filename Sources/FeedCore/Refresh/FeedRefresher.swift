import Foundation

/// Refreshes subscriptions: fetches concurrently (bounded), parses, and merges each feed into
/// the store as it arrives. One feed's failure is recorded on that feed and never stops others.
public struct FeedRefresher: Sendable {
  /// Where feeds are read from and merged into.
  public let store: FeedStore
  /// The fetcher (its policy sets timeouts, size cap and redirects).
  public var fetcher: FeedFetcher
  /// The parser.
  public var parser: FeedParser
  /// Feeds fetched at once.
  public var maxConcurrent: Int
  /// Called after each entry write of a merge (a test hook; see ``FeedStore/merge``).
  public var afterEachWrite: (@Sendable (Int) -> Void)?

  /// Creates a refresher.
  public init(
    store: FeedStore, fetcher: FeedFetcher = FeedFetcher(), parser: FeedParser = FeedParser(),
    maxConcurrent: Int = 6
  ) {
    self.store = store
    self.fetcher = fetcher
    self.parser = parser
    self.maxConcurrent = maxConcurrent
  }

  /// Refreshes `feedIDs` (every subscription when nil), reporting progress after each feed, and
  /// returns the results in completion order.
  public func refresh(
    feedIDs: [Int64]? = nil,
    progress: @escaping @Sendable (RefreshProgress) async -> Void = { _ in }
  ) async -> [FeedRefreshResult] {
    let feeds: [Subscription]
    do {
      // Synced feeds come from their server's sync, not from the feeds' own addresses.
      let all = try await store.subscriptions().filter { $0.accountID == nil }
      feeds = feedIDs.map { ids in all.filter { ids.contains($0.id) } } ?? all
    } catch {
      return []
    }
    let collector = ResultCollector(total: feeds.count)
    let byID = Dictionary(uniqueKeysWithValues: feeds.map { ($0.id, $0) })
    await fetcher.fetchAll(
      feeds.map { (key: $0.id, request: $0.fetchRequest) }, maxConcurrent: maxConcurrent
    ) { feedID, fetched in
      let result = await settle(
        feedID, title: byID[feedID]?.title ?? "", address: byID[feedID]?.url, fetched)
      let report = await collector.add(result)
      await progress(report)
    }
    return await collector.results
  }

  /// Parses and stores one fetch result, turning every failure into that feed's result.
  private func settle(
    _ feedID: Int64, title: String, address: URL?, _ fetched: Result<FetchOutcome, FetchError>
  ) async -> FeedRefreshResult {
    let now = Date()
    let outcome: FeedRefreshResult.Outcome
    var finalTitle = title
    var target = feedID
    var relocation: FeedRelocation?
    do {
      switch fetched {
      case .failure where Task.isCancelled:
        // The user's own cancel is not the feed's failure: record nothing, mark nothing.
        return FeedRefreshResult(feedID: feedID, title: title, outcome: .cancelled)
      case .failure(let error):
        outcome = .failed(error.description)
      case .success(.notModified):
        try await store.recordNotModified(feedID, at: now)
        outcome = .notModified
      case .success(.fetched(let document)):
        do {
          var document = document
          let parsed: ParsedFeed
          do {
            parsed = try parser.parse(document.data, url: document.url)
          } catch {
            // A page (an OPML outline pointing at a blog) is followed to the feed it links to,
            // as Add Feed does; only a feed that parses moves the subscription.
            guard error.mightBeAPage, let (linked, linkedParse) = await linkedFeed(of: document)
            else { throw error }
            document = linked
            parsed = linkedParse
            relocation = try await store.relocateFeed(feedID, to: linked.url)
            if case .moved(let url) = relocation { relocation = .foundOnPage(feed: url) }
          }
          // Only a document that parsed moves the subscription: a moved address that now
          // serves an error page must not take the feed's place.
          if relocation == nil, let moved = document.movedPermanently,
            moved.absoluteString != address?.absoluteString
          {
            relocation = try await store.relocateFeed(feedID, to: moved)
          }
          if case .mergedInto(let survivor, let survivorTitle, _) = relocation {
            target = survivor
            finalTitle = survivorTitle
          }
          // A document that breaks off keeps the entries read before the break, but does not
          // rename the feed after what it claims, nor keep its validators (the next refresh
          // asks for the whole document again), and the feed says what went wrong.
          let whole = parsed.truncation == nil
          var kept = parsed
          if !whole { kept.feed.title = nil }
          let merge = try await store.merge(
            kept, into: target, etag: whole ? document.etag : nil,
            lastModified: whole ? document.lastModified : nil, at: now,
            afterEachWrite: afterEachWrite)
          finalTitle = kept.feed.title ?? finalTitle
          if let truncation = parsed.truncation {
            try await store.recordFailure(
              target, message: Self.brokeOff(truncation, stored: merge.inserted), at: now)
          }
          outcome = .updated(merge, warnings: parsed.warnings)
        } catch let error as FeedParseError {
          outcome = .failed(error.description)
        }
      }
    } catch let error as StoreError {
      outcome = .failed(error.description)
    } catch {
      outcome = .failed("\(error)")
    }
    if case .failed(let message) = outcome {
      try? await store.recordFailure(target, message: message, at: now)
    }
    return FeedRefreshResult(
      feedID: target, title: finalTitle, outcome: outcome, relocation: relocation)
  }
}

extension FeedRefresher {
  /// The failure a feed that broke off records: where it broke, and what this refresh stored
  /// from before the break, counted by the store (the entries read before it may all be known
  /// already, and then nothing was kept that was not there).
  static func brokeOff(_ truncation: String, stored: Int) -> String {
    stored == 0
      ? "\(truncation); nothing new was stored"
      : "\(truncation); stored the \(stored == 1 ? "1 new entry" : "\(stored) new entries") "
        + "read before the break"
  }
}

/// Gathers results as feeds finish, numbering them for progress.
private actor ResultCollector {
  let total: Int
  private(set) var results: [FeedRefreshResult] = []

  init(total: Int) { self.total = total }

  func add(_ result: FeedRefreshResult) -> RefreshProgress {
    results.append(result)
    return RefreshProgress(completed: results.count, total: total, latest: result)
  }
}
