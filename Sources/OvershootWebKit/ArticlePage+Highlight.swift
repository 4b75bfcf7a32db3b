import GtkGlue
import WebKitLoader

/// Search highlights in the article: WebKit's find controller (which works with the page's
/// JavaScript off) marks every match of the text at a word's start, case ignored, as a
/// search's rows do; the count it reports is kept for `ArticleView.highlightedMatchCount(in:)`.
extension ArticlePage {
  /// Highlights `text` in the article (the empty text takes the highlights away); an article
  /// loading is highlighted once it has loaded, as is every article shown after.
  func setHighlight(_ text: String) {
    guard text != highlight else { return }
    highlight = text
    guard overshoot_webkit_web_view_is_loading(Self.view(webView)) == 0 else { return }
    applyHighlight()
  }

  /// Asks WebKit to highlight `highlight` in the article now shown, or to take its highlights
  /// away; the count comes back in `found-text` (or `failed-to-find-text`).
  func applyHighlight() {
    guard shown != nil else { return }
    let finder = overshoot_webkit_web_view_get_find_controller(Self.view(webView))
    if highlight.isEmpty {
      overshoot_webkit_find_controller_search_finish(finder)
      highlightedMatches = 0
    } else {
      overshoot_webkit_highlight(finder, highlight)
    }
  }

  /// Keeps the count of matches the find controller reports.
  func connectFinder() {
    guard let finder = overshoot_webkit_web_view_get_find_controller(Self.view(webView)) else {
      return
    }
    typealias Found = @convention(c) (gpointer?, guint, gpointer?) -> Void
    let found: Found = { _, count, data in
      let box = ClosureBox<@MainActor (Int) -> Void>.from(data)
      MainActor.assumeIsolated { box.closure(Int(count)) }
    }
    let counted: @MainActor (Int) -> Void = { [weak self] count in
      guard let self, !self.highlight.isEmpty else { return }
      self.highlightedMatches = count
    }
    _ = connectSignal(
      finder, "found-text", counted, trampoline: unsafeBitCast(found, to: GCallback.self))
    typealias Failed = @convention(c) (gpointer?, gpointer?) -> Void
    let failed: Failed = { _, data in
      let box = ClosureBox<@MainActor () -> Void>.from(data)
      MainActor.assumeIsolated { box.closure() }
    }
    let none: @MainActor () -> Void = { [weak self] in self?.highlightedMatches = 0 }
    _ = connectSignal(
      finder, "failed-to-find-text", none, trampoline: unsafeBitCast(failed, to: GCallback.self))
  }
}
