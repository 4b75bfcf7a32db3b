import ArgumentParser
import FeedCore

/// The entries a state verb acts on: ids as `search` prints them, or every match of a search.
struct EntrySelection: ParsableArguments {
  @Argument(help: "Entry ids, as `search` prints them.")
  var ids: [Int64] = []

  @Option(help: "Act on every stored entry matching these words (as `search` finds them).")
  var search: String?

  @Option(help: "With --search, only unread or starred entries.")
  var scope: SearchScopeName = .all

  func validate() throws {
    if ids.isEmpty == (search == nil) {
      throw ValidationError("Give entry ids or --search WORDS (one of them).")
    }
    if let search, SearchQuery(search).isEmpty {
      throw ValidationError("Nothing to search for: give at least one word with a letter or digit.")
    }
  }

  /// The entries selected; an unknown id fails with one line before anything is changed.
  func entries(in store: FeedStore) async throws -> [StoredEntry] {
    do {
      if let search {
        return try await store.search(SearchQuery(search), in: scope.scope, limit: 100_000)
      }
      var found: [StoredEntry] = []
      for id in ids {
        guard let entry = try await store.entry(id) else {
          throw Terminal.failure("no entry with id \(id): nothing was changed")
        }
        found.append(entry)
      }
      return found
    } catch let error as StoreError {
      throw Terminal.failure(error.description)
    }
  }
}
