import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-cli search QUERY [--db PATH]`: the stored entries whose title, summary or article
/// text holds every word of QUERY (as word prefixes), newest first, one line each: marks, the
/// entry's id (for `read`, `star`, …), date, feed and title.
struct SearchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Search stored titles, summaries and articles; every word must match a word's start.")

  @Argument(help: "The words to look for (quotes, AND, OR, * and the like are plain text).")
  var words: [String]

  @OptionGroup var database: FeedDatabaseOption

  @Option(help: "Search only unread or starred entries.")
  var scope: SearchScopeName = .all

  @Option(help: "Search only this feed (its id, as `list` prints it); overrides --scope.")
  var feed: Int64?

  @Option(help: "Print at most this many entries.")
  var limit: Int = 50

  func validate() throws {
    guard !SearchQuery(words.joined(separator: " ")).isEmpty else {
      throw ValidationError("Nothing to search for: give at least one word with a letter or digit.")
    }
    guard limit > 0 else { throw ValidationError("--limit must be at least 1.") }
  }

  func run() async throws {
    let store = try database.open()
    let query = SearchQuery(words.joined(separator: " "))
    let found: [StoredEntry]
    do {
      found = try await store.search(query, in: feed.map { .feed($0) } ?? scope.scope, limit: limit)
    } catch {
      throw Terminal.failure(error.description)
    }
    for stored in found {
      let mark = (stored.isRead ? " " : "*") + (stored.isStarred ? "★" : " ")
      let title = stored.entry.displayTitle
      print(
        "\(mark) \(stored.id)\t\(FeedDate.iso8601(stored.sortDate))  \(stored.feedTitle): \(title)")
    }
    if found.isEmpty {
      print("No entries match \(query.words.joined(separator: " ")).")
    }
  }
}

/// The timeline scopes `search` accepts by name.
enum SearchScopeName: String, ExpressibleByArgument, CaseIterable {
  case all, unread, starred

  /// The store's scope.
  var scope: EntryScope {
    switch self {
    case .all: .all
    case .unread: .unread
    case .starred: .starred
    }
  }
}
