import Observation
import Overshoot
import RefreshCore

/// A virtual `RecycledListView` of 16,777,216 rows in constant memory, with the number of row
/// widgets alive shown live, and buttons that jump to the top, the middle and the end.
@MainActor @Observable
final class VirtualRowsSection: PlaygroundSection {
  static let name = "virtual-rows"
  static let title = "16,777,216 rows"
  /// One row per 24-bit colour.
  static let rowCount = 16_777_216
  /// The list.
  let list = RecycledListView<Int, Int>.virtual(
    count: VirtualRowsSection.rowCount, row: ColorSwatchRow.self, item: { $0 })
  /// "16,777,216 rows · 205 row widgets alive · showing rows …".
  private(set) var status = ""
  /// Where the jump buttons go, by title.
  static let jumps = [("Top", 0), ("Middle", rowCount / 2), ("End", rowCount - 1)]

  /// The scrolled window around the list, observed for the status line.
  @ObservationIgnored private(set) lazy var scrollView: ScrollView = {
    let view = ScrollView(.vertical, child: list.gtkWidget)
    list.reportVisibleRows(to: view)
    return view
  }()

  @ObservationIgnored private(set) lazy var widget = SectionPage(
    title: Self.title,
    summary:
      "One row per 24-bit colour, computed when a row is bound. GTK keeps about 200 row widgets alive however long the list is; they are recycled as you scroll."
  ) {
    VStack(spacing: 8) {
      HStack(spacing: 6) {
        for (title, position) in Self.jumps {
          Button(title) { [weak self] in self?.list.scroll(toPosition: position) }
        }
      }
      Text(self.status).oneLine().cssClass("playground-readout")
      // The visible rows change once per frame at most; the status follows them.
      scrollView.onScrollGeometryChange(
        for: VisibleRows.self,
        of: { VisibleRows(range: $0.visibleRange, contentHeight: $0.contentSize.height) },
        action: { [weak self] _, _ in self?.updateStatus() })
    }
  }
  .makeGtkWidget()

  /// The section, scrolled to the top.
  init() {
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
    status = text
  }
}
