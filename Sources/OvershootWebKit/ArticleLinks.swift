import Foundation
import WebKitLoader

/// What happens to a link clicked in an article when the app gives no `onOpenLink` handler:
/// it goes to the desktop (GIO's default handler for its scheme; the OpenURI portal in a
/// Flatpak), as `overshoot` opens entries in the browser.
@MainActor
enum ArticleLinks {
  /// The schemes handed to the desktop; anything else (`file:`, custom handlers) is refused, so
  /// a feed cannot make the desktop open a local file or run a registered handler.
  static let desktopSchemes: Set<String> = ["http", "https", "mailto"]

  /// Hands `url` to the desktop, or says on stderr why not.
  static func openOnDesktop(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), desktopSchemes.contains(scheme) else {
      warn("not opening “\(url.absoluteString)”: only web and mail links leave an article")
      return
    }
    var error: UnsafeMutablePointer<GError>?
    guard g_app_info_launch_default_for_uri(url.absoluteString, nil, &error) == 0 else { return }
    defer { g_clear_error(&error) }
    let reason = error.map { String(cString: $0.pointee.message) } ?? "no reason given"
    warn("couldn’t open “\(url.absoluteString)”: \(reason)")
  }

  /// Writes "overshoot: MESSAGE" to stderr, as the library's diagnostics do.
  static func warn(_ message: String) {
    FileHandle.standardError.write(Data("overshoot: \(message)\n".utf8))
  }
}
