import CGtk
import GtkGlue

/// Evaluates the bodies whose reads changed, once per frame: Observation reports a change as it
/// is about to happen, so a host is only marked dirty then; each dirty host's frame clock is
/// asked for its next frame once (`FrameClockBatch`; a default-priority idle when its widget
/// draws no frames), and the first of those frames evaluates every dirty body from the outermost in, so a body a parent's evaluation
/// already ran again is not run a second time. A thousand writes in one handler cost one
/// evaluation of each body that read them.
@MainActor
enum BodyScheduler {
  private static var dirty: [any BodyHosting] = []
  private static var idleRequested = false

  /// Marks `host` dirty and makes sure a frame (or an idle) evaluates it. Each dirty host's
  /// frame clock is asked once (a window closed before its frame must not hold up the others);
  /// the first of those frames evaluates every dirty body.
  static func invalidate(_ host: any BodyHosting) {
    guard !host.isDirty else { return }
    host.isDirty = true
    dirty.append(host)
    guard let shown = host.shownWidget() else {
      flushSoon()
      return
    }
    defer { g_object_unref(shown) }
    let widget = shown.checked(as: GtkWidget.self)
    guard widget.isMapped, let clock = gtk_widget_get_frame_clock(widget) else {
      flushSoon()
      return
    }
    BodyFrameFlush.shared.schedule(on: clock)
  }

  static func flushSoon() {
    guard !idleRequested, !dirty.isEmpty else { return }
    idleRequested = true
    MainContext.idle(priority: G_PRIORITY_DEFAULT) {
      idleRequested = false
      flush()
    }
  }

  /// Evaluates every dirty body, outermost first. What the evaluations themselves change is
  /// evaluated at the next frame, so a body that writes what it reads cannot spin.
  static func flush() {
    guard !dirty.isEmpty else { return }
    let hosts = dirty.map { (host: $0, depth: depth(of: $0)) }.sorted {
      $0.depth != $1.depth ? $0.depth < $1.depth : $0.host.nesting > $1.host.nesting
    }
    dirty = []
    for entry in hosts where entry.host.isDirty { entry.host.evaluateAgain() }
  }

  private static func depth(of host: any BodyHosting) -> Int {
    guard let shown = host.shownWidget() else { return 0 }
    defer { g_object_unref(shown) }
    var depth = 0
    var ancestor = shown.checked(as: GtkWidget.self).parent
    while let current = ancestor {
      depth += 1
      ancestor = current.parent
    }
    return depth
  }
}

/// The body scheduler's place in the frame-clock batches: one entry per clock per frame,
/// however many hosts on that clock turned dirty.
@MainActor
private final class BodyFrameFlush: FrameFlushing {
  static let shared = BodyFrameFlush()
  private var scheduled: Set<OpaquePointer> = []

  func schedule(on clock: OpaquePointer) {
    guard scheduled.insert(clock).inserted else { return }
    FrameClockBatch.schedule(self, on: clock)
  }

  func flush() {
    scheduled.removeAll()
    BodyScheduler.flush()
  }

  func flushSoon() {
    scheduled.removeAll()
    BodyScheduler.flushSoon()
  }
}
