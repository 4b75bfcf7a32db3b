import CGtk
import Foundation
import GtkGlue
import RefreshCore

/// Turns a scrolled window's raw input into pull events: touchpad and wheel through a
/// capture-phase scroll controller, touch drags through a gesture on an ancestor, and GTK's
/// `edge-overshot`. It decides nothing; the state machine does.
///
/// Why these places (GTK 4.8's gtkscrolledwindow.c): a scroll controller on the scrolled window in
/// capture phase sees every wheel and touchpad event before the window scrolls; a drag gesture
/// on the window itself is denied once GTK's own touch drag claims the sequence, but one on an
/// ancestor in capture phase keeps seeing it.
@MainActor
final class PullInputTranslator {
  private let scrolledWindow: UnsafeMutablePointer<GtkWidget>
  private let send: @MainActor (PullEvent) -> Void
  private let pulledDistance: @MainActor () -> Double
  private var touchpadGestureActive = false
  private var pulledInThisGesture = false
  private var lastDragY = 0.0
  private let dragGesture: Gtk.GestureDrag

  /// Whether a mouse click-drag pulls too (like Tuba); touch always does.
  var allowsMouseDrag = false {
    didSet { dragGesture.isTouchOnly = !allowsMouseDrag }
  }

  init(
    scrolledWindow: UnsafeMutablePointer<GtkWidget>, dragHost: UnsafeMutablePointer<GtkWidget>,
    pulledDistance: @escaping @MainActor () -> Double,
    send: @escaping @MainActor (PullEvent) -> Void
  ) {
    self.scrolledWindow = scrolledWindow
    self.send = send
    self.pulledDistance = pulledDistance

    let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
    Gtk.EventController(scroll).propagationPhase = GTK_PHASE_CAPTURE
    Gtk.EventController(scroll).name = "overshoot-pull-scroll"
    scrolledWindow.addController(Gtk.EventController(scroll))

    dragGesture = Gtk.GestureDrag()
    dragGesture.isTouchOnly = true
    dragGesture.propagationPhase = GTK_PHASE_CAPTURE
    dragGesture.name = "overshoot-pull-drag"
    dragHost.addController(dragGesture)

    scroll.connect("scroll-begin") { [weak self] in self?.touchpadBegan() }
    scroll.connect("scroll-end") { [weak self] in self?.touchpadEnded() }
    scroll.connectScroll("scroll") { [weak self] _, dy in
      self?.scrolled(dy: dy, unit: gtk_event_controller_scroll_get_unit(scroll))
      return false  // never swallow: the window scrolls as usual
    }
    dragGesture.connectWithPoint("drag-begin") { [weak self] _, _ in self?.lastDragY = 0 }
    dragGesture.connectWithPoint("drag-update") { [weak self] _, offsetY in
      self?.dragged(to: offsetY)
    }
    dragGesture.connectWithPoint("drag-end") { [weak self] _, _ in self?.dragEnded() }
    scrolledWindow.connectWithInt("edge-overshot") { [weak self] position in
      switch GtkPositionType(rawValue: UInt32(bitPattern: position)) {
      case GTK_POS_TOP: self?.send(.overshoot(edge: .top))
      case GTK_POS_BOTTOM: self?.send(.overshoot(edge: .bottom))
      default: break
      }
    }
  }

  /// How far the content is scrolled down from its top, in pixels.
  private var distanceToTop: Double {
    let adjustment = Gtk.ScrolledWindow(scrolledWindow).vadjustment
    return adjustment.value - adjustment.lower
  }

  private var pageSize: Double {
    let adjustment = Gtk.ScrolledWindow(scrolledWindow).vadjustment
    return max(adjustment.pageSize, 1)
  }

  /// Sends a pull of `dy` (positive: further past the top) when it can matter: pulling down at
  /// or across the top (the core keeps only the part past it), or pushing back a pull.
  private func pull(_ dy: Double, source: PullSource) {
    let crossesTop = dy > 0 && dy > distanceToTop - 0.5
    guard dy != 0, crossesTop || (dy < 0 && pulledDistance() > 0) else { return }
    pulledInThisGesture = true
    send(.pull(dy: dy, source: source))
  }

  private func touchpadBegan() {
    touchpadGestureActive = true
    pulledInThisGesture = false
  }

  private func touchpadEnded() {
    touchpadGestureActive = false
    if pulledInThisGesture || pulledDistance() > 0 { send(.release) }
    pulledInThisGesture = false
  }

  private func scrolled(dy: Double, unit: GdkScrollUnit) {
    // GTK's own scale for these deltas (gtkscrolledwindow.c): surface units × 2.5, wheel units
    // × page_size^(2/3); using it makes the pull track the content under the fingers.
    let scale = unit == GDK_SCROLL_UNIT_SURFACE ? 2.5 : pow(pageSize, 2.0 / 3.0)
    pull(-dy * scale, source: touchpadGestureActive ? .touchpad : .wheel)
  }

  private func dragged(to offsetY: Double) {
    let delta = offsetY - lastDragY
    lastDragY = offsetY
    pull(delta, source: .touch)
  }

  private func dragEnded() {
    if pulledInThisGesture || pulledDistance() > 0 { send(.release) }
    pulledInThisGesture = false
  }
}
