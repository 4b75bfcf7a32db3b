/// The child elements the feed mappers read, and how many of each one parent keeps.
///
/// Everything else is parsed (it must be well-formed) but not stored, so a million children
/// the mappers never look at cost no memory.
enum StoredElements {
  /// Elements read with `child(_:in:)` need only the first per namespace; links are filtered by
  /// `rel` and `type`, so a few are kept; items and entries are bounded by the entry limit.
  static let perParent: [String: Int] = {
    var limits: [String: Int] = [:]
    let firstOnly = [
      "channel", "title", "link", "description", "subtitle", "tagline", "updated", "modified",
      "published", "issued", "lastBuildDate", "pubDate", "date", "guid", "creator", "author",
      "name", "email", "id", "summary", "content", "encoded",
      // The feed's icon: RSS `<image><url>`, Atom `<icon>` and `<logo>`.
      "image", "url", "icon", "logo",
    ]
    for name in firstOnly { limits[name] = 1 }
    limits["link"] = 16
    // Categories and subjects are lists; a few dozen is more than any entry has.
    limits["category"] = 32
    limits["subject"] = 32
    limits["enclosure"] = EntryContent.maxEnclosures
    limits["item"] = Int.max
    limits["entry"] = Int.max
    return limits
  }()
}
