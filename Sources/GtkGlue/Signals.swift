import CGtk

/// The destroy notify GLib calls once per connection; the only place a signal box is released.
private let releaseSignalBox: GClosureNotify = { data, _ in
  ClosureBox<Any>.releaseAny(data)
}

/// Connects `trampoline` (whose C signature must match the signal's) to `signal` on `instance`,
/// carrying `closure` in a retained box that the destroy notify releases: for modules of this
/// package that connect signals of their own C libraries (OvershootWebKit's WebKit signals).
@MainActor
package func connectSignal<Closure>(
  _ instance: some GPointerConvertible, _ signal: String, _ closure: Closure,
  trampoline: GCallback, after: Bool = false
) -> SignalConnection {
  let box = ClosureBox(closure, counted: .signal)
  let object = instance.gpointer
  let id = g_signal_connect_data(
    object, signal, trampoline, box.retainedPointer(), releaseSignalBox,
    overshoot_connect_flags(after ? 1 : 0))
  precondition(id != 0, "no signal \"\(signal)\" on \(String(cString: typeName(object)))")
  return SignalConnection(object: object, handlerID: id)
}

/// The GType name of an instance, for messages.
private func typeName(_ object: gpointer) -> UnsafePointer<CChar> {
  g_type_name_from_instance(object.assumingMemoryBound(to: GTypeInstance.self))
}

/// Signal connections by the handler's C signature. Each trampoline's signature, return type
/// included, matches the signals it is documented for; a mismatch is undefined behaviour in C.
extension GPointerConvertible {
  /// `void (*)(GObject *, gpointer)`: `clicked`, `activate`, `map`, `unmap`, `destroy`,
  /// `value-changed`, `changed`, `scroll-begin`, `scroll-end`, `close-request` is *not* this one.
  @MainActor @discardableResult
  package func connect(
    _ signal: String, after: Bool = false, _ handler: @escaping @MainActor () -> Void
  )
    -> SignalConnection
  {
    typealias Trampoline = @convention(c) (gpointer?, gpointer?) -> Void
    let trampoline: Trampoline = { _, data in
      let box = ClosureBox<@MainActor () -> Void>.from(data)
      MainActor.assumeIsolated { box.closure() }
    }
    return connectSignal(
      self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self), after: after
    )
  }

  /// `gboolean (*)(GObject *, gpointer)`: `close-request`, `query-tooltip`-free boolean signals.
  @MainActor @discardableResult
  package func connectReturningBool(_ signal: String, _ handler: @escaping @MainActor () -> Bool)
    -> SignalConnection
  {
    typealias Trampoline = @convention(c) (gpointer?, gpointer?) -> gboolean
    let trampoline: Trampoline = { _, data in
      let box = ClosureBox<@MainActor () -> Bool>.from(data)
      return MainActor.assumeIsolated { box.closure() } ? 1 : 0
    }
    return connectSignal(
      self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// `void (*)(GObject *, gpointer arg, gpointer)`: one object argument, such as the list item
  /// factory's `setup`/`bind`/`unbind`/`teardown` or `notify::property` (the `GParamSpec`).
  @MainActor @discardableResult
  package func connectWithPointer(
    _ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
  ) -> SignalConnection {
    typealias Trampoline = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
    let trampoline: Trampoline = { _, argument, data in
      let box = ClosureBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.from(data)
      nonisolated(unsafe) let argument = argument
      MainActor.assumeIsolated { box.closure(argument) }
    }
    return connectSignal(
      self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// `void (*)(GObject *, gint, gpointer)`: one enum or int argument, such as the scrolled
  /// window's `edge-overshot`/`edge-reached` (`GtkPositionType`).
  @MainActor @discardableResult
  package func connectWithInt(_ signal: String, _ handler: @escaping @MainActor (Int32) -> Void)
    -> SignalConnection
  {
    typealias Trampoline = @convention(c) (gpointer?, gint, gpointer?) -> Void
    let trampoline: Trampoline = { _, value, data in
      let box = ClosureBox<@MainActor (Int32) -> Void>.from(data)
      MainActor.assumeIsolated { box.closure(value) }
    }
    return connectSignal(
      self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// `void (*)(GObject *, gdouble, gdouble, gpointer)`: `drag-begin`, `drag-update`,
  /// `drag-end`, `decelerate`.
  @MainActor @discardableResult
  package func connectWithPoint(
    _ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Void
  ) -> SignalConnection {
    typealias Trampoline = @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void
    let trampoline: Trampoline = { _, x, y, data in
      let box = ClosureBox<@MainActor (Double, Double) -> Void>.from(data)
      MainActor.assumeIsolated { box.closure(x, y) }
    }
    return connectSignal(
      self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// `gboolean (*)(GObject *, gdouble, gdouble, gpointer)`: the scroll controller's `scroll`.
  /// Return false to let the event go on to the scrolled window.
  @MainActor @discardableResult
  package func connectScroll(
    _ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Bool
  )
    -> SignalConnection
  {
    typealias Trampoline = @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean
    let trampoline: Trampoline = { _, dx, dy, data in
      let box = ClosureBox<@MainActor (Double, Double) -> Bool>.from(data)
      return MainActor.assumeIsolated { box.closure(dx, dy) } ? 1 : 0
    }
    return connectSignal(
      self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// `gboolean (*)(GObject *, guint keyval, guint keycode, GdkModifierType, gpointer)`: the key
  /// controller's `key-pressed`.
  @MainActor @discardableResult
  package func connectKeyPressed(
    _ handler: @escaping @MainActor (_ keyval: UInt32, _ state: UInt32) -> Bool
  ) -> SignalConnection {
    typealias Trampoline = @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> gboolean
    let trampoline: Trampoline = { _, keyval, _, state, data in
      let box = ClosureBox<@MainActor (UInt32, UInt32) -> Bool>.from(data)
      return MainActor.assumeIsolated { box.closure(keyval, state) } ? 1 : 0
    }
    return connectSignal(
      self, "key-pressed", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// `void (*)(GListModel *, guint position, guint removed, guint added, gpointer)`:
  /// `items-changed`.
  @MainActor @discardableResult
  package func connectItemsChanged(
    _ handler: @escaping @MainActor (_ position: UInt32, _ removed: UInt32, _ added: UInt32) -> Void
  ) -> SignalConnection {
    typealias Trampoline = @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void
    let trampoline: Trampoline = { _, position, removed, added, data in
      let box = ClosureBox<@MainActor (UInt32, UInt32, UInt32) -> Void>.from(data)
      MainActor.assumeIsolated { box.closure(position, removed, added) }
    }
    return connectSignal(
      self, "items-changed", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// `void (*)(GSimpleAction *, GVariant *parameter, gpointer)`: an action's `activate`.
  @MainActor @discardableResult
  package func connectActivate(
    _ handler: @escaping @MainActor (_ parameter: OpaquePointer?) -> Void
  ) -> SignalConnection {
    typealias Trampoline = @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void
    let trampoline: Trampoline = { _, parameter, data in
      let box = ClosureBox<@MainActor (OpaquePointer?) -> Void>.from(data)
      nonisolated(unsafe) let parameter = parameter
      MainActor.assumeIsolated { box.closure(parameter) }
    }
    return connectSignal(
      self, "activate", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }
}

extension GPointerConvertible {
  /// `gboolean (*)(GtkOverlay *, GtkWidget *, GdkRectangle *, gpointer)`: the overlay's
  /// `get-child-position`; fill the rectangle and return true to place the child yourself.
  @MainActor @discardableResult
  package func connectChildPosition(
    _ handler:
      @escaping @MainActor (
        _ child: UnsafeMutableRawPointer?, _ allocation: UnsafeMutablePointer<GdkRectangle>
      ) -> Bool
  ) -> SignalConnection {
    typealias Trampoline =
      @convention(c) (
        gpointer?, gpointer?, UnsafeMutablePointer<GdkRectangle>?, gpointer?
      ) -> gboolean
    let trampoline: Trampoline = { _, child, rectangle, data in
      guard let rectangle else { return 0 }
      let box = ClosureBox<
        @MainActor (UnsafeMutableRawPointer?, UnsafeMutablePointer<GdkRectangle>) -> Bool
      >.from(data)
      nonisolated(unsafe) let child = child
      nonisolated(unsafe) let allocation = rectangle
      return MainActor.assumeIsolated { box.closure(child, allocation) } ? 1 : 0
    }
    return connectSignal(
      self, "get-child-position", handler,
      trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }
}

extension GPointerConvertible {
  /// `void (*)(GtkSelectionModel *, guint position, guint n_items, gpointer)`:
  /// `selection-changed`.
  @MainActor @discardableResult
  package func connectSelectionChanged(_ handler: @escaping @MainActor () -> Void)
    -> SignalConnection
  {
    typealias Trampoline = @convention(c) (gpointer?, guint, guint, gpointer?) -> Void
    let trampoline: Trampoline = { _, _, _, data in
      let box = ClosureBox<@MainActor () -> Void>.from(data)
      MainActor.assumeIsolated { box.closure() }
    }
    return connectSignal(
      self, "selection-changed", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }
}

extension GPointerConvertible {
  /// `void (*)(GtkGestureClick *, gint n_press, gdouble x, gdouble y, gpointer)`: a click
  /// gesture's `pressed` and `released`.
  @MainActor @discardableResult
  package func connectPressed(
    _ signal: String = "pressed",
    _ handler: @escaping @MainActor (_ presses: Int32, _ x: Double, _ y: Double) -> Void
  ) -> SignalConnection {
    typealias Trampoline = @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void
    let trampoline: Trampoline = { _, presses, x, y, data in
      let box = ClosureBox<@MainActor (Int32, Double, Double) -> Void>.from(data)
      MainActor.assumeIsolated { box.closure(presses, x, y) }
    }
    return connectSignal(
      self, signal, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }
}

extension GPointerConvertible {
  /// `void (*)(GApplication *, GFile **files, gint n_files, gchar *hint, gpointer)`: the
  /// application's `open`, with each file as a local path, or its URI when it has no path.
  @MainActor @discardableResult
  package func connectOpen(_ handler: @escaping @MainActor (_ locations: [String]) -> Void)
    -> SignalConnection
  {
    typealias Trampoline =
      @convention(c) (
        gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<CChar>?, gpointer?
      ) -> Void
    let trampoline: Trampoline = { _, files, count, _, data in
      let box = ClosureBox<@MainActor ([String]) -> Void>.from(data)
      var locations: [String] = []
      for index in 0..<Int(max(count, 0)) {
        guard let file = files?[index] else { continue }
        if let path = g_file_get_path(file) {
          locations.append(String(cString: path))
          g_free(path)
        } else if let uri = g_file_get_uri(file) {
          locations.append(String(cString: uri))
          g_free(uri)
        }
      }
      MainActor.assumeIsolated { box.closure(locations) }
    }
    return connectSignal(
      self, "open", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }
}
