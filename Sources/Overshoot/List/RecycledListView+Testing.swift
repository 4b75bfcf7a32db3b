import CGtk
import GtkGlue

#if DEBUG
  extension RecycledListView {
    /// What each shown row's label-like widget displays, by the position GTK's list item holds
    /// now (not the one the row remembers from its last bind): for tests that check rows never
    /// keep a previous item's content. Rows whose widget is not a GtkLabel are skipped.
    ///
    /// Test-only: `@_spi(Testing) import Overshoot`, compiled into debug builds only.
    @_spi(Testing) public var boundRowTextsForTesting: [(position: Int, text: String)] {
      slots.compactMap { listItem, slot in
        let position = Gtk.ListItem(listItem).position
        guard slot.position != nil, position < count, slot.widget.isMapped,
          let label = Gtk.Label(ifInstance: slot.widget)
        else { return nil }
        return (position, label.text)
      }.sorted { $0.position < $1.position }
    }
  }
#endif
