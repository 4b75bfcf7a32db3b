/// A heap box that carries a Swift closure through a C `user_data` pointer.
///
/// GLib holds the box *retained* (`Unmanaged.passRetained`) and releases it only from the
/// destroy notify it was given, never earlier: the unretained boxes of other bindings were freed
/// while GTK could still call them. Unchecked-Sendable because GTK only touches it on the main
/// thread, where its closure runs under `MainActor.assumeIsolated`.
final class ClosureBox<Closure>: @unchecked Sendable {
  let closure: Closure
  private let onFree: @Sendable () -> Void

  init(_ closure: Closure, counted made: () -> Void, freed: @escaping @Sendable () -> Void) {
    self.closure = closure
    self.onFree = freed
    made()
  }

  deinit { onFree() }

  /// Hands GLib one retained reference to this box.
  func retainedPointer() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(self).toOpaque()
  }

  /// The box behind a `user_data` pointer, without changing its retain count.
  static func from(_ pointer: UnsafeMutableRawPointer?) -> ClosureBox {
    guard let pointer else { preconditionFailure("GLib passed no user_data to an Overshoot box") }
    return Unmanaged<ClosureBox>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Drops GLib's reference; called from a destroy notify only.
  static func release(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<ClosureBox>.fromOpaque(pointer).release()
  }
}
