import Foundation

/// Which entry links the app hands to the browser: http and https only, so a feed cannot make
/// the desktop open a file, run a handler, or reach `javascript:` and friends.
enum LinkPolicy {
  /// Whether `link` may be opened.
  static func canOpen(_ link: String) -> Bool {
    guard let scheme = URL(string: link)?.scheme?.lowercased() else { return false }
    return scheme == "http" || scheme == "https"
  }
}
