import CGtk

/// What the Swift-implemented GListModel asks of its Swift side: how many items, the item
/// object at a position, and (GTK 4.12+) the section a position is in.
@MainActor
protocol ListModelBackend: AnyObject {
  /// The number of items GTK sees.
  var count: Int { get }
  /// The GObject for `position`, with a new reference for the caller (GListModel's contract).
  /// The same object is returned for the same item while anyone holds it.
  func object(at position: Int) -> gpointer
  /// The positions of the section holding `position` (GtkSectionModel's `get_section`).
  func section(containing position: Int) -> Range<Int>
}

extension ListModelBackend {
  /// One section, the whole list: what a list without sections reports.
  func section(containing position: Int) -> Range<Int> { 0..<count }
}
