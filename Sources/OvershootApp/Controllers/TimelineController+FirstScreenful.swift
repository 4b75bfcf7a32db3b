import FeedCore
import Overshoot

/// The window's first frame shows a screenful of entries, the rest of the page a frame later.
///
/// GTK 4.8 makes and measures a row for each of up to 200 items around the top of a list at its
/// first layout; for the timeline's rows (three labels, the summary wrapping) that is most of
/// the start-up's CPU time. What the reader sees first is one screenful, so the list is given
/// the entries down to the saved position and a screenful below it first, and the page once
/// that frame is painted. Overlay scrollbars are hidden at rest, so the two frames differ only
/// below the window's edge.
extension TimelineController {
  /// The shortest a timeline row can be (one title line and the meta line), in pixels.
  static let shortestRowHeight = 48

  /// Rows added below a screenful, for a list a little taller than the window's height says.
  private static let spareRows = 2

  /// The entries the first frame shows, and the list height their rows below the saved entry
  /// fill at the least.
  struct FirstScreenful {
    /// How many of the entries, from the first.
    let count: Int
    /// The height in pixels the rows from the saved entry down fill at the least.
    let filledHeight: Int
  }

  /// What fills the first frame: the entries down to the `saved` entry and, below it, enough of
  /// the shortest rows to fill the window at the height it opens with; nil when that is all of
  /// them.
  func firstScreenful(of entries: [StoredEntry], restoring saved: ReadingPosition?)
    -> FirstScreenful?
  {
    let start = saved.flatMap { saved in entries.firstIndex { $0.id == saved.entry } } ?? 0
    let rows = firstFrameHeight() / Self.shortestRowHeight + Self.spareRows
    guard start + rows < entries.count else { return nil }
    return FirstScreenful(count: start + rows, filledHeight: rows * Self.shortestRowHeight)
  }

  /// Shows the window with the first `screenful` of `entries`, then the rest once that frame
  /// is painted. A window that comes out taller than its default size (a tiling window
  /// manager, a size the display imposes) gets the rest at the layout that finds its list
  /// taller than the rows fill, before anything is painted: GDK lays out again before painting
  /// when a layout asks for one.
  func present(
    _ entries: [StoredEntry], screenful: FirstScreenful, present: @MainActor () -> Void
  ) async {
    let filled = screenful.filledHeight
    present()
    var restShown = false
    let list = timeline.list
    let layoutWatch = window.onEveryLayout { [weak self, weak list] in
      guard !restShown, let list, list.height > filled else { return }
      restShown = true
      self?.timeline.showRest(of: entries)
    }
    await window.nextFramePainted()
    layoutWatch?.disconnect()
    // Showing the rest again is harmless (the rows are the same), and covers a layout that
    // came before the list could take them.
    timeline.showRest(of: entries)
  }

  /// The height the window's first frame has: its default size, or the tallest monitor's (1,080
  /// when GDK knows none: no window, maximized or not, is taller) when it opens maximized or
  /// full screen or has no default size.
  private func firstFrameHeight() -> Int {
    let height = window.defaultSize.height
    let fillsMonitor = window.isMaximized || window.isFullscreen
    return height > 0 && !fillsMonitor ? height : Window.tallestMonitorHeight ?? 1080
  }

}

extension Window {
  /// Returns once the window has painted its next frame, or after `timeout` milliseconds when
  /// it paints none (a window not shown, or minimized, paints no frames).
  func nextFramePainted(timeout: UInt32 = 500) async {
    guard isRealized else { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = ResumeOnce(continuation)
      WidgetScreenshot.afterNextFrame(of: gtkWindow) { once.resume() }
      Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(Int(timeout)))
        once.resume()
      }
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
