import Foundation

/// Turns what a user types (a URL, a `file://` URL, a path, `demo:`) into a fetchable URL.
public enum FeedAddress {
  /// The URL for `text`; relative paths are taken from the current directory.
  public static func url(for text: String) throws(FetchError) -> URL {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .unsupportedAddress(text) }
    let lower = trimmed.lowercased()
    if lower.hasPrefix(DemoFeed.scheme + ":") { return DemoFeed.url }
    if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("file://") {
      guard let url = URL(string: trimmed) else { throw .unsupportedAddress(text) }
      return url
    }
    if lower.hasPrefix("feed://") {
      guard let url = URL(string: "https://" + trimmed.dropFirst("feed://".count)) else {
        throw .unsupportedAddress(text)
      }
      return url
    }
    if trimmed.contains("://") { throw .unsupportedAddress(text) }
    let expanded = NSString(string: trimmed).expandingTildeInPath
    if looksLikeHost(trimmed), !FileManager.default.fileExists(atPath: expanded) {
      // `example.com/feed` is a web address, as a browser reads it; a file of that name wins.
      guard let url = URL(string: "https://" + trimmed) else { throw .unsupportedAddress(text) }
      return url
    }
    return URL(fileURLWithPath: expanded).standardizedFileURL
  }

  /// Whether `text` starts with a host name (`example.com`, `blog.example.org:8080`) rather
  /// than a path: no leading `/`, `~` or `.`, and a dotted first component with a letter last.
  private static func looksLikeHost(_ text: String) -> Bool {
    guard let first = text.first, first != "/", first != "~", first != "." else { return false }
    let host = text.prefix { $0 != "/" }.split(separator: ":").first ?? ""
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else { return false }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
    guard host.allSatisfy({ allowed.contains($0) || $0 == "." }) else { return false }
    // `notes.xml` or `feed.rss` alone are files; a top-level domain is not a file extension.
    let fileExtensions: Set<String> = ["xml", "rss", "atom", "opml", "json", "txt", "html", "htm"]
    guard let last = labels.last, last.first?.isLetter == true else { return false }
    return !(text.firstIndex(of: "/") == nil && fileExtensions.contains(last.lowercased()))
  }
}
