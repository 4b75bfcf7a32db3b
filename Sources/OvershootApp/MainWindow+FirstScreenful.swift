import CGtk
import FeedCore
import GtkGlue
import Overshoot

/// The window's first frame shows a screenful of entries, the rest of the page a frame later.
///
/// GTK 4.8 makes and measures a row for each of up to 200 items around the top of a list at its
/// first layout; for the timeline's rows (three labels, the summary wrapping) that is most of
/// the start-up's CPU time. What the reader sees first is one screenful, so the list is given
/// the entries down to the saved position and a screenful below it first, and the page once
/// that frame is painted. Overlay scrollbars are hidden at rest, so the two frames differ only
/// below the window's edge.
extension MainWindow {
  /// The shortest a timeline row can be (one title line and the meta line), in pixels.
  static let shortestRowHeight = 48

  /// How many of `entries` fill the first frame: those down to the `saved` entry and, below it,
  /// a screenful of the shortest rows on the tallest monitor; nil when that is all of them.
  func firstScreenful(of entries: [StoredEntry], restoring saved: ReadingPosition?) -> Int? {
    let start = saved.flatMap { saved in entries.firstIndex { $0.id == saved.entry } } ?? 0
    let end = start + Self.tallestMonitorHeight() / Self.shortestRowHeight + 8
    return end < entries.count ? end : nil
  }

  /// The height of the tallest monitor in application pixels (1,080 when GDK knows none): no
  /// window, maximized or not, is taller.
  private static func tallestMonitorHeight() -> Int {
    guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display)
    else { return 1080 }
    var tallest = 0
    for index in 0..<g_list_model_get_n_items(monitors) {
      guard let monitor = g_list_model_get_item(monitors, index) else { continue }
      var geometry = GdkRectangle()
      gdk_monitor_get_geometry(OpaquePointer(monitor), &geometry)
      tallest = max(tallest, Int(geometry.height))
      g_object_unref(monitor)
    }
    return tallest > 0 ? tallest : 1080
  }

  /// Returns once the window has painted its next frame, or after `timeout` milliseconds when
  /// it paints none (a window not shown, or minimized, paints no frames).
  func nextFramePainted(timeout: UInt32 = 500) async {
    guard gtk_widget_get_realized(root) != 0 else { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = ResumeOnce(continuation)
      WidgetScreenshot.afterNextFrame(of: root) { once.resume() }
      MainContext.after(milliseconds: timeout) { once.resume() }
    }
  }
}

/// Resumes a continuation the first time it is asked to, whichever of two events comes first.
@MainActor
private final class ResumeOnce {
  private var continuation: CheckedContinuation<Void, Never>?

  init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = continuation
  }

  func resume() {
    continuation?.resume()
    continuation = nil
  }
}
