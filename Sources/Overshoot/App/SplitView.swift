import CGtk
import GtkGlue

/// A sidebar beside the main content with a draggable divider (a GtkPaned), like SwiftUI's
/// `NavigationSplitView` with two columns: the sidebar keeps its width when the window grows,
/// and neither side is squeezed below its minimum.
public struct SplitView: Widget {
  let sidebar: any Widget
  let detail: any Widget
  let sidebarWidth: Int

  /// `sidebar` at `sidebarWidth` points, then `detail` taking the rest.
  public init(sidebarWidth: Int = 240, sidebar: any Widget, detail: any Widget) {
    self.sidebar = sidebar
    self.detail = detail
    self.sidebarWidth = sidebarWidth
  }

  /// Makes the GtkPaned.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let paned = Gtk.Paned(orientation: GTK_ORIENTATION_HORIZONTAL)
    paned.startChild = sidebar.makeGtkWidget()
    paned.endChild = detail.makeGtkWidget()
    // Growing the window grows the content, not the sidebar.
    paned.resizesStartChild = false
    paned.shrinksStartChild = false
    paned.shrinksEndChild = false
    paned.position = sidebarWidth
    AccessibleChrome.nameSplit(paned.widget)
    return paned.widget
  }
}
