import CGtk
import GtkGlue

/// How a sheet's content gets its header bar and width, as SwiftUI's sheets do: content using
/// `.navigationTitle` or `.toolbar` becomes one navigation page, whose header bar shows the
/// title, `.cancellationAction` at the start and `.confirmationAction` at the end as the
/// suggested, default button; a sheet with either has no close button of its own (Cancel
/// closes it, as in GNOME's dialogs). `.frame(width:)` on the content's root is the sheet's
/// width.
@MainActor
enum SheetChrome {
  /// The widget to make `window`'s child for `content`, setting the window's title bar and
  /// default width.
  static func adopt(
    _ content: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>
  ) -> UnsafeMutablePointer<GtkWidget> {
    var width: Int32 = -1
    var height: Int32 = -1
    gtk_widget_get_size_request(content, &width, &height)
    // The window starts as wide as the frame asks, so wrapping text wraps at that width
    // instead of widening the sheet to its natural width.
    if width > 0 { Gtk.Window(window).setDefaultSize(width: Int(width), height: -1) }
    let root = WindowChrome.adopt(content, in: window)
    if let page = NavigationHostMark.host(of: root) as? NavigationPage,
      page.chrome.toolbarItems.contains(where: {
        $0.placement.isCancellation || $0.placement.isConfirmation
      })
    {
      page.showsWindowButtons = false
    }
    return root
  }
}
