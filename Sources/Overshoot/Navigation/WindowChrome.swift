import CGtk
import GtkGlue

/// How a window's content gets its header bar: content that uses `.navigationTitle`,
/// `.toolbar` or `.searchable` outside any navigation container becomes one navigation page;
/// when the content has navigation pages, their header bars are the window's title bar (the
/// window's own is hidden, as libadwaita windows do).
@MainActor
enum WindowChrome {
  /// The widget to make `window`'s child for `content`, setting the window's title bar.
  static func adopt(
    _ content: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>
  ) -> UnsafeMutablePointer<GtkWidget> {
    var root = content
    let asksForHeader = PageChrome.collected(from: content).asksForHeader
    if NavigationHostMark.isHost(content) {
      if asksForHeader { PageChrome.warnOutsidePage() }
    } else if asksForHeader {
      root = NavigationPage(content: content).gtkWidget
    }
    if containsHost(root) {
      let hidden = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0).widget
      hidden.isVisible = false
      Gtk.Window(window).titlebar = hidden
    }
    return root
  }

  private static func containsHost(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    if NavigationHostMark.isHost(widget) { return true }
    var child = widget.firstChild
    while let current = child {
      if containsHost(current) { return true }
      child = current.nextSibling
    }
    return false
  }
}

extension PageChrome {
  /// Whether a header bar is needed to show this chrome.
  var asksForHeader: Bool { title != nil || !toolbarItems.isEmpty || search != nil }

  /// Says that a title, toolbar or search set on a stack or split view itself shows nowhere.
  static func warnOutsidePage() {
    Diagnostics.warn(
      ".navigationTitle, .toolbar or .searchable on a NavigationStack or NavigationSplitView "
        + "itself shows nowhere; apply it to the content of a page inside (as in SwiftUI)")
  }
}
