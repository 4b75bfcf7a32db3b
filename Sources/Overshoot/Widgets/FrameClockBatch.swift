import CGtk
import GtkGlue

/// The bindings waiting for the next frame of one frame clock, flushed together from one
/// `update` handler: a frame that shows 1,000 changed labels runs one handler, not 1,000 tick
/// callbacks, each of which GTK connects to the clock and disconnects again.
///
/// A clock finalized before its frame (its window closed) hands its bindings to an idle, as a
/// widget's tick callback did when the widget was unrealized first.
@MainActor
final class FrameClockBatch {
  /// One batch per live frame clock.
  private static var batches: [UnsafeMutableRawPointer: FrameClockBatch] = [:]
  private var pending: [any FrameFlushing] = []

  /// Flushes `binding` in the update phase of `clock`'s next frame, which it asks for.
  static func schedule(_ binding: any FrameFlushing, on clock: OpaquePointer) {
    let key = UnsafeMutableRawPointer(clock)
    let batch = batches[key] ?? make(for: clock)
    batch.pending.append(binding)
    if batch.pending.count == 1 {
      gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_UPDATE)
    }
  }

  private static func make(for clock: OpaquePointer) -> FrameClockBatch {
    let batch = FrameClockBatch()
    batches[UnsafeMutableRawPointer(clock)] = batch
    // The connection lives as long as the clock; GLib frees it with the clock.
    clock.connect("update") { [weak batch] in batch?.flush() }
    g_object_weak_ref(
      clock.gpointer.assumingMemoryBound(to: GObject.self), clockFinalized,
      UnsafeMutableRawPointer(clock))
    return batch
  }

  /// The update phase: flushes what was pending when the frame began; a binding that changes
  /// again meanwhile waits for the next frame.
  private func flush() {
    let due = pending
    pending = []
    for binding in due { binding.flush() }
  }

  /// The clock is gone with its connection: its bindings are flushed from an idle.
  private static let clockFinalized: GWeakNotify = { data, _ in
    guard let data else { return }
    nonisolated(unsafe) let key = data
    MainActor.assumeIsolated {
      guard let batch = batches.removeValue(forKey: key) else { return }
      for binding in batch.pending { binding.flushSoon() }
      batch.pending = []
    }
  }
}
