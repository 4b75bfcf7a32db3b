import CGtk
import GtkGlue
import RefreshCore

/// Where the indicator sits and how much room the content gives it: the rubber-banded pull
/// while pulling, the indicator's height while refreshing, then a collapse after a short hold
/// (instant when `gtk-enable-animations` is off).
///
/// The indicator always sits in room the content gives it, never over a row. At the top the
/// room pushes the content down; below the top (a refresh from a key or a button mid-list) the
/// content scrolls on by the room's height as it opens, so the row being read keeps its place
/// on screen and only what was above it goes out of view.
@MainActor
final class RefreshIndicatorLayout {
  /// The indicator being placed; set by the scrolled window.
  var indicator: (any RefreshIndicatorView)?
  /// The content's scroll offset now (0 at its top).
  var contentOffset: @MainActor () -> Double = { 0 }
  /// Scrolls the content to an offset; how room opened below the top keeps the rows still.
  var setContentOffset: @MainActor (Double) -> Void = { _ in }
  /// The content's height now (the scroll range plus the view), to tell content arriving above
  /// from a list's own re-anchoring while room is held.
  var contentHeight: @MainActor () -> Double = { 0 }
  private let host: UnsafeMutablePointer<GtkWidget>
  private let spacer: UnsafeMutablePointer<GtkWidget>
  private let collapseMilliseconds: Double
  private var visibleHeight = 0.0
  private var roomHeight = 0.0
  private var collapseStartedAt: Int64?
  private var tickID: guint = 0
  private var phase: PullPhase = .idle
  private var pullHeight = 0.0
  private var collapsingRoom = false
  private var roomScrollsContent = false
  /// The offset the content would have with no room, while room opened below the top is held.
  private var offsetWithoutRoom = 0.0
  /// The offset and content height the hold last left the content at.
  private var heldOffset = 0.0
  private var heldContentHeight = 0.0
  private var correctionFrames = 0

  init(
    host: UnsafeMutablePointer<GtkWidget>, spacer: UnsafeMutablePointer<GtkWidget>,
    collapseMilliseconds: Double
  ) {
    self.host = host
    self.spacer = spacer
    self.collapseMilliseconds = collapseMilliseconds
    host.connectChildPosition { [weak self] child, allocation in
      self?.place(child, in: allocation) ?? false
    }
  }

  /// The height of the indicator strip currently shown, in pixels (0 when hidden).
  var shownHeight: Double { visibleHeight }

  /// Follows `state`: sizes the strip for pulling and refreshing, starts the collapse.
  func update(_ state: PullState) {
    let resting = indicator?.refreshingHeight ?? 0
    let previous = phase
    phase = state.phase
    // The rubber band alone shows little of the indicator at a half pull; at least the share of
    // its height that the pull has reached is shown, so it is fully in view when armed.
    pullHeight = max(state.indicatorOffset, min(max(state.fraction, 0), 1) * resting)
    switch state.phase {
    case .idle:
      stopCollapse()
      setHeights(visible: 0, room: 0)
    case .pulling, .armed:
      stopCollapse()
      setHeights(visible: pullHeight, room: pullHeight)
    case .refreshing:
      stopCollapse()
      let height = max(resting, pullHeight)
      setHeights(visible: height, room: height)
    case .finishing:
      if previous != .finishing { startCollapse(from: max(visibleHeight, resting)) }
    }
  }

  private func setHeights(visible: Double, room: Double) {
    visibleHeight = visible
    let rounded = room.rounded()
    if rounded != roomHeight {
      // Room opened below the top scrolls the content on by what it takes from the viewport
      // (and back as it closes), so the rows stay where they were on screen instead of
      // sliding under the strip or down with it. At the top the content moves down instead.
      if roomHeight == 0 { roomScrollsContent = phase == .refreshing && contentOffset() > 0.5 }
      if roomScrollsContent { holdContent(room: rounded) }
      roomHeight = rounded
      spacer.setSizeRequest(width: -1, height: Int(rounded))
    }
    host.queueAllocate()
  }

  /// Scrolls the content by the room's change now, and again on the next frames: a list view
  /// re-anchors itself when its height changes, which moves it by a few pixels more.
  private func holdContent(room: Double) {
    // Between changes the reader may scroll; a change starts from where they are.
    if correctionFrames == 0 {
      offsetWithoutRoom = contentOffset() - roomHeight
    } else {
      followContentArrivedAbove()
    }
    hold(at: offsetWithoutRoom + room)
    let pending = correctionFrames > 0
    correctionFrames = 3
    guard !pending else { return }
    host.addTickCallback { [weak self] _ in
      guard let self else { return false }
      self.followContentArrivedAbove()
      self.hold(at: self.offsetWithoutRoom + self.roomHeight)
      self.correctionFrames -= 1
      guard self.correctionFrames <= 0 else { return true }
      self.correctionFrames = 0
      if self.roomHeight == 0 { self.roomScrollsContent = false }
      return false
    }
  }

  private func hold(at offset: Double) {
    setContentOffset(offset)
    heldOffset = contentOffset()
    heldContentHeight = contentHeight()
  }

  /// Goes along with content that arrived (or left) above the view while room is held: a list
  /// keeps the reader's row in place by scrolling on by exactly what its content grew, and
  /// holding the offset from before would undo that (a refresh's new entries moved the row
  /// down by their height). A list re-anchoring as its height changes moves without growing,
  /// and is still held.
  private func followContentArrivedAbove() {
    let grown = contentHeight() - heldContentHeight
    let moved = contentOffset() - heldOffset
    if grown != 0, abs(moved - grown) < 1 { offsetWithoutRoom += grown }
  }

  private func place(
    _ child: UnsafeMutableRawPointer?, in allocation: UnsafeMutablePointer<GdkRectangle>
  ) -> Bool {
    guard let indicator, child == UnsafeMutableRawPointer(indicator.gtkWidget) else { return false }
    let height = Int32(indicator.refreshingHeight)
    allocation.pointee.x = 0
    allocation.pointee.width = Int32(host.width)
    allocation.pointee.height = height
    // Centred in the visible strip, so a half-open strip shows the whole arrow and its words.
    allocation.pointee.y = Int32(((visibleHeight - Double(height)) / 2).rounded())
    return true
  }

  private func startCollapse(from height: Double) {
    guard overshoot_settings_get_bool("gtk-enable-animations") != 0, collapseMilliseconds > 0 else {
      setHeights(visible: 0, room: 0)
      return
    }
    collapsingRoom = roomHeight > 0
    setHeights(visible: height, room: collapsingRoom ? height : 0)
    collapseStartedAt = nil
    guard tickID == 0 else { return }
    tickID = host.addTickCallback { [weak self] frameTime in
      self?.collapseFrame(at: frameTime, from: height) ?? false
    }
  }

  /// One collapse frame: hold for the first 60 % (the outcome stays readable), then ease out.
  private func collapseFrame(at frameTime: Int64, from height: Double) -> Bool {
    guard phase == .finishing else {
      tickID = 0
      return false
    }
    let start = collapseStartedAt ?? frameTime
    collapseStartedAt = start
    let progress = min(Double(frameTime - start) / 1000 / collapseMilliseconds, 1)
    let shrink = max(0, (progress - 0.6) / 0.4)
    let eased = 1 - (1 - shrink) * (1 - shrink) * (1 - shrink)
    let current = height * (1 - eased)
    setHeights(visible: current, room: collapsingRoom ? current : 0)
    if progress >= 1 {
      tickID = 0
      return false
    }
    return true
  }

  private func stopCollapse() {
    if tickID != 0 {
      host.removeTickCallback(Int(tickID))
      tickID = 0
    }
    collapseStartedAt = nil
  }
}
