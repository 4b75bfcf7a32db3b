import FeedCore
import Foundation
import Observation
import OvershootLocalization
import OvershootSecrets

/// The feed reader's state on the main actor: the store, the subscriptions and unread counts,
/// the chosen scope, and the operations the window offers. No GTK here; views observe it: the
/// sidebar shows again whatever it read that changed (subscriptions, counts, accounts, icons).
@MainActor @Observable
final class ReaderModel {
  /// The store, or nil when it could not be opened (`storeError` says why).
  let store: FeedStore?
  /// Why the store could not be opened, for the empty state.
  let storeError: String?
  /// Subscriptions, A–Z.
  private(set) var subscriptions: [Subscription] = []
  /// Unread entries in every feed.
  private(set) var unreadTotal = 0
  /// Starred entries.
  private(set) var starredTotal = 0
  /// The sync accounts, in the order they were added.
  private(set) var accounts: [SyncAccount] = []
  /// What the timeline shows; the timeline's title, the Refresh button's tooltip and the
  /// sidebar's highlight follow it (the sidebar moves its highlight, rebuilding no row).
  var scope: EntryScope = .all
  /// Entries the reader marked read one by one since the timeline last started afresh: Unread
  /// keeps showing them, read, until the scope is chosen again (`TimelineController+Paging.swift`).
  @ObservationIgnored var readInPlace: Set<Int64> = []
  /// Each feed's stored icon, by feed id (see `ReaderModel+Icons.swift`).
  var feedIcons: [Int64: FeedIcon] = [:]
  /// The icon look-up started after the last refresh, if still running.
  @ObservationIgnored var iconUpdate: Task<Void, Never>?
  @ObservationIgnored let fetcher = FeedFetcher()
  @ObservationIgnored private let parser = FeedParser()
  /// Where sync account passwords are kept: the Secret Service.
  @ObservationIgnored var keeper: any PasswordKeeper = SecretStore()
  /// Each account's client of its last sync, kept logged in while the password is the same.
  @ObservationIgnored var syncClients:
    [Int64: (password: String, server: URL, client: GReaderClient)] = [:]
  /// How each account's last sync in this run ended.
  @ObservationIgnored var lastSyncResults: [Int64: AccountSyncResult] = [:]
  /// Each account's sync running or waiting its turn, the last asked for: the next one waits
  /// for it, so one account's syncs never overlap (`ReaderModel+Sync.swift`).
  @ObservationIgnored var accountSyncs: [Int64: Task<AccountSyncResult.Outcome?, Never>] = [:]
  /// Called with the syncs whose server refused queued changes (dropped from the outbox), to
  /// tell the reader which and why.
  @ObservationIgnored var onRefusedChanges: (@MainActor ([AccountSyncResult]) -> Void)?

  /// Opens the store at `url` (the user's data directory, from GLib, by default).
  init(databaseURL: URL? = nil) {
    do throws(StoreError) {
      let store = try FeedStore(url: databaseURL ?? StoreLocation.defaultDatabaseURL())
      self.store = store
      storeError = nil
    } catch {
      store = nil
      storeError = error.description
      printError("overshoot: \(error.description)")
    }
  }

  /// The feed shown when the scope is one feed.
  var selectedFeed: Subscription? {
    guard case .feed(let id) = scope else { return nil }
    return subscriptions.first { $0.id == id }
  }

  /// Loads icons, subscriptions and counts.
  func start() async {
    await reloadFeedIcons()
    await reloadSubscriptions()
  }

  /// Reloads subscriptions and unread counts from the store.
  func reloadSubscriptions() async {
    guard let store else { return }
    do {
      subscriptions = try await store.subscriptions()
      accounts = try await store.accounts()
      let counts = try await store.unreadCounts()
      unreadTotal = counts.all
      starredTotal = counts.starred
    } catch {
      printError("overshoot: \(error.description)")
    }
  }

  /// Every entry in `scope`, newest first, at once (the timeline reads pages instead, see
  /// `ReaderModel+Paging.swift`).
  func entries(in scope: EntryScope) async throws -> [StoredEntry] {
    guard let store else { return [] }
    return try await store.entries(in: scope, limit: Int.max)
  }

  /// Refreshes the feeds `feedIDs` (nil: every feed), reporting progress after each feed.
  func refresh(
    feedIDs: [Int64]?, progress: @escaping @MainActor (RefreshProgress) -> Void
  ) async -> [FeedRefreshResult] {
    guard let store else { return [] }
    let refresher = FeedRefresher(store: store, fetcher: fetcher, parser: parser)
    let relay = RefreshProgressRelay(to: progress)
    let results = await refresher.refresh(feedIDs: feedIDs) { report in relay.send(report) }
    relay.end()
    await reloadSubscriptions()
    updateFeedIcons(feedIDs)
    return results
  }

  /// Marks entries read or unread.
  func setRead(_ ids: [Int64], _ read: Bool) async {
    guard let store, !ids.isEmpty else { return }
    if read { readInPlace.formUnion(ids) } else { readInPlace.subtract(ids) }
    do {
      try await store.setRead(ids, read)
    } catch {
      printError("overshoot: \(error.description)")
    }
    await reloadSubscriptions()
  }

  /// Stars or unstars an entry.
  func setStarred(_ id: Int64, _ starred: Bool) async {
    guard let store else { return }
    do {
      try await store.setStarred(id, starred)
    } catch {
      printError("overshoot: \(error.description)")
    }
    await reloadSubscriptions()
  }

  /// Unsubscribes from a feed and forgets its entries.
  func remove(_ feedID: Int64) async {
    guard let store else { return }
    do {
      try await store.removeFeed(feedID)
    } catch {
      printError("overshoot: \(error.description)")
    }
    if case .feed(feedID) = scope { scope = .all }
    await reloadSubscriptions()
  }

  /// Subscribes to every feed in an OPML document that is not subscribed yet; says how many
  /// were added and how many were followed already. Feeds are not fetched here: the next
  /// refresh does that.
  func importOPML(_ data: Data) async throws -> OPMLImportResult {
    guard let store else { return OPMLImportResult(added: 0, alreadyFollowed: 0) }
    let outlines = try OPML.parse(data)
    let known = Set(subscriptions.map(\.url))
    var added = 0
    for outline in outlines where !known.contains(outline.url) {
      _ = try await store.addFeed(url: outline.url, title: outline.title, folder: outline.folder)
      added += 1
    }
    await reloadSubscriptions()
    return OPMLImportResult(added: added, alreadyFollowed: outlines.count - added)
  }

  /// The subscriptions as an OPML document.
  func exportOPML() -> Data {
    let outlines = subscriptions.map {
      OPMLOutline(url: $0.url, title: $0.title, folder: $0.folder)
    }
    return Data(OPML.export(outlines).utf8)
  }
}

/// Why subscribing failed, in words for the add-feed dialog.
struct SubscribeError: Error, CustomStringConvertible {
  /// The reason.
  let message: String
  /// The subscription the address turned out to be, when the reader follows it already.
  var existing: Subscription? = nil
  /// Whether the subscription is queued in its sync account's outbox all the same (the server
  /// could not be asked, or refused it for now): asking again would only queue it twice, so
  /// the sheet closes and the window says it.
  var queued = false
  var description: String { message }

  /// The address is a feed the reader follows already.
  static func alreadySubscribed(_ feed: Subscription) -> SubscribeError {
    SubscribeError(message: tr("you already follow this feed, as “%@”", feed.title), existing: feed)
  }
}
