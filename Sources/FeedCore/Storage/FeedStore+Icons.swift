import Foundation

extension FeedStore {
  /// Every stored feed icon by feed id: what the sidebar shows at start-up, with no network.
  public func feedIcons() throws(StoreError) -> [Int64: FeedIcon] {
    let statement = try db.prepare(
      "SELECT id, icon, icon_type, icon_fetched FROM feeds WHERE icon IS NOT NULL")
    var icons: [Int64: FeedIcon] = [:]
    while try statement.step() {
      guard let data = statement.blob(1), let fetched = statement.date(3) else { continue }
      icons[statement.int(0)] = FeedIcon(
        data: data, mediaType: statement.text(2) ?? "", fetched: fetched)
    }
    return icons
  }

  /// The feeds over http(s) whose icon was last looked for before `cutoff` or never (among
  /// `feedIDs`, or every feed when nil): this machine's once fetched successfully (before that
  /// their address may not even be a feed), and synced ones, whose server vouches for them.
  public func feedsNeedingIcons(before cutoff: Date, feedIDs: [Int64]? = nil) throws(StoreError)
    -> [FeedIconLookup]
  {
    let statement = try db.prepare(
      """
      SELECT id, url, site_link, icon_url FROM feeds
      WHERE (account_id IS NOT NULL OR last_success IS NOT NULL)
        AND (url LIKE 'http://%' OR url LIKE 'https://%')
        AND (icon_fetched IS NULL OR icon_fetched < ?1)
      ORDER BY id
      """)
    try statement.bind(.date(cutoff))
    let wanted = feedIDs.map(Set.init)
    var lookups: [FeedIconLookup] = []
    while try statement.step() {
      let id = statement.int(0)
      guard wanted?.contains(id) ?? true, let url = statement.text(1).flatMap(URL.init(string:))
      else { continue }
      lookups.append(
        FeedIconLookup(
          feedID: id, feedURL: url, siteLink: statement.text(2), declaredIcon: statement.text(3)))
    }
    return lookups
  }

  /// Records a look-up for feed `id` at `now`: `icon` replaces the stored one when found; when
  /// nil (no icon anywhere, or the network failed), the stored icon stays and is looked for
  /// again only after the interval.
  public func recordIconLookup(_ id: Int64, found icon: FeedIcon?, at now: Date = Date())
    throws(StoreError)
  {
    if let icon {
      try db.prepare(
        "UPDATE feeds SET icon = ?2, icon_type = ?3, icon_fetched = ?4 WHERE id = ?1"
      ).bind(.integer(id), .blob(icon.data), .text(icon.mediaType), .date(now)).run()
    } else {
      try db.prepare("UPDATE feeds SET icon_fetched = ?2 WHERE id = ?1")
        .bind(.integer(id), .date(now)).run()
    }
  }
}
