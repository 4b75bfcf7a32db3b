extension FeedStore {
  /// The first unread entry after `last` in `scope`'s timeline (newest first; from the top when
  /// `last` is nil), or nil when none follows: where a reader reading on goes next, found in
  /// one query however many read entries lie between. With a non-empty `query`, among its
  /// matches in `scope` (see ``search(_:in:limit:before:through:)``).
  public func nextUnread(
    in scope: EntryScope, matching query: String = "", after last: StoredEntry?
  ) throws(StoreError) -> StoredEntry? {
    guard query.isEmpty else {
      return try search(
        SearchQuery(query), in: scope, limit: 1, before: last, denseAt: Self.denseMatchCount,
        unreadOnly: true
      ).first
    }
    var filter = EntryFilter()
    filter.require(scope)
    filter.require(EntryScope.unread)
    filter.require(after: last)
    return try timeline(filter, limit: 1).first
  }
}
