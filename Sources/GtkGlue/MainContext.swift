import CGtk

/// Closures on GLib's default main context: idle callbacks, timeouts, and stepping the loop.
///
/// Each closure travels in a retained box that GLib's destroy notify releases, so a source that
/// is removed early, or that removes itself, frees its closure exactly once.
@MainActor
public enum MainContext {
  private static let releaseSourceBox: GDestroyNotify = { data in
    ClosureBox<Any>.releaseAny(data)
  }

  private static func box(_ body: @escaping @MainActor () -> Bool) -> UnsafeMutableRawPointer {
    ClosureBox(body, counted: .source)
      .retainedPointer()
  }

  private static let trampoline: GSourceFunc = { data in
    let box = ClosureBox<@MainActor () -> Bool>.from(data)
    let again = MainActor.assumeIsolated { box.closure() }
    return again ? overshoot_source_continue() : overshoot_source_remove()
  }

  /// Runs `body` once on a later turn of the loop, at `priority` (GLib's scale; lower runs first).
  ///
  /// The default is `G_PRIORITY_DEFAULT`, above GTK's frame clock: an idle below it
  /// (`G_PRIORITY_DEFAULT_IDLE`, `G_PRIORITY_LOW`) never runs while an animation keeps frames
  /// coming on a display whose frames are slower than the frame interval. Ask for a lower
  /// priority only for work that may wait indefinitely.
  @discardableResult
  public static func idle(
    priority: Int32 = G_PRIORITY_DEFAULT, _ body: @escaping @MainActor () -> Void
  )
    -> guint
  {
    g_idle_add_full(
      priority, trampoline,
      box {
        body()
        return false
      }, releaseSourceBox)
  }

  /// Calls `body` every `milliseconds` until it returns false or the source is removed.
  @discardableResult
  public static func every(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> guint {
    g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, trampoline, box(body), releaseSourceBox)
  }

  /// Calls `body` once after `milliseconds`.
  @discardableResult
  public static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) -> guint {
    every(milliseconds: milliseconds) {
      body()
      return false
    }
  }

  /// Removes a source made by `idle`, `every` or `after` before it runs; its closure is freed.
  /// A source that already ran to its end is gone already, and is left alone (removing an
  /// unknown id is a GLib CRITICAL).
  public static func cancel(_ sourceID: guint) {
    guard sourceID != 0, g_main_context_find_source_by_id(nil, sourceID) != nil else { return }
    g_source_remove(sourceID)
  }

  /// Iterates the default main context until `condition` holds or `seconds` pass; returns
  /// whether the condition held. For tests and the screenshot path, never from a main-queue job
  /// (a nested loop there re-enters the bridge).
  @discardableResult
  public static func iterate(until condition: () -> Bool, timeoutSeconds seconds: Double) -> Bool {
    let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
    while !condition() {
      if g_get_monotonic_time() >= deadline { return false }
      // A short timer guarantees the blocking iteration wakes to re-check the deadline.
      let wake = g_timeout_add_full(G_PRIORITY_DEFAULT, 20, { _ in 1 }, nil, nil)
      g_main_context_iteration(nil, 1)
      g_source_remove(wake)
    }
    return true
  }

  /// Iterates the default main context for `seconds`, running whatever becomes ready.
  public static func run(forSeconds seconds: Double) {
    _ = iterate(until: { false }, timeoutSeconds: seconds)
  }
}
