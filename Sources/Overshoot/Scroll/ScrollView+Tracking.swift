import CGtk
import Foundation
import GtkGlue
import ScrollCore

extension ScrollView {
  /// Every adjustment change is submitted to the observers; they compare once per frame.
  func watchAdjustments() {
    for adjustment in [verticalAdjustment, horizontalAdjustment] {
      adjustment.connect("value-changed") { [weak self] in self?.adjustmentChanged(valueMoved: true)
      }
      adjustment.connect("changed") { [weak self] in self?.adjustmentChanged(valueMoved: false) }
    }
    scrolledWindow.connectWithInt("edge-reached") { [weak self] position in
      guard let self, !self.isFlashing else { return }
      let edge: ScrollEdge? =
        switch GtkPositionType(rawValue: UInt32(bitPattern: position)) {
        case GTK_POS_TOP: .top
        case GTK_POS_BOTTOM: .bottom
        case GTK_POS_LEFT: .leading
        case GTK_POS_RIGHT: .trailing
        default: nil
        }
      guard let edge else { return }
      for handler in self.edgeHandlers { handler(edge) }
    }
  }

  /// Touchpad begin/end, touchpad and wheel deltas, kinetic deceleration and touch drags give
  /// the user's scroll phase; a capture-phase controller sees them before the scrolled window
  /// does and never consumes them.
  func watchInput() {
    let flags = GtkEventControllerScrollFlags(
      rawValue: GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue
        | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
    let scroll = gtk_event_controller_scroll_new(flags)!
    Gtk.EventController(scroll).propagationPhase = GTK_PHASE_CAPTURE
    Gtk.EventController(scroll).name = "overshoot-geometry-scroll"
    scroll.connect("scroll-begin") { [weak self] in self?.userInput(.gestureBegan) }
    scroll.connect("scroll-end") { [weak self] in self?.userInput(.gestureEnded) }
    scroll.connectWithPoint("decelerate") { [weak self] vx, vy in
      self?.userInput(hypot(vx, vy) > 1 ? .flung : .gestureEnded)
    }
    scroll.connectScroll("scroll") { [weak self] _, _ in
      self?.userInput(.moved)
      return false
    }
    scrolledWindow.addController(Gtk.EventController(scroll))
    let drag = Gtk.GestureDrag()
    drag.isTouchOnly = true
    drag.propagationPhase = GTK_PHASE_CAPTURE
    drag.name = "overshoot-geometry-drag"
    drag.connectWithPoint("drag-begin") { [weak self] _, _ in self?.userInput(.gestureBegan) }
    drag.connectWithPoint("drag-update") { [weak self] _, _ in self?.userInput(.moved) }
    // GTK's own touch drag goes on kinetically after the finger lifts; the idle check ends it.
    drag.connectWithPoint("drag-end") { [weak self] _, _ in self?.userInput(.flung) }
    scrolledWindow.addController(drag)
  }

  /// What the user's input just did.
  enum UserInput {
    case gestureBegan, moved, gestureEnded, flung
  }

  private func userInput(_ input: UserInput) {
    switch input {
    case .gestureBegan:
      gestureActive = true
      userPhase = .tracking
    case .moved:
      userPhase = .interacting
      // The user's scrolling wins over a scroll to a row that is still settling.
      rowTargets?.stopSettling()
    case .gestureEnded:
      gestureActive = false
      if userPhase != .decelerating { userPhase = .idle }
    case .flung:
      gestureActive = false
      userPhase = .decelerating
    }
    lastUserInputAt = Self.now()
    if userPhase == .interacting || userPhase == .decelerating { scheduleIdleCheck() }
    adjustmentChanged(valueMoved: false)
  }

  func adjustmentChanged(valueMoved: Bool) {
    guard !isFlashing else { return }
    if valueMoved {
      let geometry = Self.snapshot(verticalAdjustment)
      let horizontal = Self.snapshot(horizontalAdjustment)
      velocity.add(ScrollPoint(x: horizontal.offset, y: geometry.offset), at: Self.now())
      lastMoveAt = Self.now()
      scheduleIdleCheck()
    }
    submitGeometry()
  }

  /// Hands the current geometry to every observer and makes sure a frame will deliver it.
  public func submitGeometry() {
    guard !observers.isEmpty else { return }
    let current = geometry
    for observer in observers.values { observer.submit(current) }
    needFrames()
  }

  /// Velocity and phase settle after the last movement with no further event; look again then.
  /// A wheel turn or a deceleration is over once nothing moved for 150 ms outside a gesture.
  private func scheduleIdleCheck() {
    MainContext.cancel(idleCheck)
    idleCheck = MainContext.after(milliseconds: 150) { [weak self] in
      guard let self else { return }
      self.idleCheck = 0
      let still = Self.now() - max(self.lastMoveAt, self.lastUserInputAt) >= 0.14
      if still, !self.gestureActive, self.userPhase != .idle, self.userPhase != .tracking {
        self.userPhase = .idle
      } else if !still {
        self.scheduleIdleCheck()
      }
      self.submitGeometry()
    }
  }

  /// Adds the per-frame tick while observers or a flash wait for a frame; it removes itself
  /// when nothing does, so an idle view costs nothing.
  func needFrames() {
    guard tickID == 0 else { return }
    guard observers.values.contains(where: \.needsFrame) || flashScheduler.needsFrame else {
      return
    }
    tickID = scrolledWindow.addTickCallback { [weak self] _ in
      guard let self else { return false }
      self.runFlashIfDue()
      for observer in self.observers.values where observer.needsFrame { observer.frame() }
      let again =
        self.observers.values.contains(where: \.needsFrame) || self.flashScheduler.needsFrame
      if !again { self.tickID = 0 }
      return again
    }
  }
}
