import CGtk
import GtkGlue
import ScrollCore

extension ScrollView {
  /// Scrolls so the row or view with `id` sits at `anchor` of the visible area (`.top`,
  /// `.center`, `.bottom`; nil: as little as brings it into view), as SwiftUI's
  /// `ScrollViewProxy.scrollTo(_:anchor:)`. A list's rows are found by their item's id, other
  /// content by `.id(_:)`. It moves with `animation` (nil: at once). False when nothing here
  /// has that id.
  @discardableResult
  public func scrollTo(id: some Hashable, anchor: UnitPoint? = nil, animation: Animation? = nil)
    -> Bool
  {
    let id = AnyHashable(id)
    if let rows = rowTargets {
      return rows.scrollToRow(id: id, anchor: anchor, animation: animation)
    }
    guard let content, let target = ScrollTargetID.widget(named: id, under: content) else {
      return false
    }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(target, content, &bounds) != 0 else {
      // Not laid out yet: once it is.
      scrolledWindow.addTickCallback { [weak self] _ in
        self?.scrollTo(id: id, anchor: anchor, animation: animation)
        return false
      }
      return true
    }
    let current = geometry
    let y = Self.offset(
      showing: Double(bounds.origin.y), length: Double(bounds.size.height),
      in: current.contentOffset.y, page: current.containerSize.height, anchor: anchor?.y)
    let x = Self.offset(
      showing: Double(bounds.origin.x), length: Double(bounds.size.width),
      in: current.contentOffset.x, page: current.containerSize.width, anchor: anchor?.x)
    scroll(toOffset: ScrollPoint(x: x, y: y), animation: animation)
    return true
  }

  /// The id of the top-most row or `.id(_:)`-named view on screen.
  public var topVisibleID: AnyHashable? {
    if let rows = rowTargets { return rows.topVisibleRowID }
    guard let content else { return nil }
    let top = verticalAdjustment.value
    var best: (id: AnyHashable, y: Double)?
    for (id, widget) in ScrollTargetID.named(under: content) {
      var bounds = graphene_rect_t()
      guard widget.isMapped,
        gtk_widget_compute_bounds(widget, content, &bounds) != 0
      else { continue }
      let y = Double(bounds.origin.y)
      // On screen: its bottom is below the view's top.
      guard y + Double(bounds.size.height) > top + 0.5 else { continue }
      if best == nil || y < best!.y { best = (id, y) }
    }
    return best?.id
  }

  /// The scrolled content: the viewport's child, or the scrollable itself (a list view).
  var content: UnsafeMutablePointer<GtkWidget>? {
    guard
      let child = Gtk.ScrolledWindow(scrolledWindow).child
    else { return nil }
    if let viewport = Gtk.Viewport(ifInstance: child) {
      return viewport.child ?? child
    }
    return child
  }

  /// The offset that shows `start..<start + length` at `anchor` of a `page`-long view; nil
  /// `anchor` keeps `current` when it is shown already, else moves as little as needed.
  static func offset(
    showing start: Double, length: Double, in current: Double, page: Double, anchor: Double?
  ) -> Double {
    guard let anchor else {
      if start < current { return start }
      if start + length > current + page { return min(start, start + length - page) }
      return current
    }
    return start - (page - length) * anchor
  }
}
