import CGtk

/// What the Swift-implemented GListModel asks of its Swift side: how many items, and the item
/// object at a position.
@MainActor
protocol ListModelBackend: AnyObject {
  /// The number of items GTK sees.
  var count: Int { get }
  /// The GObject for `position`, with a new reference for the caller (GListModel's contract).
  /// The same object is returned for the same item while anyone holds it.
  func object(at position: Int) -> gpointer
}
