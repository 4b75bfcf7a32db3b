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
    return URL(fileURLWithPath: expanded).standardizedFileURL
  }
}
