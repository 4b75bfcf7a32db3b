import CGtk

/// Lets Swift's main actor run while GLib owns the main thread.
///
/// On Linux, `@MainActor` jobs, `Task { @MainActor in }` and `DispatchQueue.main.async` are
/// queued on libdispatch's main queue, which nothing drains while `g_application_run` spins.
/// libdispatch signals new work by writing to an eventfd (`_dispatch_get_main_queue_handle_4CF`);
/// a GLib fd source watches it and drains the queue on GLib's main thread.
///
/// Two details keep it cheap and fair: the eventfd is *read* before draining (a level-triggered
/// watch on an unread eventfd fires forever, spinning a core at 100%), and the source runs at
/// `G_PRIORITY_LOW` so GTK's own idle work (layout, accessibility registration) is never starved.
public enum MainLoopBridge {
  nonisolated(unsafe) private static var sourceID: guint = 0

  /// Installs the bridge on GLib's default main context. Idempotent; call it on the main thread
  /// before the main loop starts (the app does so before `g_application_run`).
  @MainActor
  public static func install() {
    guard sourceID == 0 else { return }
    let fd = overshoot_dispatch_main_queue_fd()
    precondition(fd >= 0, "libdispatch has no main-queue eventfd")
    sourceID = g_unix_fd_add_full(
      G_PRIORITY_LOW, fd, G_IO_IN,
      { fd, _, _ in
        var counter: UInt64 = 0
        // The value is a wake-up count we do not need; reading resets the eventfd to 0.
        _ = read(fd, &counter, MemoryLayout<UInt64>.size)
        overshoot_dispatch_drain_main_queue()
        return overshoot_source_continue()
      }, nil, nil)
    // Work queued before the source existed has already written the eventfd; nothing is lost.
  }

  /// Whether `install()` has run.
  public static var isInstalled: Bool { sourceID != 0 }
}
