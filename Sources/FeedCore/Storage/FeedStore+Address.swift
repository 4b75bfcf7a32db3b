import Foundation

extension FeedStore {
  /// Points feed `id` at `url`, an address the reader typed (its Edit Address), keeping its
  /// entries, reading state, name and folder. The old address's validators (ETag,
  /// Last-Modified) are dropped, so the next refresh fetches the new address in full, and its
  /// icon is looked for again then (the one shown stays until another is found).
  ///
  /// - Throws: ``StoreError/addressInUse(_:title:)`` when another subscription has `url` (two
  ///   subscriptions would fetch one feed; nothing changes), ``StoreError/noSuchFeed(_:)`` when
  ///   there is no feed `id`.
  public func changeAddress(of id: Int64, to url: URL) throws(StoreError) {
    try db.transaction { () throws(StoreError) in
      _ = try subscription(id)
      let lookup = try db.prepare(
        "SELECT COALESCE(title, url) FROM feeds WHERE url = ?1 AND id != ?2")
      try lookup.bind(.text(url.absoluteString), .integer(id))
      if try lookup.step() {
        throw .addressInUse(url.absoluteString, title: lookup.text(0) ?? url.absoluteString)
      }
      try db.prepare(
        """
        UPDATE feeds SET url = ?2, etag = NULL, last_modified = NULL, icon_url = NULL,
          icon_fetched = NULL
        WHERE id = ?1
        """
      ).bind(.integer(id), .text(url.absoluteString)).run()
    }
  }
}
