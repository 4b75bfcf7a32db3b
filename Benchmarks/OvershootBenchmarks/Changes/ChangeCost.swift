import CBenchmarkBaseline
import CGtk
import Foundation
import GtkGlue

/// The main thread's CPU time for one change to a window: `call` in the change's own call (in C
/// the GTK calls; in Swift only the writes, as bodies and bindings run on the frame clock), and
/// `frame` from the change to the first frame painted after it (whatever runs on the way: the
/// library's work on the frame clock, GTK's measuring, layout and drawing).
struct ChangeCost {
  /// Milliseconds in the change's own call.
  var call: Double
  /// Milliseconds from the change to the frame painted.
  var frame: Double

  /// Lets `window`'s pending frames and idles run, then makes the change and waits for the
  /// frame that shows it.
  @MainActor
  static func measure(_ change: () -> Void) -> ChangeCost {
    settle()
    baseline_frames_arm()
    let start = baseline_thread_cpu_ns()
    change()
    let called = baseline_thread_cpu_ns()
    guard MainContext.iterate(until: { baseline_frames_painted_ns() != 0 }, timeoutSeconds: 60)
    else { fatalError("a change drew no frame within 60 s") }
    return ChangeCost(
      call: Double(called - start) / 1_000_000,
      frame: Double(baseline_frames_painted_ns() - start) / 1_000_000)
  }

  /// Iterates the main context until nothing has been ready for a few short waits: the frames
  /// and idles of what came before are done.
  @MainActor
  static func settle() {
    var quiet = 0
    var spins = 0
    while quiet < 4 && spins < 2_000 {
      spins += 1
      if g_main_context_iteration(nil, 0) != 0 {
        quiet = 0
      } else {
        quiet += 1
        usleep(3_000)
      }
    }
  }
}
