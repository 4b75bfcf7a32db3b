import CGtk
import GtkGlue

extension RecycledListView {
  /// The rows on screen now: first and last position and id, or `nil` when nothing is shown.
  public var visibleRange: (positions: ClosedRange<Int>, first: ID, last: ID)? {
    let height = Float(gtkWidget.height)
    var lowest: Int?
    var highest: Int?
    for slot in slots.values {
      guard let position = slot.position, slot.widget.isMapped else { continue }
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(slot.widget, gtkWidget, &bounds) != 0 else { continue }
      let top = bounds.origin.y
      guard top + bounds.size.height > 0, top < height else { continue }
      lowest = min(lowest ?? position, position)
      highest = max(highest ?? position, position)
    }
    guard let lowest, let highest, highest < count else { return nil }
    return (lowest...highest, idAt(lowest), idAt(highest))
  }

  /// The on-screen y of the row at `position` relative to the list's top, if it is shown.
  public func rowTop(at position: Int) -> Double? {
    // Only a mapped row is on screen: GTK 4.8 can leave an unbound, unmapped row that still
    // carries an old position until it is recycled.
    for slot in slots.values
    where slot.position == position && slot.widget.isMapped {
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(slot.widget, gtkWidget, &bounds) != 0 else { return nil }
      return Double(bounds.origin.y)
    }
    return nil
  }

  /// Scrolls so the row at `position` is at the top of the view.
  ///
  /// GTK 4.8 has only the `list.scroll-to-item` action, which scrolls as little as possible;
  /// once the row is bound, the adjustment is moved by the row's offset so it sits at the top.
  /// With rows of equal height that is exact; with rows of varying height that GTK has not yet
  /// measured, the row can end up to one row below the top.
  public func scroll(toPosition position: Int) {
    scroll(toPosition: position, rowOffset: 0, holding: false)
  }

  /// Scrolls so the row at `position` starts `rowOffset` pixels above the top of the view (a
  /// negative offset leaves a gap above it): a reading position restored to the pixel.
  ///
  /// GTK 4.8 keeps re-estimating the rows above for a while after such a jump, drifting the
  /// row by tens of pixels (measured: 47 px over 8 frames, 30 frames after the jump); `holding`
  /// keeps the row in place for the first second, for a view the reader has just opened.
  public func scroll(toPosition position: Int, rowOffset: Double, holding: Bool = true) {
    scroll(toPosition: position, rowOffset: rowOffset, holding: holding, keepingHeading: false)
  }

  /// Scrolls as `scroll(toPosition:rowOffset:holding:)`; `keepingHeading` moves further by the
  /// height of the section heading right above the row, so it shows too.
  func scroll(toPosition position: Int, rowOffset: Double, holding: Bool, keepingHeading: Bool) {
    guard position >= 0, position < count else { return }
    // The newest request wins over a scroll view's jump still waiting for the layout.
    afterLayout = nil
    pendingTopAlignment = position
    pendingRowOffset = rowOffset.isFinite ? rowOffset : 0
    pendingKeepsHeading = keepingHeading && headingAbove != nil
    requestScroll(to: position)
    alignPendingRowToTop(holdFrames: holding ? 60 : 0)
  }

  /// How far the top row starts above the view's top, in pixels (0 when it starts at the top):
  /// with `visibleRange`'s first id, what `scroll(to:rowOffset:)` needs to come back here.
  public var topRowOffset: Double? {
    guard let first = visibleRange?.positions.lowerBound, let top = rowTop(at: first) else {
      return nil
    }
    return -top
  }

  /// Asks GTK to bring the row into view: `gtk_list_view_scroll_to` from GTK 4.12, the
  /// `list.scroll-to-item` action (4.8's only way) before.
  func requestScroll(to position: Int) {
    if overshoot_list_view_scroll_to(gtkWidget, guint(position), 0) != 0 { return }
    gtk_widget_activate_action_variant(
      gtkWidget, "list.scroll-to-item", g_variant_new_uint32(guint32(position)))
  }

  /// Scrolls so the row for `id` is at the top; false when no row has that id.
  ///
  /// `animated` glides there over a quarter second when the row is already laid out (one of
  /// the rows GTK keeps around the view) and animations are on; a row far away is jumped to,
  /// since GTK 4.8 has not measured the rows in between.
  @discardableResult
  public func scroll(to id: ID, animated: Bool = false) -> Bool {
    guard let position = position(of: id) else { return false }
    if animated, glide(toPosition: position, anchor: .top, animation: .default) { return true }
    scroll(toPosition: position)
    return true
  }

  /// Scrolls so the row for `id` starts `rowOffset` pixels above the view's top (see
  /// `topRowOffset`); false when no row has that id.
  @discardableResult
  public func scroll(to id: ID, rowOffset: Double) -> Bool {
    guard let position = position(of: id) else { return false }
    scroll(toPosition: position, rowOffset: rowOffset)
    return true
  }

  /// Animates the adjustment so the laid-out row at `position` ends at `anchor` of the view
  /// (nil: as little as shows it); false when the row is not laid out (GTK has not measured the
  /// rows between) or animations are off.
  func glide(toPosition position: Int, anchor: UnitPoint?, animation: Animation) -> Bool {
    guard overshoot_settings_get_bool_or("gtk-enable-animations", 1) != 0,
      let top = rowTop(at: position), let height = rowHeight(at: position),
      let adjustment = Gtk.Scrollable(gtkWidget).vadjustment
    else { return false }
    afterLayout = nil
    pendingTopAlignment = nil
    alignmentGeneration += 1
    let generation = alignmentGeneration
    let from = adjustment.value
    let page = adjustment.pageSize
    let upper = adjustment.upper - page
    let wanted = ScrollView.offset(
      showing: from + top, length: height, in: from, page: page, anchor: anchor?.y)
    let to = min(max(wanted, adjustment.lower), upper)
    guard to != from else { return true }
    // Whole pixels: the list snaps its scroll offset to them anyway.
    AdjustmentGlide.start(
      on: gtkWidget, [AdjustmentGlide.Move(adjustment: adjustment, from: from, to: to)],
      wholePixels: true, animation: animation,
      isCurrent: { [weak self] in self?.alignmentGeneration == generation })
    return true
  }

  /// The position of `id`: O(1) for virtual lists, a linear search for stored ones.
  public func position(of id: ID) -> Int? {
    if let stored { return stored.ids.firstIndex(of: id) }
    if let key = id as? Int, case let index = key - (virtual?.firstKey ?? 0), index >= 0,
      index < count
    {
      return index
    }
    return nil
  }

  /// Moves the pending row to the top, frame by frame until it stays there: GTK applies the
  /// scroll-to-item anchor during its own layout, which can undo an adjustment set earlier in
  /// the same frame. With `holdFrames`, keeps it there at least that many frames. Gives up
  /// after about two seconds.
  func alignPendingRowToTop(holdFrames: Int = 0) {
    guard let position = pendingTopAlignment else { return }
    alignmentGeneration += 1
    let generation = alignmentGeneration
    let maximumFrames = 30 + holdFrames
    let settledFrames = holdFrames > 0 ? 20 : 2
    var frame = 0
    var alignedFrames = 0
    var lastTop: Double?
    gtkWidget.addTickCallback { [weak self] _ in
      guard let self, self.alignmentGeneration == generation, self.pendingTopAlignment == position
      else { return false }
      // Given up: as close as it got.
      guard frame < maximumFrames else {
        self.pendingTopAlignment = nil
        return false
      }
      frame += 1
      // A tick runs before its frame's layout, so the first one sees the rows as they were before
      // the items changed or the scroll was asked for: moving the adjustment then made GTK 4.8
      // look for a row in that stale layout ("failed to scroll to given position").
      if frame == 1 { return true }
      // The first row with no offset means the very top, padding included: offset 0 exactly,
      // so Home and a restored top agree with `ScrollView.scroll(toEdge: .top)`.
      if position == 0, self.pendingRowOffset == 0,
        let adjustment = Gtk.Scrollable(self.gtkWidget).vadjustment
      {
        let lower = adjustment.lower
        if abs(adjustment.value - lower) < 0.5 {
          alignedFrames += 1
          let done = alignedFrames >= settledFrames && frame >= holdFrames
          if done { self.pendingTopAlignment = nil }
          return !done
        }
        alignedFrames = 0
        adjustment.value = lower
        return true
      }
      guard let rowTop = self.rowTop(at: position) else {
        // The row is not on screen yet: a list still filling in may have dropped the request.
        if frame % 5 == 0 { self.requestScroll(to: position) }
        lastTop = nil
        return true
      }
      // The heading above the row, when it shows with it: wait until it is laid out.
      var heading: Double? = 0
      if self.pendingKeepsHeading, case .header(let height) = self.headingAbove?(position) {
        heading = height
      }
      guard let heading else {
        if frame % 5 == 0 { self.requestScroll(to: position) }
        lastTop = nil
        return true
      }
      // Distance still to go: the row's top should sit `rowOffset` above the view's top.
      let top = rowTop + self.pendingRowOffset - heading
      // A row just bound has no allocation yet and reads as 0: trust 0 only when it lasts.
      if abs(top) < 0.5 {
        alignedFrames += 1
        let done = alignedFrames >= settledFrames && frame >= holdFrames
        if done { self.pendingTopAlignment = nil }
        return !done
      }
      alignedFrames = 0
      // A row GTK has just bound can sit at a stale place that moving the adjustment does not
      // change; when a move made no progress, ask GTK to scroll to it again instead.
      if let lastTop, abs(lastTop - top) < 0.5 {
        // A row near an end of the list cannot go all the way (the last row to the top, the
        // first to the centre): where the content ends, it is as close as it gets; and less
        // than a pixel off is as close as whole-pixel scrolling gets.
        if abs(top) < 1 || self.isClamped(movingBy: top) {
          self.pendingTopAlignment = nil
          return false
        }
        self.requestScroll(to: position)
        return true
      }
      lastTop = top
      if let adjustment = Gtk.Scrollable(self.gtkWidget).vadjustment {
        adjustment.value = adjustment.value + top
      }
      return true
    }
  }

  /// Whether the view's content is at the end it would have to pass to move by `distance`.
  private func isClamped(movingBy distance: Double) -> Bool {
    guard
      let adjustment = Gtk.Scrollable(gtkWidget).vadjustment
    else { return false }
    let value = adjustment.value
    let upper = adjustment.upper - adjustment.pageSize
    return (distance < 0 && value <= adjustment.lower + 0.5)
      || (distance > 0 && value >= upper - 0.5)
  }
}
