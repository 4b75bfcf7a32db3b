import Foundation

/// Maps a JSON Feed 1.0 or 1.1 document (https://jsonfeed.org/version/1.1) to the model.
///
/// Lenient where real feeds are: an `id` written as a number is used as text, 1.0's `author`
/// stands in for 1.1's `authors`, an item that is not an object is skipped with a warning.
/// Strict where it protects the reader: every text becomes plain text, links must be http(s) or
/// relative to the feed, and the entry count is bounded.
enum JSONFeedMapper {
  /// The version URL prefix every JSON Feed declares.
  static let versionPrefix = "https://jsonfeed.org/version/"

  /// Parses `bytes`, already known to start with `{`.
  static func parse(_ bytes: [UInt8], url: URL?, limits: ParseLimits) throws(FeedParseError)
    -> ParsedFeed
  {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
    } catch {
      throw .notJSON(Self.describe(error))
    }
    guard let root = object as? [String: Any] else {
      throw .notJSON("the top level is not an object")
    }
    guard let version = root["version"] as? String, version.hasPrefix(versionPrefix) else {
      throw .notJSONFeed
    }
    let feedURL = url
    let site = link(root["home_page_url"], base: feedURL)
    let feed = Feed(
      title: text(root["title"]), link: site, updated: nil,
      subtitle: text(root["description"]), format: .jsonFeed,
      // `favicon` is the one meant for a source list; `icon` is 512 px.
      icon: link(root["favicon"], base: feedURL) ?? link(root["icon"], base: feedURL))
    let feedAuthor = author(of: root)
    var warnings: [String] = []
    guard let rawItems = root["items"] as? [Any] else {
      if root["items"] != nil { warnings.append("The feed's items are not a list; read none") }
      return ParsedFeed(feed: feed, entries: [], warnings: warnings)
    }
    var entries: [Entry] = []
    var skipped = 0
    for raw in rawItems {
      if entries.count == limits.maxEntries {
        warnings.append("The feed has more than \(limits.maxEntries) entries; kept the first ones")
        break
      }
      guard let item = raw as? [String: Any] else {
        skipped += 1
        continue
      }
      entries.append(entry(item, feedAuthor: feedAuthor, feedURL: feedURL, site: site))
    }
    if skipped > 0 {
      warnings.append(
        skipped == 1
          ? "Skipped 1 item that is not a JSON object"
          : "Skipped \(skipped) items that are not JSON objects")
    }
    return ParsedFeed(feed: feed, entries: entries, warnings: warnings)
  }

  /// One item as an entry; `feedAuthor` is used when the item names none.
  static func entry(_ item: [String: Any], feedAuthor: String?, feedURL: URL?, site: String?)
    -> Entry
  {
    let base = site.flatMap(URL.init(string:)) ?? feedURL
    let title = text(item["title"])
    let entryLink = link(item["url"], base: base) ?? link(item["external_url"], base: base)
    let published = date(item["date_published"])
    let updated = date(item["date_modified"])
    let summary =
      text(item["summary"]) ?? text(item["content_text"])
      ?? html(item["content_html"])
    let declared: String? =
      switch item["id"] {
      case let string as String: string
      case let number as NSNumber: number.stringValue
      default: nil
      }
    let id = EntryIdentity.id(
      declared: declared, link: entryLink, feedURL: feedURL, title: title,
      date: published ?? updated, summary: summary)
    let tags = (item["tags"] as? [Any] ?? []).compactMap(text)
    var categories: [String] = []
    for tag in tags where !categories.contains(tag) { categories.append(tag) }
    return Entry(
      id: id, title: title, link: entryLink, published: published, updated: updated,
      author: author(of: item) ?? feedAuthor, summary: summary, categories: categories,
      content: EntryContent.json(item, base: entryLink.flatMap(URL.init(string:)) ?? base),
      enclosures: EntryContent.jsonEnclosures(item, base: base))
  }

  /// The names of 1.1's `authors`, else 1.0's `author`, joined with commas.
  static func author(of object: [String: Any]) -> String? {
    let authors = (object["authors"] as? [Any]) ?? (object["author"].map { [$0] } ?? [])
    let names = authors.compactMap { ($0 as? [String: Any]).flatMap { text($0["name"]) } }
    return names.isEmpty ? nil : names.joined(separator: ", ")
  }

  /// A string value as collapsed plain text; nil when absent, not a string, or blank.
  static func text(_ value: Any?) -> String? {
    guard let string = value as? String else { return nil }
    let plain = PlainText.collapsingWhitespace(string)
    return plain.isEmpty ? nil : plain
  }

  /// An HTML string value as plain text.
  static func html(_ value: Any?) -> String? {
    guard let string = value as? String else { return nil }
    let plain = PlainText.fromHTML(string)
    return plain.isEmpty ? nil : plain
  }

  /// An RFC 3339 date value.
  static func date(_ value: Any?) -> Date? {
    (value as? String).flatMap(FeedDate.parse)
  }

  /// A link value resolved against `base`; only http and https links are kept.
  static func link(_ value: Any?, base: URL?) -> String? {
    guard let string = (value as? String)?.trimmedForFeed, !string.isEmpty,
      let resolved = URL(string: string, relativeTo: base)?.absoluteURL,
      let scheme = resolved.scheme?.lowercased(), scheme == "http" || scheme == "https"
    else { return nil }
    return resolved.absoluteString
  }

  /// The feed, titled with the host of its address when it has no title of its own.
  /// The JSON parser's complaint in one line.
  private static func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    let detail =
      (nsError.userInfo[NSDebugDescriptionErrorKey] as? String)
      ?? nsError.localizedDescription
    return detail.split(whereSeparator: \.isNewline).first.map(String.init) ?? "invalid JSON"
  }
}
