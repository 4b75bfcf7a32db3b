import ArgumentParser
import FeedCore

/// `overshoot-cli remove FEED_ID…`: unsubscribes; a synced feed's unsubscription is queued for
/// its server and sent by `sync`.
struct RemoveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Unsubscribe from feeds (a synced feed: queued for its server, sent by `sync`).")

  @OptionGroup var database: FeedDatabaseOption

  @Argument(help: "Feed ids, as `list` prints them.")
  var ids: [Int64]

  func run() async throws {
    let store = try database.open()
    do {
      // Every id is checked first: an unknown one removes nothing.
      var feeds: [Subscription] = []
      for id in ids { feeds.append(try await store.subscription(id)) }
      for feed in feeds {
        try await store.removeFeed(feed.id)
        let queued = feed.accountID.map { "; queued for account \($0), sent by `sync`" } ?? ""
        print("Removed \(feed.id) \(feed.title)\(queued)")
      }
    } catch {
      throw Terminal.failure(error.description)
    }
  }
}
