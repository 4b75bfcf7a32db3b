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

  /// Counts one more live `allocation`.
  static func made(_ allocation: Allocation) {
    #if DEBUG
      add(1, to: allocation)
    #endif
  }
  /// Counts one fewer live `allocation`.
  static func freed(_ allocation: Allocation) {
    #if DEBUG
      add(-1, to: allocation)
    #endif
  }

  #if DEBUG
    /// Atomics cannot be copied out of a switch, so each counter is named where it moves.
    private static func add(_ delta: Int, to allocation: Allocation) {
      switch allocation {
      case .box(.signal): signalBoxes.add(delta, ordering: .relaxed)
      case .box(.source): sourceBoxes.add(delta, ordering: .relaxed)
      case .box(.attached): attachedBoxes.add(delta, ordering: .relaxed)
      case .objectRef: objectRefs.add(delta, ordering: .relaxed)
      case .wrapper: wrappers.add(delta, ordering: .relaxed)
      }
    }
  #endif
}

/// What the glue counts: closure boxes by kind, `ObjectRef`s and `WrapperLifetime`s.
enum Allocation {
  case box(BoxKind)
  case objectRef
  case wrapper
}
