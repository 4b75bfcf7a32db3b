import CGtk

/// A handle on one signal connection, returned by every `connect…` call.
///
/// It holds its source object *weakly* (a `GWeakRef`), so keeping the handle never keeps a
/// widget alive, and `disconnect()` after the object is gone is a harmless no-op. Dropping the
/// handle leaves the connection in place; GLib frees the closure when the object is finalized.
@MainActor
public final class SignalConnection {
  /// The GLib handler id, unique for the source object.
  public let handlerID: gulong
  private let source: UnsafeMutablePointer<GWeakRef>

  init(object: gpointer, handlerID: gulong) {
    self.handlerID = handlerID
    source = .allocate(capacity: 1)
    source.initialize(to: GWeakRef())
    g_weak_ref_init(source, object)
  }

  isolated deinit {
    g_weak_ref_clear(source)
    source.deallocate()
  }

  /// Whether the source object still exists and the handler is still connected.
  public var isConnected: Bool {
    guard let object = g_weak_ref_get(source) else { return false }
    defer { g_object_unref(object) }
    return g_signal_handler_is_connected(object, handlerID) != 0
  }

  /// Disconnects the handler; GLib then calls the destroy notify, which frees the closure.
  public func disconnect() {
    guard let object = g_weak_ref_get(source) else { return }
    defer { g_object_unref(object) }
    if g_signal_handler_is_connected(object, handlerID) != 0 {
      g_signal_handler_disconnect(object, handlerID)
    }
  }
}
