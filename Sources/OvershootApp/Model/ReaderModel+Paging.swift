import FeedCore

extension ReaderModel {
  /// Entries the timeline reads at a time: a screenful many times over, so the reader scrolls a
  /// while before the next page is read, and few enough that the first keystroke of a search
  /// (which matches nearly everything) is read and shown well within a frame budget.
  static let pageSize = 250

  /// Where the timeline reads from: `scope`, or every feed while searching (a reader looking for
  /// a word rarely remembers which feed had it; the search bar says "in all feeds").
  static func scope(_ scope: EntryScope, searching query: String) -> EntryScope {
    query.isEmpty ? scope : .all
  }

  /// The timeline's next page in `scope` (the search `query`'s matches when it is not empty):
  /// the entries after `last`, or the first page when `last` is nil.
  func page(in scope: EntryScope, matching query: String, after last: StoredEntry?)
    async throws(StoreError) -> [StoredEntry]
  {
    guard let store else { return [] }
    return query.isEmpty
      ? try await store.entries(in: scope, limit: Self.pageSize, before: last)
      : try await store.search(
        query, in: Self.scope(scope, searching: query), limit: Self.pageSize, before: last)
  }

  /// The first unread entry after `last` in `scope` (among the search `query`'s matches when it
  /// is not empty), in timeline order: where Space reads on to once the pages shown have no
  /// unread entry left; nil when none follows.
  func nextUnread(in scope: EntryScope, matching query: String, after last: StoredEntry?)
    async throws(StoreError) -> StoredEntry?
  {
    guard let store else { return nil }
    return try await store.nextUnread(
      in: Self.scope(scope, searching: query), matching: query, after: last)
  }

  /// The entries from the top of `scope` (or of the search) down to and including `last`: the
  /// pages shown, read again after a refresh or a change, with what arrived above them.
  func entries(in scope: EntryScope, matching query: String, through last: StoredEntry)
    async throws(StoreError) -> [StoredEntry]
  {
    guard let store else { return [] }
    return query.isEmpty
      ? try await store.entries(in: scope, limit: .max, through: last)
      : try await store.search(
        query, in: Self.scope(scope, searching: query), limit: .max, through: last)
  }

  /// The first entries of `scope` down to the saved entry `id` and a page past it, so a reading
  /// position far down the timeline is restored in one read; just the first page when the entry
  /// is gone or no longer in the scope (read, in Unread).
  func entries(in scope: EntryScope, reaching id: Int64) async throws(StoreError)
    -> [StoredEntry]
  {
    guard let store else { return [] }
    let first = try await page(in: scope, matching: "", after: nil)
    guard !first.contains(where: { $0.id == id }), let saved = try await store.entry(id) else {
      return first
    }
    let shown = try await entries(in: scope, matching: "", through: saved)
    guard shown.last?.id == id else { return first }
    return shown + (try await page(in: scope, matching: "", after: saved))
  }
}
