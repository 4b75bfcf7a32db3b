import ArgumentParser
import FeedCore

/// `overshoot-cli read|unread|star|unstar (IDS… | --search WORDS)`: sets entries' state here;
/// for entries of a synced feed the change is queued and `sync` sends it.
enum EntryStateVerb {
  case read(Bool)
  case starred(Bool)

  /// The verb as printed: "read", "unstarred".
  var past: String {
    switch self {
    case .read(let read): read ? "read" : "unread"
    case .starred(let starred): starred ? "starred" : "unstarred"
    }
  }

  /// Applies the verb to the entries `selection` picks, printing each one changed.
  func run(_ selection: EntrySelection, _ database: FeedDatabaseOption) async throws {
    let store = try database.open()
    let entries = try await selection.entries(in: store)
    do {
      switch self {
      case .read(let read): try await store.setRead(entries.map(\.id), read)
      case .starred(let starred):
        for entry in entries { try await store.setStarred(entry.id, starred) }
      }
    } catch {
      throw Terminal.failure(error.description)
    }
    for entry in entries { print("\(entry.id)\t\(entry.feedTitle): \(entry.entry.displayTitle)") }
    let synced = try await Self.syncedCount(entries, store)
    print(
      "\(past.capitalized) \(entries.count) entries"
        + (synced > 0 ? "; \(synced) of synced feeds, sent by `overshoot-cli sync`" : ""))
  }

  private static func syncedCount(_ entries: [StoredEntry], _ store: FeedStore) async throws -> Int
  {
    let synced = try await Set(store.subscriptions().filter { $0.accountID != nil }.map(\.id))
    return entries.filter { synced.contains($0.feedID) }.count
  }
}

/// `overshoot-cli read`.
struct ReadCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "read", abstract: "Mark entries read (queued for their sync account's server).")
  @OptionGroup var selection: EntrySelection
  @OptionGroup var database: FeedDatabaseOption
  func run() async throws { try await EntryStateVerb.read(true).run(selection, database) }
}

/// `overshoot-cli unread`.
struct UnreadCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unread",
    abstract: "Mark entries unread (queued for their sync account's server).")
  @OptionGroup var selection: EntrySelection
  @OptionGroup var database: FeedDatabaseOption
  func run() async throws { try await EntryStateVerb.read(false).run(selection, database) }
}

/// `overshoot-cli star`.
struct StarCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "star", abstract: "Star entries (queued for their sync account's server).")
  @OptionGroup var selection: EntrySelection
  @OptionGroup var database: FeedDatabaseOption
  func run() async throws { try await EntryStateVerb.starred(true).run(selection, database) }
}

/// `overshoot-cli unstar`.
struct UnstarCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unstar", abstract: "Unstar entries (queued for their sync account's server).")
  @OptionGroup var selection: EntrySelection
  @OptionGroup var database: FeedDatabaseOption
  func run() async throws { try await EntryStateVerb.starred(false).run(selection, database) }
}
