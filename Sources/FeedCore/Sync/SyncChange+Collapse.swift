/// Identical or overriding changes collapse in the outbox, and changes to the same thing keep
/// their order when one of them has to wait.
extension SyncChange {
  /// What this change touches, as keys: two changes with a key in common must reach the server
  /// in the order they were made.
  var subjects: Set<String> {
    switch self {
    case .setRead(let items, _): return Set(items.map { "read " + $0 })
    case .setStarred(let items, _): return Set(items.map { "star " + $0 })
    case .subscribe(let url, _, _): return ["url " + url]
    case .rename(let stream, _), .move(let stream, _), .unsubscribe(let stream):
      return ["feed " + stream]
    }
  }

  /// What is left of this change, queued earlier, once `newer` is queued after it: nil when
  /// `newer` makes it moot. The newer change always wins and goes out whole (never cancelled
  /// against the older one): the server may have changed since the last pull, and the
  /// reader's last action is what it must end with (docs/sync.md, the conflict rule).
  /// - the same items read or unread, starred or unstarred again: the older edit loses them;
  /// - the same address subscribed again: the older subscribe goes;
  /// - a feed renamed again, moved again, or unsubscribed: the older edit of it goes.
  func remainder(after newer: SyncChange) -> SyncChange? {
    switch (self, newer) {
    case (.setRead(let items, let read), .setRead(let newerItems, _)):
      let kept = Self.kept(items, minus: newerItems)
      return kept.isEmpty ? nil : .setRead(items: kept, read: read)
    case (.setStarred(let items, let starred), .setStarred(let newerItems, _)):
      let kept = Self.kept(items, minus: newerItems)
      return kept.isEmpty ? nil : .setStarred(items: kept, starred: starred)
    case (.subscribe(let url, _, _), .subscribe(let newerURL, _, _)):
      return url == newerURL ? nil : self
    case (.rename(let stream, _), .rename(let other, _)),
      (.move(let stream, _), .move(let other, _)),
      (.rename(let stream, _), .unsubscribe(let other)),
      (.move(let stream, _), .unsubscribe(let other)),
      (.unsubscribe(let stream), .unsubscribe(let other)):
      return stream == other ? nil : self
    default:
      return self
    }
  }

  /// `items` without `removed`, in order.
  private static func kept(_ items: [String], minus removed: [String]) -> [String] {
    let gone = Set(removed)
    return items.filter { !gone.contains($0) }
  }
}
