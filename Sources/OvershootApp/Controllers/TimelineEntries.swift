import FeedCore

/// What the article's controller asks of the timeline's: the entries shown and what the reader
/// does to one, and reading the next page.
@MainActor
protocol TimelineEntries: AnyObject {
  /// The entry `id` as the timeline shows it; nil when it is not among the pages shown.
  func storedEntry(_ id: Int64) -> StoredEntry?
  /// Marks the entry `id` read or unread.
  func setEntryRead(_ id: Int64, _ read: Bool)
  /// Marks the entry `id` read, or unread again.
  func toggleRead(_ id: Int64)
  /// Stars the entry `id`, or unstars it.
  func toggleStar(_ id: Int64)
  /// Opens the entry `entryID` in the browser and marks it read.
  func open(entryID: Int64)
  /// Hands `link` to the browser; false, and said in the notice, when that fails.
  @discardableResult
  func openInBrowser(_ link: String) -> Bool
  /// Reads the next page, then runs `then` unless the reader has left the scope, the search or
  /// the entry `shown` by then.
  func readNextPage(whileShowing shown: Int64?, then: @escaping @MainActor () -> Void)
  /// Whether the timeline still shows `scope` (searched for `query`) and the article the entry
  /// `shown`.
  func isStill(scope: EntryScope, query: String, showing shown: Int64?) -> Bool
}
