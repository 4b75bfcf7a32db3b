import CGtk
import GtkGlue

extension RecycledListView: ScrollRowTargets {
  func scrollToRow(id: AnyHashable, anchor: UnitPoint?, animation: Animation?) -> Bool {
    guard let position = targetPosition(of: id) else { return false }
    // A row on screen or just around it glides; one farther away is jumped to, as GTK has not
    // measured the rows between.
    if let animation, glide(toPosition: position, anchor: anchor, animation: animation) {
      return true
    }
    scroll(toPosition: position, anchor: anchor)
    return true
  }

  func scrollToRow(at anchor: UnitPoint) {
    guard count > 0 else { return }
    let fraction = min(max(anchor.y, 0), 1)
    scroll(toPosition: Int((Double(count - 1) * fraction).rounded()), anchor: anchor)
  }

  var isSettling: Bool { pendingTopAlignment != nil || afterLayout != nil }

  func stopSettling() {
    guard isSettling else { return }
    pendingTopAlignment = nil
    afterLayout = nil
    alignmentGeneration += 1
  }

  var topVisibleRowID: AnyHashable? {
    guard let scrollTargetID else { return visibleRange.map { AnyHashable($0.first) } }
    return visibleRange?.positions.lazy.compactMap(scrollTargetID).first
  }

  /// The position of the row `scrollTo(id:)` names by `id`.
  private func targetPosition(of id: AnyHashable) -> Int? {
    if let scrollTargetID { return (0..<count).first { scrollTargetID($0) == id } }
    guard let own = id.base as? ID ?? (id as? ID) else { return nil }
    return position(of: own)
  }

  /// Scrolls so the row at `position` sits at `anchor` of the view: `.top` at its top,
  /// `.center` in the middle, `.bottom` at its bottom; `nil` scrolls as little as brings it into
  /// view, as GTK's own scroll-to-item does.
  public func scroll(toPosition position: Int, anchor: UnitPoint?) {
    guard position >= 0, position < count else {
      return Diagnostics.warn("scroll(toPosition: \(position)): the list has \(count) rows")
    }
    // A row that starts a section goes to the top under its heading; without an anchor, that
    // is where a row above the view comes in.
    let toTop = anchor.map { $0.y <= 0 } ?? isAboveView(position)
    if toTop {
      switch headingAbove?(position) ?? .none {
      case .none: break
      case .row(let heading): return scroll(toPosition: heading, rowOffset: 0, holding: false)
      case .header:
        return scroll(toPosition: position, rowOffset: 0, holding: false, keepingHeading: true)
      }
    }
    guard let anchor else {
      afterLayout = nil
      pendingTopAlignment = nil
      alignmentGeneration += 1
      return requestScroll(to: position)
    }
    guard anchor.y > 0 else { return scroll(toPosition: position, rowOffset: 0, holding: false) }
    let page = Double(gtkWidget.height)
    let rowHeight = rowHeight(at: position) ?? typicalRowHeight ?? 0
    // The row's top goes `fraction × (page − row)` below the view's top.
    let offset = -(page - rowHeight) * min(anchor.y, 1)
    scroll(toPosition: position, rowOffset: offset, holding: false)
  }

  /// Whether the row at `position` starts above the view's top (scrolled past, or before the
  /// rows laid out).
  private func isAboveView(_ position: Int) -> Bool {
    if let top = rowTop(at: position) { return top < -0.5 }
    return visibleRange.map { position < $0.positions.lowerBound } ?? false
  }

  /// The height of the row at `position`, when it is on screen (with `rowTop(at:)`, where
  /// the row is).
  public func rowHeight(at position: Int) -> Double? {
    for slot in slots.values
    where slot.position == position && slot.widget.isMapped {
      return Double(slot.widget.height)
    }
    return nil
  }

  /// The height of a row on screen, for a row not laid out yet (rows of equal height are exact).
  var typicalRowHeight: Double? {
    for slot in slots.values where slot.widget.isMapped {
      let height = slot.widget.height
      if height > 0 { return Double(height) }
    }
    return nil
  }
}
