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

  /// A JSON string literal; control characters and non-BMP text are escaped per RFC 8259.
  static func string(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
