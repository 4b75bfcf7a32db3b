import CGtk
import GtkGlue

extension Window {
  /// The GtkWindow typed as a window, for what takes a parent window (`present(over:)`).
  public var gtkWindowPointer: UnsafeMutablePointer<GtkWindow> {
    gtkWindow.checked(as: GtkWindow.self)
  }

  /// Whether the window has its surface on the display: true from its first `present()` until
  /// it is destroyed. Only a realized window lays out and paints frames.
  public var isRealized: Bool { gtkWindow.isRealized }

  /// Whether the window fills the monitor full screen.
  public var isFullscreen: Bool { Gtk.Window(gtkWindow).isFullscreen }

  /// Runs `body` after each layout of the window (every frame whose layout phase runs, before
  /// it is painted) until the returned connection is disconnected; nil when the window is not
  /// realized and so lays nothing out. A layout that changes sizes again makes GDK lay out once
  /// more before painting.
  public func onEveryLayout(_ body: @escaping @MainActor () -> Void) -> SignalConnection? {
    guard isRealized, let clock = gtk_widget_get_frame_clock(gtkWindow) else { return nil }
    return clock.connect("layout", after: true, body)
  }

  /// The height of the tallest monitor in application pixels, or nil when the display knows
  /// none (no window, maximized or not, is taller).
  public static var tallestMonitorHeight: Int? {
    guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display)
    else { return nil }
    var tallest = 0
    for index in 0..<g_list_model_get_n_items(monitors) {
      guard let monitor = g_list_model_get_item(monitors, index) else { continue }
      var geometry = GdkRectangle()
      gdk_monitor_get_geometry(OpaquePointer(monitor), &geometry)
      tallest = max(tallest, Int(geometry.height))
      g_object_unref(monitor)
    }
    return tallest > 0 ? tallest : nil
  }
}
