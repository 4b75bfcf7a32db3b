/// A heap box that carries a Swift closure (or any value) through a C `user_data` pointer: the
/// one box every GLib and GTK callback of Overshoot's uses, so the leak counters see them all.
///
/// GLib holds the box *retained* (`Unmanaged.passRetained`) and releases it only from the
/// destroy notify it was given, never earlier: the unretained boxes of other bindings were freed
/// while GTK could still call them. Unchecked-Sendable because GTK only touches it on the main
/// thread, where its closure runs under `MainActor.assumeIsolated`.
package final class ClosureBox<Closure>: @unchecked Sendable {
  /// What the box carries.
  package let closure: Closure
  private let kind: BoxKind

  /// A box for `closure`, counted under `kind` until it is freed.
  package init(_ closure: Closure, counted kind: BoxKind) {
    self.closure = closure
    self.kind = kind
    AllocationCounter.made(.box(kind))
  }

  deinit { AllocationCounter.freed(.box(kind)) }

  /// Hands GLib one retained reference to this box.
  package func retainedPointer() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(self).toOpaque()
  }

  /// The box behind a `user_data` pointer, without changing its retain count.
  package static func from(_ pointer: UnsafeMutableRawPointer?) -> ClosureBox {
    guard let pointer else { preconditionFailure("GLib passed no user_data to an Overshoot box") }
    return Unmanaged<ClosureBox>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// The box behind a `user_data` pointer if it carries a `Closure`, else nil.
  package static func carried(by pointer: UnsafeMutableRawPointer) -> Closure? {
    (Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? ClosureBox)?.closure
  }

  /// Drops GLib's reference; called from a destroy notify only.
  package static func release(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<ClosureBox>.fromOpaque(pointer).release()
  }
}

extension ClosureBox where Closure == Any {
  /// Releases a box whose closure type the notify cannot name; `Unmanaged` only needs the class.
  package static func releaseAny(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
  }
}

/// Which leak counter a box is counted under (see `LiveCounts`).
package enum BoxKind: Sendable {
  /// Held by a signal connection, released by its `GClosureNotify`.
  case signal
  /// Held by an idle, a timeout, a tick callback or a draw function.
  case source
  /// Attached to an object: a widget's data, a shortcut's action, a list model's backend.
  case attached
}
