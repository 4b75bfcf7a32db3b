import Foundation

/// Chooses an entry's id: the feed's own, else the link, else a hash that is stable across runs.
enum EntryIdentity {
  /// The id for an entry with these fields.
  static func id(
    declared: String?, link: String?, feedURL: URL?, title: String?, date: Date?,
    summary: String?
  ) -> String {
    if let declared = declared?.trimmedForFeed,
      !declared.isEmpty
    {
      return declared
    }
    if let link { return link }
    let parts = [
      feedURL?.absoluteString ?? "", title ?? "", date.map(FeedDate.iso8601) ?? "",
      String((summary ?? "").prefix(200)),
    ]
    return "urn:overshoot:hash:" + StableHash.hex(parts)
  }
}
