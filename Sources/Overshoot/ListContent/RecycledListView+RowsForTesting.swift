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
    ///
    /// Test-only: `@_spi(Testing) import Overshoot`, compiled into debug builds only.
    @_spi(Testing) public var shownRowsForTesting: [ShownRowForTesting] {
      slots.values.compactMap { slot in
        guard let position = slot.position, position < count,
          gtk_widget_get_mapped(slot.widget) != 0,
          let listItemWidget = gtk_widget_get_parent(slot.widget)
        else { return nil }
        let role = (item(at: position) as? ListEntry).map { "\($0.role)" } ?? "row"
        return ShownRowForTesting(
          position: position, text: Self.labelTexts(under: slot.widget).joined(separator: " "),
          role: role, listItemWidget: listItemWidget)
      }.sorted { $0.position < $1.position }
    }

    private static func labelTexts(under widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
      var texts: [String] = []
      if widget.isInstance(of: gtk_label_get_type()),
        let text = gtk_label_get_text(widget.checked(gtk_label_get_type()))
      {
        texts.append(String(cString: text))
      }
      // A row's context menu is a popover parented to it: not part of what the row shows.
      for child in WidgetChildren.of(widget) where !child.isInstance(of: gtk_popover_get_type()) {
        texts += labelTexts(under: child)
      }
      return texts
    }
  }
#endif
