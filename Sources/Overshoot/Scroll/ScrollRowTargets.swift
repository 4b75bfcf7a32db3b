/// The rows of a list inside a `ScrollView`, reached by id whatever the list's id type:
/// what `ScrollViewProxy.scrollTo(_:anchor:)`, `scrollPosition(id:)` and
/// `defaultScrollAnchor(_:for:)` use. `RecycledListView` provides it (`reportVisibleRows(to:)`).
@MainActor
protocol ScrollRowTargets: AnyObject {
  /// Scrolls the row for `id` to `anchor` (nil: as little as brings it into view); false when
  /// no row has that id.
  func scrollToRow(id: AnyHashable, anchor: UnitPoint?, animation: Animation?) -> Bool
  /// Scrolls the row at fraction `anchor.y` of the list (the last row for `.bottom`) to `anchor`.
  func scrollToRow(at anchor: UnitPoint)
  /// The id of the top-most row on screen.
  var topVisibleRowID: AnyHashable? { get }
  /// Whether a scroll the app asked for is still moving its row into place.
  var isSettling: Bool { get }
  /// Drops a scroll the app asked for that is still moving its row into place: the user took over.
  func stopSettling()
  /// Whether items that arrive above the top row leave it in place (see `keepsPlaceAtTop`).
  var keepsPlaceAtTop: Bool { get set }
}
