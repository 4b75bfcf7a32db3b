import CGtk
import GtkGlue

#if DEBUG
  /// One shown row, as tests see it.
  @_spi(Testing) public struct ShownRowForTesting {
    /// The row's position in the list.
    public let position: Int
    /// The texts of the labels in the row, joined by spaces.
    public let text: String
    /// "header", "footer" or "row".
    public let role: String
    /// The list item widget GTK wraps around the row (what the reader clicks and focuses).
    public let listItemWidget: UnsafeMutablePointer<GtkWidget>
  }

  extension RecycledListView {
    /// The rows bound and mapped now, by position: for tests that click rows and read them.
    /// GTK's section headers (4.12+) are among them as "header" rows at their section's first
    /// position, before that row; their `listItemWidget` is GTK's header widget.
    ///
    /// Test-only: `@_spi(Testing) import Overshoot`, compiled into debug builds only.
    @_spi(Testing) public var shownRowsForTesting: [ShownRowForTesting] {
      let rows = slots.values.compactMap { slot -> ShownRowForTesting? in
        guard let position = slot.position, position < count,
          slot.widget.isMapped,
          let listItemWidget = slot.widget.parent
        else { return nil }
        let role = (item(at: position) as? ListEntry).map { "\($0.role)" } ?? "row"
        return ShownRowForTesting(
          position: position, text: Self.labelTexts(under: slot.widget).joined(separator: " "),
          role: role, listItemWidget: listItemWidget)
      }
      return (rows + shownSectionHeaders(before: rows)).sorted {
        ($0.position, $0.role == "header" ? 0 : 1) < ($1.position, $1.role == "header" ? 0 : 1)
      }
    }

    /// GTK's section header widgets shown now, each at the position of the row after it (GTK
    /// keeps the list view's children in list order).
    private func shownSectionHeaders(before rows: [ShownRowForTesting]) -> [ShownRowForTesting] {
      let positionOfRow = Dictionary(
        rows.map { (UnsafeMutableRawPointer($0.listItemWidget), $0.position) },
        uniquingKeysWith: { first, _ in first })
      var headers: [ShownRowForTesting] = []
      var waiting: [UnsafeMutablePointer<GtkWidget>] = []
      for child in WidgetChildren.of(gtkWidget) {
        if child.cssName == "header" {
          if child.isMapped, child.firstChild != nil {
            waiting.append(child)
          }
        } else if let position = positionOfRow[UnsafeMutableRawPointer(child)] {
          for header in waiting {
            headers.append(
              ShownRowForTesting(
                position: position, text: Self.labelTexts(under: header).joined(separator: " "),
                role: "header", listItemWidget: header))
          }
          waiting = []
        }
      }
      return headers
    }

    private static func labelTexts(under widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
      var texts: [String] = []
      if let label = Gtk.Label(ifInstance: widget) { texts.append(label.text) }
      // A row's context menu is a popover parented to it: not part of what the row shows.
      for child in WidgetChildren.of(widget) where Gtk.Popover(ifInstance: child) == nil {
        texts += labelTexts(under: child)
      }
      return texts
    }
  }
#endif
