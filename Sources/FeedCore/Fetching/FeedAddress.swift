import Foundation

/// Turns what a user types (a URL, a `file://` URL, a path) into a fetchable URL.
public enum FeedAddress {
  /// The URL for `text`; relative paths are taken from the current directory.
  public static func url(for text: String) throws(FetchError) -> URL {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .unsupportedAddress(text) }
    let lower = trimmed.lowercased()
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
    let isFile = FileManager.default.fileExists(atPath: expanded)
    // Words with spaces and no slash ("not a url at all") are neither an address nor a path
    // anyone types; a file of that name still wins.
    if !isFile, !trimmed.contains("/"), trimmed.contains(where: \.isWhitespace) {
      throw .unsupportedAddress(text)
    }
    if let scheme = webScheme(trimmed), !isFile {
      // `example.com/feed` is a web address, as a browser reads it; a file of that name wins.
      guard let url = URL(string: scheme + "://" + trimmed) else { throw .unsupportedAddress(text) }
      return url
    }
    return URL(fileURLWithPath: expanded).standardizedFileURL
  }

  /// The scheme a browser would give `text` when it starts with a host rather than a path:
  /// `http` for an IPv4 address, a bracketed IPv6 address or `localhost` (each with an optional
  /// port: local servers rarely have a certificate), `https` for a dotted name with a letter
  /// last (`example.com`, `blog.example.org:8080`); nil for a path (a leading `/`, `~` or `.`).
  private static func webScheme(_ text: String) -> String? {
    guard let first = text.first, first != "/", first != "~", first != "." else { return nil }
    let authority = text.prefix { $0 != "/" }
    if first == "[" { return authority.contains("]") ? "http" : nil }
    let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return nil }
    if parts.count == 2 {
      guard !parts[1].isEmpty, parts[1].allSatisfy(\.isASCIIDigit) else { return nil }
    }
    let host = parts[0]
    if host.lowercased() == "localhost" {
      return parts.count == 2 || text.contains("/") ? "http" : nil
    }
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    if isIPv4(labels) { return "http" }
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else { return nil }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
    guard host.allSatisfy({ allowed.contains($0) || $0 == "." }) else { return nil }
    // `notes.xml` or `feed.rss` alone are files; a top-level domain is not a file extension.
    let fileExtensions: Set<String> = ["xml", "rss", "atom", "opml", "json", "txt", "html", "htm"]
    guard let last = labels.last, last.first?.isLetter == true else { return nil }
    let isFileName = text.firstIndex(of: "/") == nil && fileExtensions.contains(last.lowercased())
    return isFileName ? nil : "https"
  }

  /// Whether `labels` are the four numbers of an IPv4 address.
  private static func isIPv4(_ labels: [Substring]) -> Bool {
    labels.count == 4
      && labels.allSatisfy { label in
        !label.isEmpty && label.count <= 3 && label.allSatisfy(\.isASCIIDigit)
          && Int(label).map { $0 <= 255 } == true
      }
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0-9.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
