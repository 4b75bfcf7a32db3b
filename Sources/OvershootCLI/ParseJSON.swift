import FeedCore
import Foundation

/// Writes a parsed feed as the JSON `overshoot-cli parse` promises, keys in a fixed order and
/// missing fields omitted.
enum ParseJSON {
  /// The whole document: `{"feed":{…},"entries":[…]}`.
  static func render(_ parsed: ParsedFeed) -> String {
    let feed = object([
      ("title", parsed.feed.title.map(string)),
      ("link", parsed.feed.link.map(string)),
      ("updated", parsed.feed.updated.map(date)),
    ])
    let entries = parsed.entries.map { entry in
      "  "
        + object([
          ("id", string(entry.id)),
          ("title", entry.title.map(string)),
          ("link", entry.link.map(string)),
          ("published", entry.published.map(date)),
          ("updated", entry.updated.map(date)),
          ("author", entry.author.map(string)),
          ("summary", entry.summary.map(string)),
        ])
    }
    let list = entries.isEmpty ? "[]" : "[\n" + entries.joined(separator: ",\n") + "\n]"
    return "{\"feed\":\(feed),\n\"entries\":\(list)}"
  }

  private static func object(_ fields: [(String, String?)]) -> String {
    let members = fields.compactMap { key, value in value.map { "\(string(key)):\($0)" } }
    return "{" + members.joined(separator: ",") + "}"
  }

  private static func date(_ value: Date) -> String {
    string(FeedDate.iso8601(value))
  }

  /// A JSON string literal (see `JSONString`).
  static func string(_ value: String) -> String { JSONString.quoted(value) }

}
