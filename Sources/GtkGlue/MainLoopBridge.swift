import CGtk
import Synchronization

/// Lets Swift's main actor run while GLib owns the main thread.
///
/// On Linux, `@MainActor` jobs, `Task { @MainActor in }` and `DispatchQueue.main.async` are
/// queued on libdispatch's main queue, which nothing drains while `g_application_run` spins.
/// libdispatch signals new work by writing to an eventfd (`_dispatch_get_main_queue_handle_4CF`);
/// a GLib fd source watches it and drains the queue on GLib's main thread.
///
/// Two details keep it cheap and live: the eventfd is *read* before draining (a level-triggered
/// watch on an unread eventfd fires forever, spinning a core at 100%), and the source runs at
/// `G_PRIORITY_DEFAULT`, the priority of input and of GLib's own async completions. Below GTK's
/// frame clock (`GDK_PRIORITY_REDRAW`, 120) it would starve: when a frame takes longer than the
/// frame interval (software GL, llvmpipe under Xvfb) the next one is due at once, so while a
/// spinner animates a source at `G_PRIORITY_LOW` never runs and an awaited refresh never resumes.
/// A read eventfd only fires when work was queued, so this priority cannot starve GTK either.
public enum MainLoopBridge {
  /// The GLib source's id, 0 until installed. Written on the main thread, read by `isInstalled`
  /// from any thread, so atomic.
  private static let sourceID = Atomic<guint>(0)

  /// Installs the bridge on GLib's default main context. Idempotent; call it on the main thread
  /// before the main loop starts (the app does so before `g_application_run`).
  @MainActor
  public static func install() {
    guard sourceID.load(ordering: .acquiring) == 0 else { return }
    let fd = overshoot_dispatch_main_queue_fd()
    precondition(fd >= 0, "libdispatch has no main-queue eventfd")
    let id = g_unix_fd_add_full(
      MainLoopBridge.priority, fd, G_IO_IN,
      { fd, _, _ in
        var counter: UInt64 = 0
        // The value is a wake-up count we do not need; reading resets the eventfd to 0.
        _ = read(fd, &counter, MemoryLayout<UInt64>.size)
        overshoot_dispatch_drain_main_queue()
        return overshoot_source_continue()
      }, nil, nil)
    sourceID.store(id, ordering: .releasing)
    // Work queued before the source existed has already written the eventfd; nothing is lost.
  }

  /// The GLib priority the bridge runs at: above the frame clock, with input events.
  public static let priority: Int32 = G_PRIORITY_DEFAULT

  /// Whether `install()` has run.
  public static var isInstalled: Bool { sourceID.load(ordering: .acquiring) != 0 }
}
