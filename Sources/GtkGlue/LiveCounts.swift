import Synchronization

/// Live instance counters for the glue's own allocations, so tests can prove nothing leaks.
///
/// Each counter goes up when a box or wrapper is made and down when GLib's destroy notify (or
/// the wrapper's deinit) releases it; a balanced program returns them to zero.
public enum LiveCounts {
  private static let signalBoxCounter = Atomic<Int>(0)
  private static let objectRefCounter = Atomic<Int>(0)
  private static let sourceBoxCounter = Atomic<Int>(0)
  private static let wrapperCounter = Atomic<Int>(0)

  /// Signal closure boxes still held by a GLib connection.
  public static var signalBoxes: Int { signalBoxCounter.load(ordering: .relaxed) }
  /// `ObjectRef` wrappers still alive.
  public static var objectRefs: Int { objectRefCounter.load(ordering: .relaxed) }
  /// Idle and timeout closure boxes still held by a GLib source.
  public static var sourceBoxes: Int { sourceBoxCounter.load(ordering: .relaxed) }
  /// `WrapperLifetime`s still alive: one per Overshoot wrapper whose widget still exists.
  @_spi(Testing) public static var wrappers: Int { wrapperCounter.load(ordering: .relaxed) }

  static func signalBoxMade() { signalBoxCounter.add(1, ordering: .relaxed) }
  static func signalBoxFreed() { signalBoxCounter.subtract(1, ordering: .relaxed) }
  static func objectRefMade() { objectRefCounter.add(1, ordering: .relaxed) }
  static func objectRefFreed() { objectRefCounter.subtract(1, ordering: .relaxed) }
  static func sourceBoxMade() { sourceBoxCounter.add(1, ordering: .relaxed) }
  static func sourceBoxFreed() { sourceBoxCounter.subtract(1, ordering: .relaxed) }
  static func wrapperMade() { wrapperCounter.add(1, ordering: .relaxed) }
  static func wrapperFreed() { wrapperCounter.subtract(1, ordering: .relaxed) }
}
