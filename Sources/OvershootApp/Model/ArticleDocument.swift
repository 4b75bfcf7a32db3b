import FeedCore
import Foundation
import OvershootLocalization

/// The article pane's page for one entry: the title (a link to the entry's page), the feed,
/// date and author, the sanitized content (or the summary as paragraphs when the feed gave no
/// content) and the enclosures as links with their type and size. One document, so it scrolls
/// and reads as a whole; every text from the feed is escaped, the content is already safe
/// (`HTMLSanitizer`).
enum ArticleDocument {
  /// The page's HTML.
  static func html(for item: StoredEntry, body: EntryBody?) -> String {
    let entry = item.entry
    let title = escaped(entry.title ?? tr("Untitled"))
    var page = "<article>\n<header>\n"
    if let link = entry.link, LinkPolicy.canOpen(link) {
      page += "<h1><a href=\"\(escaped(link))\">\(title)</a></h1>\n"
    } else {
      page += "<h1>\(title)</h1>\n"
    }
    page += "<p class=\"byline\">\(byline(for: item).map(escaped).joined(separator: " · "))</p>\n"
    page += "</header>\n"
    if let html = body?.html, !html.isEmpty {
      page += html
    } else if let summary = body?.summary ?? entry.summary, !summary.isEmpty {
      page += summary.components(separatedBy: "\n\n").map { "<p>\(escaped($0))</p>" }
        .joined(separator: "\n")
    }
    let enclosures = body?.enclosures ?? entry.enclosures
    if !enclosures.isEmpty {
      page += "\n<ul class=\"enclosures\">\n"
      for enclosure in enclosures where LinkPolicy.canOpen(enclosure.url) {
        page +=
          "<li><a href=\"\(escaped(enclosure.url))\">\(escaped(label(for: enclosure)))</a></li>\n"
      }
      page += "</ul>\n"
    }
    return page + "</article>\n<style>.byline { opacity: 0.7; }</style>"
  }

  /// The feed, the date and the author, those there are.
  static func byline(for item: StoredEntry) -> [String] {
    var parts = [item.feedTitle]
    parts.append(item.sortDate.formatted(date: .abbreviated, time: .shortened))
    if let author = item.entry.author, !author.isEmpty { parts.append(author) }
    return parts
  }

  /// "Audio · MP3 · 12.3 MB · episode.mp3": the kind, the subtype and size when the feed gives
  /// them, and the file's name.
  static func label(for enclosure: Enclosure) -> String {
    var parts: [String] = []
    if let type = enclosure.mimeType?.lowercased(), let slash = type.firstIndex(of: "/") {
      switch type[..<slash] {
      case "audio": parts.append(tr("Audio"))
      case "video": parts.append(tr("Video"))
      case "image": parts.append(tr("Image"))
      default: parts.append(tr("File"))
      }
      parts.append(type[type.index(after: slash)...].uppercased())
    } else {
      parts.append(tr("File"))
    }
    if let length = enclosure.length, length > 0 {
      parts.append(ByteCountFormatter.string(fromByteCount: Int64(length), countStyle: .file))
    }
    let name = URL(string: enclosure.url)?.lastPathComponent ?? ""
    if !name.isEmpty, name != "/" { parts.append(name) }
    return parts.joined(separator: " · ")
  }

  /// `text` with HTML's special characters escaped, for text and quoted attribute values.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }
}
