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
    let paned = gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!
    let gtkPaned = paned.checked(gtk_paned_get_type())
    gtk_paned_set_start_child(gtkPaned, sidebar.makeGtkWidget())
    gtk_paned_set_end_child(gtkPaned, detail.makeGtkWidget())
    // Growing the window grows the content, not the sidebar.
    gtk_paned_set_resize_start_child(gtkPaned, 0)
    gtk_paned_set_shrink_start_child(gtkPaned, 0)
    gtk_paned_set_shrink_end_child(gtkPaned, 0)
    gtk_paned_set_position(gtkPaned, Int32(sidebarWidth))
    AccessibleChrome.nameSplit(paned)
    return paned
  }
}
