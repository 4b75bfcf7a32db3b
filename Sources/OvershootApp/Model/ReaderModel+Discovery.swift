import FeedCore
import Foundation
import OvershootLocalization

/// What an address typed into Add Feed came to.
enum AddFeedOutcome {
  /// The address was a feed, or a page linking to one: it is followed now.
  case subscribed(Subscription)
  /// The page at `page` links to several feeds: the reader picks one.
  case choices(page: URL, [FeedLink])
}

extension ReaderModel {
  /// Finds the feed behind `text` (a feed's or a web page's URL, a path) and follows
  /// it when there is one, on this computer or, with `account`, through that sync account's
  /// server; several found on a page are returned for the reader to pick. Nothing is stored
  /// unless a whole feed was fetched and parsed. Throws a message for the dialog.
  func discoverAndSubscribe(_ text: String, in account: Int64? = nil)
    async throws(SubscribeError) -> AddFeedOutcome
  {
    let address: URL
    do {
      address = try FeedAddress.url(for: text)
    } catch {
      throw SubscribeError(message: String(describing: error))
    }
    if let known = followed(at: address) { throw .alreadySubscribed(known) }
    let result: DiscoveryResult
    do throws(DiscoveryError) {
      result = try await FeedDiscovery().discover(address)
    } catch {
      throw SubscribeError(message: Self.sentence(error))
    }
    switch result {
    case .feed(let feed):
      return .subscribed(try await follow(feed, in: account))
    case .choices(let page, let links):
      return .choices(page: page, links)
    }
  }

  /// Follows `link`, one of the feeds the page `page` offered (with `account`, through that sync
  /// account's server).
  func subscribe(to link: FeedLink, from page: URL, in account: Int64? = nil)
    async throws(SubscribeError) -> Subscription
  {
    if let known = followed(at: link.url) { throw .alreadySubscribed(known) }
    let feed: DiscoveredFeed
    do throws(DiscoveryError) {
      feed = try await FeedDiscovery().feed(at: link.url, from: page)
    } catch {
      throw SubscribeError(message: Self.sentence(error))
    }
    return try await follow(feed, in: account)
  }

  /// Stores a fetched feed at its final address, unless it is one already followed or arrived
  /// cut short; with `account`, has that account's server subscribe instead.
  private func follow(_ feed: DiscoveredFeed, in account: Int64?) async throws(SubscribeError)
    -> Subscription
  {
    guard let store else { throw SubscribeError(message: storeError ?? tr("no feed database")) }
    // A redirect to a feed already followed is that feed, not a second copy of it.
    if let known = followed(at: feed.url) { throw .alreadySubscribed(known) }
    // A feed cut short (a broken download, a server error mid-body) would be named after what
    // it claims and keep a fraction of its entries: nothing is added, and the reader is asked
    // to try again.
    if let truncation = feed.parsed.truncation {
      throw SubscribeError(message: tr("the feed arrived incomplete or broken (%@)", truncation))
    }
    if let account { return try await follow(feed, through: account, store: store) }
    let subscription: Subscription
    do throws(StoreError) {
      subscription = try await store.subscribe(to: feed)
    } catch {
      throw SubscribeError(message: error.description)
    }
    await reloadSubscriptions()
    return subscriptions.first { $0.id == subscription.id } ?? subscription
  }

  /// Queues the subscription for the account's server and syncs the account at once: the feed
  /// arrives as the server has it. When the sync fails the subscription stays queued for the
  /// next one, and the message says so.
  private func follow(_ feed: DiscoveredFeed, through account: Int64, store: FeedStore)
    async throws(SubscribeError) -> Subscription
  {
    let before = Set(subscriptions.map(\.id))
    do throws(StoreError) {
      try await store.queueSubscribe(account: account, url: feed.url, title: feed.parsed.feed.title)
    } catch {
      throw SubscribeError(message: error.description)
    }
    let result = await sync(accountIDs: [account]).first
    switch result?.outcome {
    case .failed(let reason):
      throw SubscribeError(
        message: tr("the server could not be asked now (%@); it is asked at the next sync", reason),
        queued: true)
    case .synced(let report):
      guard
        let added = subscriptions.first(where: {
          $0.accountID == account && !before.contains($0.id)
        })
      else {
        let refusal = report.refused.first {
          if case .subscribe = $0.change { true } else { false }
        }
        throw SubscribeError(
          message: refusal.map { tr("the server refused it: %@; %@", $0.reason, $0.fate) }
            ?? tr("the server did not subscribe to it"), queued: refusal?.isParked == false)
      }
      return added
    case nil:
      throw SubscribeError(message: tr("no such sync account"))
    }
  }

  /// The subscription whose address is `url`, if any.
  private func followed(at url: URL) -> Subscription? {
    subscriptions.first { $0.url.absoluteString == url.absoluteString }
  }

  /// A discovery error as the end of "Couldn’t add this feed: …".
  private static func sentence(_ error: DiscoveryError) -> String {
    let text = error.description
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
