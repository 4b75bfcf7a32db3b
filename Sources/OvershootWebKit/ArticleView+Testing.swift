import Foundation
import GtkGlue
import WebKitLoader

#if DEBUG
  /// What tests read from a live article view: the loads finished, the links handed on, and the
  /// page's text as WebKit rendered it. Not for apps; debug builds only.
  @_spi(Testing)
  @MainActor
  public enum ArticleViewProbe {
    /// The article web views under `root` (itself included), depth first.
    public static func webViews(under root: UnsafeMutablePointer<GtkWidget>)
      -> [UnsafeMutablePointer<GtkWidget>]
    {
      var found: [UnsafeMutablePointer<GtkWidget>] = []
      if ArticlePage.attached(to: root) != nil { found.append(root) }
      var child = root.firstChild
      while let current = child {
        found += webViews(under: current)
        child = current.nextSibling
      }
      return found
    }

    /// Loads finished in `webView` since it was made.
    public static func finishedLoads(of webView: UnsafeMutablePointer<GtkWidget>) -> Int {
      ArticlePage.attached(to: webView)?.finishedLoads ?? 0
    }

    /// Whether `webView` is loading now.
    public static func isLoading(_ webView: UnsafeMutablePointer<GtkWidget>) -> Bool {
      overshoot_webkit_web_view_is_loading(ArticlePage.view(webView)) != 0
    }

    /// Whether `webView` composites its page on the GPU (WebKit's hardware acceleration policy).
    public static func isHardwareAccelerated(_ webView: UnsafeMutablePointer<GtkWidget>) -> Bool {
      let settings = overshoot_webkit_web_view_get_settings(ArticlePage.view(webView))
      return overshoot_webkit_settings_get_hardware_acceleration_policy(settings)
        != WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER
    }

    /// The address the view shows.
    public static func uri(of webView: UnsafeMutablePointer<GtkWidget>) -> String? {
      overshoot_webkit_web_view_get_uri(ArticlePage.view(webView)).map { String(cString: $0) }
    }

    /// Counts the times `text` appears in the page as WebKit laid it out (its find controller,
    /// which works with the page's JavaScript off; case-insensitive) and calls `completion`.
    public static func countMatches(
      of text: String, in webView: UnsafeMutablePointer<GtkWidget>,
      completion: @escaping @MainActor (Int) -> Void
    ) {
      let finder = overshoot_webkit_web_view_get_find_controller(ArticlePage.view(webView))
      var connection: SignalConnection?
      typealias Trampoline = @convention(c) (gpointer?, guint, gpointer?) -> Void
      let trampoline: Trampoline = { _, count, data in
        let box = ClosureBox<@MainActor (Int) -> Void>.from(data)
        MainActor.assumeIsolated { box.closure(Int(count)) }
      }
      let counted: @MainActor (Int) -> Void = { count in
        connection?.disconnect()
        connection = nil
        completion(count)
      }
      connection = connectSignal(
        finder!, "counted-matches", counted,
        trampoline: unsafeBitCast(trampoline, to: GCallback.self))
      overshoot_webkit_find_controller_count_matches(
        finder, text, WEBKIT_FIND_OPTIONS_CASE_INSENSITIVE.rawValue, 1000)
    }

    /// The pixels of the view's visible part (RGBA), to tell whether it scrolled.
    public static func snapshot(
      of webView: UnsafeMutablePointer<GtkWidget>,
      completion: @escaping @MainActor ([UInt8]) -> Void
    ) {
      let box = ClosureBox(completion, counted: .source)
      overshoot_webkit_snapshot_visible(
        ArticlePage.view(webView),
        { source, result, data in
          let box = Unmanaged<ClosureBox<@MainActor ([UInt8]) -> Void>>.fromOpaque(data!)
            .takeRetainedValue()
          let view = OpaquePointer(source!)
          var error: UnsafeMutablePointer<GError>?
          var pixels: [UInt8] = []
          if let texture = overshoot_webkit_web_view_get_snapshot_finish(view, result, &error) {
            let width = Int(gdk_texture_get_width(texture))
            let height = Int(gdk_texture_get_height(texture))
            pixels = [UInt8](repeating: 0, count: width * height * 4)
            pixels.withUnsafeMutableBufferPointer {
              gdk_texture_download(texture, $0.baseAddress, gsize(width * 4))
            }
            g_object_unref(UnsafeMutableRawPointer(texture))
          }
          g_clear_error(&error)
          MainActor.assumeIsolated { box.closure(pixels) }
        }, box.retainedPointer())
    }
  }
#endif
