import CGtk
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

  /// Touchpad begin/end and touch drags mark the user as tracking; a capture-phase controller
  /// sees them before the scrolled window does and never consumes them.
  func watchInput() {
    let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
    gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
    gtk_event_controller_set_name(scroll, "overshoot-geometry-scroll")
    scroll.connect("scroll-begin") { [weak self] in self?.userInput(tracking: true) }
    scroll.connect("scroll-end") { [weak self] in self?.userInput(tracking: false) }
    scroll.connectScroll("scroll") { [weak self] _, _ in
      self?.userInput(tracking: self?.userScrolling ?? false)
      return false
    }
    gtk_widget_add_controller(scrolledWindow, scroll)
    let drag = gtk_gesture_drag_new()!
    gtk_gesture_single_set_touch_only(drag, 1)
    gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
    drag.connectWithPoint("drag-begin") { [weak self] _, _ in self?.userInput(tracking: true) }
    drag.connectWithPoint("drag-end") { [weak self] _, _ in self?.userInput(tracking: false) }
    gtk_widget_add_controller(scrolledWindow, drag)
  }

  private func userInput(tracking: Bool) {
    userScrolling = tracking
    lastUserInputAt = Self.now()
    adjustmentChanged(valueMoved: false)
  }

  func adjustmentChanged(valueMoved: Bool) {
    guard !isFlashing else { return }
    if valueMoved {
      let geometry = Self.snapshot(verticalAdjustment)
      let horizontal = Self.snapshot(horizontalAdjustment)
      velocity.add(ScrollPoint(x: horizontal.offset, y: geometry.offset), at: Self.now())
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
  private func scheduleIdleCheck() {
    MainContext.cancel(idleCheck)
    idleCheck = MainContext.after(milliseconds: 150) { [weak self] in
      guard let self else { return }
      self.idleCheck = 0
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
