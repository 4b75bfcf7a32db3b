import Synchronization

#if DEBUG
  /// Live instance counters for the glue's own allocations, so tests can prove nothing leaks.
  ///
  /// Test-only: `@_spi(Testing) import GtkGlue`, and compiled into debug builds only, so a
  /// release binary carries neither the counters nor their names (`.ci/tests/release-symbols.sh`).
  /// Each counter goes up when a box or wrapper is made and down when GLib's destroy notify (or
  /// the wrapper's deinit) releases it; a balanced program returns them to zero.
  @_spi(Testing) public enum LiveCounts {
    /// Signal closure boxes still held by a GLib connection.
    public static var signalBoxes: Int { AllocationCounter.signalBoxes.load(ordering: .relaxed) }
    /// `ObjectRef` wrappers still alive.
    public static var objectRefs: Int { AllocationCounter.objectRefs.load(ordering: .relaxed) }
    /// Idle and timeout closure boxes still held by a GLib source.
    public static var sourceBoxes: Int { AllocationCounter.sourceBoxes.load(ordering: .relaxed) }
    /// `WrapperLifetime`s still alive: one per Overshoot wrapper whose widget still exists.
    public static var wrappers: Int { AllocationCounter.wrappers.load(ordering: .relaxed) }
    /// Boxes attached to objects (a widget's data, a shortcut's action, a list model's
    /// backend) still held by the object.
    public static var attachedBoxes: Int {
      AllocationCounter.attachedBoxes.load(ordering: .relaxed)
    }
  }
#endif

/// Where the glue counts what it allocates; the counting is compiled into debug builds only.
enum AllocationCounter {
  #if DEBUG
    static let signalBoxes = Atomic<Int>(0)
    static let objectRefs = Atomic<Int>(0)
    static let sourceBoxes = Atomic<Int>(0)
    static let wrappers = Atomic<Int>(0)
    static let attachedBoxes = Atomic<Int>(0)
  #endif

  static func boxMade(_ kind: BoxKind) {
    #if DEBUG
      add(1, to: kind)
    #endif
  }
  static func boxFreed(_ kind: BoxKind) {
    #if DEBUG
      add(-1, to: kind)
    #endif
  }
  static func objectRefMade() {
    #if DEBUG
      objectRefs.add(1, ordering: .relaxed)
    #endif
  }
  static func objectRefFreed() {
    #if DEBUG
      objectRefs.subtract(1, ordering: .relaxed)
    #endif
  }
  static func wrapperMade() {
    #if DEBUG
      wrappers.add(1, ordering: .relaxed)
    #endif
  }
  static func wrapperFreed() {
    #if DEBUG
      wrappers.subtract(1, ordering: .relaxed)
    #endif
  }

  #if DEBUG
    /// Atomics cannot be copied out of a switch, so each kind's counter is named where it moves.
    private static func add(_ delta: Int, to kind: BoxKind) {
      switch kind {
      case .signal: signalBoxes.add(delta, ordering: .relaxed)
      case .source: sourceBoxes.add(delta, ordering: .relaxed)
      case .attached: attachedBoxes.add(delta, ordering: .relaxed)
      }
    }
  #endif
}
