import Foundation
import GtkGlue
import WebKitLoader

/// The WebKit content rule list that blocks every request of an article (`RemoteContent
/// .blocked`), compiled once per process into the user's cache folder and handed to every web
/// view that asks. Compiling is asynchronous: until it is done, `whenReady` keeps the callers.
@MainActor
final class RemoteContentFilter {
  /// The one filter of this process.
  static let shared = RemoteContentFilter()

  /// The rules: block every load, then let through the article's own page (the top frame's
  /// document, which the navigation policy already limits to the view's own load) and the
  /// addresses that reach no server (`data:`, `about:`, `blob:`; one rule each, as WebKit's
  /// rule expressions have no `|`).
  static let rules = """
    [
      {"trigger": {"url-filter": ".*"}, "action": {"type": "block"}},
      {"trigger": {"url-filter": ".*", "resource-type": ["document"],
                   "load-context": ["top-frame"]},
       "action": {"type": "ignore-previous-rules"}},
      {"trigger": {"url-filter": "^data:"}, "action": {"type": "ignore-previous-rules"}},
      {"trigger": {"url-filter": "^about:"}, "action": {"type": "ignore-previous-rules"}},
      {"trigger": {"url-filter": "^blob:"}, "action": {"type": "ignore-previous-rules"}}
    ]
    """

  /// The compiled filter (a `WebKitUserContentFilter`), once compiling succeeded.
  private(set) var filter: OpaquePointer?
  /// Whether compiling failed (said on stderr); callers then block what they can otherwise.
  private(set) var failed = false
  private var waiting: [@MainActor () -> Void] = []
  private var started = false

  /// Calls `action` once the filter is compiled (or failed to), at once when it already is.
  func whenReady(_ action: @escaping @MainActor () -> Void) {
    if filter != nil || failed {
      action()
      return
    }
    waiting.append(action)
    compileOnce()
  }

  private func compileOnce() {
    guard !started else { return }
    started = true
    let program = g_get_prgname().map { String(cString: $0) } ?? "overshoot"
    let folder = URL(fileURLWithPath: String(cString: g_get_user_cache_dir()))
      .appendingPathComponent(program).appendingPathComponent("webkit-content-filters").path
    let store = overshoot_webkit_user_content_filter_store_new(folder)
    let source = Array(Self.rules.utf8)
    let bytes = source.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(bytes) }
    let box = ClosureBox(
      { [weak self] (filter: OpaquePointer?, message: String?) in
        self?.finish(filter, message)
      } as @MainActor (OpaquePointer?, String?) -> Void, counted: .source)
    overshoot_webkit_user_content_filter_store_save(
      store, "overshoot-remote-content", bytes, nil,
      { source, result, data in
        let box = Unmanaged<ClosureBox<@MainActor (OpaquePointer?, String?) -> Void>>
          .fromOpaque(data!).takeRetainedValue()
        var error: UnsafeMutablePointer<GError>?
        let filter = overshoot_webkit_user_content_filter_store_save_finish(
          OpaquePointer(source), result, &error)
        let message = error.map { String(cString: $0.pointee.message) }
        g_clear_error(&error)
        g_object_unref(source)
        MainActor.assumeIsolated { box.closure(filter, message) }
      }, box.retainedPointer())
  }

  private func finish(_ compiled: OpaquePointer?, _ message: String?) {
    if let compiled {
      filter = compiled
    } else {
      failed = true
      ArticleLinks.warn(
        "couldn’t compile the filter that blocks remote content (\(message ?? "no reason given"));"
          + " blocked articles load no images but may make other requests")
    }
    let actions = waiting
    waiting = []
    for action in actions { action() }
  }
}
