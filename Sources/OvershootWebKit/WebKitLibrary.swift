import WebKitLoader

/// WebKitGTK 6.0, loaded with dlopen when the first article is shown rather than linked, so an
/// app pays nothing for WebKit (and the libraries it brings) until then; see `WebKitLoader.h`.
@MainActor
enum WebKitLibrary {
  /// The library an article view loads: WebKitGTK 6.0's soname.
  static let name = OVERSHOOT_WEBKIT_LIBRARY
  /// The libraries whose failure was said on stderr, so each is said once per process.
  private static var reported: Set<String> = []

  /// Loads `library` and, the first time, WebKit's functions from it: nil when it loaded (and
  /// WebKit is loaded), else why it could not be (the dynamic loader's message, which names
  /// the library), said on stderr the first time. A failure leaves WebKit loaded before in use.
  static func load(_ library: String = name) -> String? {
    guard let reason = overshoot_webkit_load(library) else { return nil }
    let message = String(cString: reason)
    if reported.insert(library).inserted {
      ArticleLinks.warn("articles cannot be shown: WebKitGTK could not be loaded: \(message)")
    }
    return message
  }
}
