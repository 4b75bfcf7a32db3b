import CGtk
import GtkGlue
import Overshoot
import RefreshCore

/// A virtual `RecycledListView` of 16,777,216 rows in constant memory, with the number of row
/// widgets alive shown live, and buttons that jump to the middle and the end.
@MainActor
final class VirtualRowsSection: PlaygroundSection {
  static let name = "virtual-rows"
  static let title = "16,777,216 rows"
  /// One row per 24-bit colour.
  static let rowCount = 16_777_216
  let widget: UnsafeMutablePointer<GtkWidget>
  /// The list.
  let list: RecycledListView<Int, Int>
  /// The scrolled window around it, observed for the status line.
  let scrollView: ScrollView
  /// "16,777,216 rows · 205 row widgets alive · showing rows …".
  let status: UnsafeMutablePointer<GtkWidget>
  /// The "Top", "Middle" and "End" buttons by title.
  private(set) var jumpButtons: [String: UnsafeMutablePointer<GtkWidget>] = [:]

  /// The section, scrolled to the top.
  init() {
    list = RecycledListView<Int, Int>.virtual(
      count: Self.rowCount, row: ColorSwatchRow.self, item: { $0 })
    scrollView = ScrollView(child: list.widget)
    gtk_scrolled_window_set_policy(
      scrollView.scrolledWindow.checked(gtk_scrolled_window_get_type()), GTK_POLICY_NEVER,
      GTK_POLICY_AUTOMATIC)
    gtk_widget_set_vexpand(scrollView.scrolledWindow, 1)
    list.reportVisibleRows(to: scrollView)
    status = PlaygroundWidgets.label("", classes: ["playground-readout"])

    let buttons = PlaygroundWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [])
    let content = PlaygroundWidgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 8, [buttons, status, scrollView.scrolledWindow])
    widget = PlaygroundWidgets.sectionPage(
      title: Self.title,
      summary:
        "One row per 24-bit colour, computed when a row is bound. GTK keeps about 200 row "
        + "widgets alive however long the list is; they are recycled as you scroll.",
      content: content)

    let last = Self.rowCount - 1
    for (title, position) in [("Top", 0), ("Middle", Self.rowCount / 2), ("End", last)] {
      let button = PlaygroundWidgets.button(title) { [weak self] in
        self?.list.scroll(toPosition: position)
      }
      jumpButtons[title] = button
      gtk_box_append(buttons.checked(as: GtkBox.self), button)
    }
    // The visible rows change once per frame at most; the status follows them.
    scrollView.onScrollGeometryChange(
      for: VisibleRows.self,
      of: { VisibleRows(range: $0.visibleRange, contentHeight: $0.contentSize.height) },
      action: { [weak self] _, _ in self?.updateStatus() })
    updateStatus()
  }

  /// What the status line depends on, compared once per frame.
  private struct VisibleRows: Equatable {
    var range: Range<Int>?
    var contentHeight: Double
  }

  /// Rewrites the status line from the list as it is now.
  func updateStatus() {
    var text =
      "\(PlaygroundFormat.grouped(list.count)) rows · "
      + "\(list.liveRowCount) row widgets alive"
    if let visible = list.visibleRange {
      text +=
        " · showing rows \(PlaygroundFormat.grouped(visible.positions.lowerBound))–"
        + PlaygroundFormat.grouped(visible.positions.upperBound)
    }
    PlaygroundWidgets.setText(status, text)
  }
}
