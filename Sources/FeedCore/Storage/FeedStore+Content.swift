extension FeedStore {
  /// An entry's full content and enclosures (the article view's part of an entry, kept out of
  /// the timeline's queries so scrolling never loads it), by the entry's row id; nil when no
  /// such entry is stored.
  public func content(ofEntry id: Int64) throws(StoreError) -> EntryBody? {
    let statement = try db.prepare(
      "SELECT content, enclosures, summary FROM entries WHERE id = ?1")
    try statement.bind(.integer(id))
    guard try statement.step() else { return nil }
    return EntryBody(
      html: statement.text(0), enclosures: EnclosureList.decode(statement.text(1)),
      summary: statement.text(2))
  }
}
