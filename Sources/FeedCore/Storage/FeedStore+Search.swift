import Foundation

extension FeedStore {
  /// The columns ``storedEntry(_:)`` reads, from `entries e` and `feeds f`.
  private static let timelineColumns = """
    SELECT e.id, e.feed_id, COALESCE(f.title, f.url), e.entry_id, e.title, e.link, e.published,
      e.updated, e.author, e.summary, e.sort_date, e.is_read, e.is_starred,
      e.categories
    """

  /// Above this many matches a query is "dense" (a first keystroke matches most entries) and is
  /// answered by walking the timeline's date index, stopping once a page is full, instead of
  /// sorting every match by date.
  static let denseMatchCount = 4000

  /// Entries in `scope` whose title, summary or article text contains every word of `query` (as
  /// a word prefix, see ``SearchQuery``), newest first like the timeline; page with `before` as
  /// with ``entries(in:limit:before:through:)``, and stop at `through` as it does. A query with
  /// no words returns no entries.
  public func search(
    _ query: SearchQuery, in scope: EntryScope = .all, limit: Int = 500,
    before: StoredEntry? = nil, through last: StoredEntry? = nil
  ) throws(StoreError) -> [StoredEntry] {
    try search(
      query, in: scope, limit: limit, before: before, through: last,
      denseAt: Self.denseMatchCount)
  }

  /// ``search(_:in:limit:before:through:)`` with the dense threshold given (tests compare both
  /// plans); `unreadOnly` keeps the unread matches only, in any scope.
  func search(
    _ query: SearchQuery, in scope: EntryScope, limit: Int, before: StoredEntry?,
    through last: StoredEntry? = nil, denseAt: Int, unreadOnly: Bool = false
  ) throws(StoreError) -> [StoredEntry] {
    guard !query.isEmpty, limit > 0 else { return [] }
    var filter = EntryFilter()
    let match = filter.parameter(.text(query.matchExpression))
    // The unary `+` stops SQLite from looking entries up by these ids, so it walks an index in
    // timeline order and checks each row against the matches (fast when most rows match).
    let dense = try matchCount(query, upTo: denseAt) >= denseAt
    filter.require(
      "\(dense ? "+" : "")e.id IN "
        + "(SELECT rowid FROM entries_search WHERE entries_search MATCH \(match))")
    filter.require(scope)
    if unreadOnly { filter.require(EntryScope.unread) }
    filter.require(after: before)
    filter.require(through: last)
    // A sparse query looks each match up by id and sorts the few; without NOT INDEXED, SQLite
    // prefers walking the unread or feed index and testing every row in it.
    return try timeline(
      filter, limit: limit, entries: dense ? "entries e" : "entries e NOT INDEXED")
  }

  /// Searches for `text` as typed (see ``SearchQuery``).
  public func search(
    _ text: String, in scope: EntryScope = .all, limit: Int = 500, before: StoredEntry? = nil,
    through last: StoredEntry? = nil
  ) throws(StoreError) -> [StoredEntry] {
    try search(SearchQuery(text), in: scope, limit: limit, before: before, through: last)
  }

  /// How many stored entries match `text` as typed (see ``SearchQuery``), counting no further
  /// than `cap`, so a first keystroke that matches nearly everything stays cheap.
  public func searchCount(_ text: String, upTo cap: Int = 10_000) throws(StoreError) -> Int {
    let query = SearchQuery(text)
    guard !query.isEmpty, cap > 0 else { return 0 }
    return try matchCount(query, upTo: cap)
  }

  /// How many entries match, counting no further than `cap` (the index stops there).
  func matchCount(_ query: SearchQuery, upTo cap: Int) throws(StoreError) -> Int {
    let statement = try db.prepare(
      """
      SELECT COUNT(*) FROM (SELECT 1 FROM entries_search WHERE entries_search MATCH ?1 LIMIT ?2)
      """)
    try statement.bind(.text(query.matchExpression), .integer(Int64(cap)))
    return try statement.step() ? Int(statement.int(0)) : 0
  }

  /// Timeline rows passing `filter`, newest first.
  func timeline(_ filter: EntryFilter, limit: Int, entries: String = "entries e")
    throws(StoreError) -> [StoredEntry]
  {
    let statement = try db.prepare(
      """
      \(Self.timelineColumns)
      FROM \(entries) JOIN feeds f ON f.id = e.feed_id
      \(filter.whereClause)
      ORDER BY e.sort_date DESC, e.id DESC LIMIT \(max(0, limit))
      """)
    try statement.bind(filter.values)
    var result: [StoredEntry] = []
    while try statement.step() { result.append(Self.storedEntry(statement)) }
    return result
  }
}
