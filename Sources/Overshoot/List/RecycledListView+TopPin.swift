import CGtk
import GtkGlue

extension RecycledListView {
  /// Keeps the list at its very top while only its height changes, as a UIKit or SwiftUI list
  /// does. GtkListView keeps its anchor row in place instead, and once the reader has selected or
  /// focused a row that row is the anchor: the refresh indicator's room opening above a list at
  /// its top (or the window shrinking) moved it a few pixels down, and new rows then arrived
  /// out of sight above the top.
  func keepTopWhenResized() {
    // Not while a scroll the list asked for is being aligned: GTK may carry it out in the same
    // layout as a resize.
    // Nor while rows that arrived above a list kept in place move it down.
    let pin = TopPin(
      mayHold: { [weak self] in
        guard let self else { return false }
        return self.pendingTopAlignment == nil && !self.arrivedAboveTop
      },
      moved: { [weak self] in self?.arrivedAboveTop = false })
    pin.watch(gtkWidget)
    // Put in a scrolled window, the list gets that window's adjustment.
    gtkWidget.connectWithPointer("notify::vadjustment") { [weak self] _ in
      guard let self else { return }
      pin.watch(self.gtkWidget)
    }
  }
}

/// Where a scrollable was at its last move and how tall its view was, to tell a resize that
/// moved it off its top from the reader or the list scrolling.
@MainActor
private final class TopPin {
  private var pageSize = 0.0
  private var atTop = true
  private var connections: [SignalConnection] = []
  private var lastOffset = 0.0
  private let mayHold: @MainActor () -> Bool
  private let didMove: @MainActor () -> Void

  /// `mayHold` says whether a resize may bring the view back to its top now; `moved` is told
  /// each time the view's offset changes.
  init(mayHold: @escaping @MainActor () -> Bool, moved: @escaping @MainActor () -> Void) {
    self.mayHold = mayHold
    self.didMove = moved
  }

  /// Follows the vertical adjustment `scrollable` has now.
  func watch(_ scrollable: UnsafeMutablePointer<GtkWidget>) {
    for connection in connections { connection.disconnect() }
    connections = []
    guard
      let adjustment = Gtk.Scrollable(scrollable).vadjustment
    else { return }
    pageSize = adjustment.pageSize
    lastOffset = offset(of: adjustment)
    atTop = lastOffset < 0.5
    // GtkAdjustment's configure sets value and page size together, then emits both signals.
    connections = ["changed", "value-changed"].map { signal in
      adjustment.connect(signal) { self.moved(adjustment) }
    }
  }

  private func offset(of adjustment: UnsafeMutablePointer<GtkAdjustment>) -> Double {
    adjustment.value - adjustment.lower
  }

  private func moved(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
    let page = adjustment.pageSize
    // A view that had no height yet was not shown at its top: it is being laid out the first
    // time, perhaps at a restored position.
    let resized = page != pageSize && pageSize > 0
    pageSize = page
    let newOffset = offset(of: adjustment)
    if resized, atTop, newOffset >= 0.5, mayHold() {
      // Back to the top; the list takes the first row as its anchor again.
      adjustment.value = adjustment.lower
      return
    }
    atTop = newOffset < 0.5
    if newOffset != lastOffset {
      lastOffset = newOffset
      didMove()
    }
  }
}
