import CGtk

/// Ties a Swift wrapper's life to its GTK object's, as language bindings do: through a GLib
/// *toggle reference*.
///
/// The wrapper owns its object through one toggle reference. While anything else also holds the
/// object (a parent widget, a window), the object keeps the wrapper alive, so a wrapper built in
/// a function and dropped still answers its widget's signals. When only the toggle reference is
/// left, the wrapper is held by Swift alone: dropping it drops the object, and destroying the
/// widget's window releases the wrapper. Neither side can outlive the other, and there is no
/// reference cycle to leak (a plain strong reference each way would be one).
///
/// Create it first in the wrapper's `init`, then call `bind(to: self)` once the wrapper is whole.
///
/// GLib sends toggle notifications only while an object has exactly one toggle reference, so a
/// second wrapper of the same object does not add another: it lives as long as the object
/// (released when the object is disposed) without owning it.
@MainActor
public final class WrapperLifetime {
  /// The wrapped instance; valid while the wrapper lives (see `init(sinking:)`).
  public let pointer: gpointer
  private let ownsObject: Bool
  private weak var owner: AnyObject?
  /// The wrapper, held strongly while GTK holds the object elsewhere (the object keeps it).
  private var keptOwner: AnyObject?
  private var othersHoldObject = false
  private var objectDisposed = false

  /// Takes ownership of `instance` (sinking a floating widget) through a toggle reference, or,
  /// when another wrapper already owns it, follows it until it is disposed.
  public init(sinking raw: gpointer) {
    precondition(raw.isInstance(of: GObject.gType), "WrapperLifetime(sinking:) needs a GObject")
    pointer = raw
    ownsObject = g_object_get_qdata(raw.checked(as: GObject.self), Self.ownerQuark) == nil
    AllocationCounter.made(.wrapper)
    let context = Unmanaged.passUnretained(self).toOpaque()
    if ownsObject {
      // One full reference first (sinking a floating widget), then trade it for the toggle one.
      g_object_ref_sink(raw)
      g_object_set_qdata(raw.checked(as: GObject.self), Self.ownerQuark, context)
      g_object_add_toggle_ref(raw.checked(as: GObject.self), Self.toggled, context)
      g_object_unref(raw)
    } else {
      othersHoldObject = true
      g_object_weak_ref(raw.checked(as: GObject.self), Self.disposed, context)
    }
  }

  /// Makes `owner` (the wrapper that holds this lifetime) live as long as the object: kept by
  /// the object while GTK holds it, by Swift alone otherwise.
  public func bind(to owner: AnyObject) {
    precondition(self.owner == nil, "WrapperLifetime.bind(to:) called twice")
    self.owner = owner
    if ownsObject { othersHoldObject = overshoot_object_ref_count(pointer) > 1 }
    if othersHoldObject && !objectDisposed { keptOwner = owner }
  }

  /// The object with one new *floating* reference, as `gtk_*_new` returns a widget: for handing
  /// the wrapper's widget to GTK code that sinks it (a container taking a child). Until then the
  /// floating reference keeps the object, and so the wrapper, alive.
  public func floatingReference() -> gpointer {
    precondition(g_object_is_floating(pointer) == 0, "the object is floating already")
    g_object_ref(pointer)
    g_object_force_floating(pointer.checked(as: GObject.self))
    return pointer
  }

  /// The wrapper that owns `instance` through a lifetime, if any (and still alive): how typed
  /// APIs find the Swift object behind a widget they did not keep.
  public static func wrapper(of instance: gpointer) -> AnyObject? {
    guard instance.isInstance(of: GObject.gType),
      let context = g_object_get_qdata(instance.checked(as: GObject.self), ownerQuark)
    else { return nil }
    return Unmanaged<WrapperLifetime>.fromOpaque(context).takeUnretainedValue().owner
  }

  isolated deinit {
    let context = Unmanaged.passUnretained(self).toOpaque()
    if ownsObject {
      g_object_set_qdata(pointer.checked(as: GObject.self), Self.ownerQuark, nil)
      // Drops the last reference when nothing else holds the object: it is finalized here.
      g_object_remove_toggle_ref(pointer.checked(as: GObject.self), Self.toggled, context)
    } else if !objectDisposed {
      g_object_weak_unref(pointer.checked(as: GObject.self), Self.disposed, context)
    }
    AllocationCounter.freed(.wrapper)
  }

  /// Marks an object as owned by a lifetime, so a second wrapper knows not to add a toggle ref.
  private static let ownerQuark = g_quark_from_static_string("overshoot-wrapper-lifetime")

  /// GLib calls this when the object's count moves between 1 (only the toggle reference is
  /// left: `isLast`) and 2 (someone else took a reference). GTK objects are only referenced on
  /// the main thread.
  private static let toggled: GToggleNotify = { data, _, isLast in
    guard let data else { return }
    nonisolated(unsafe) let context = data
    MainActor.assumeIsolated {
      let lifetime = Unmanaged<WrapperLifetime>.fromOpaque(context).takeUnretainedValue()
      // Releasing the owner may free this lifetime (and finalize the object) before we return.
      withExtendedLifetime(lifetime) { lifetime.othersHold(isLast == 0) }
    }
  }

  /// GLib calls this when a followed (not owned) object is disposed.
  private static let disposed: GWeakNotify = { data, _ in
    guard let data else { return }
    nonisolated(unsafe) let context = data
    MainActor.assumeIsolated {
      let lifetime = Unmanaged<WrapperLifetime>.fromOpaque(context).takeUnretainedValue()
      withExtendedLifetime(lifetime) {
        lifetime.objectDisposed = true
        lifetime.othersHold(false)
      }
    }
  }

  private func othersHold(_ held: Bool) {
    othersHoldObject = held
    keptOwner = held && !objectDisposed ? owner : nil
  }
}

extension WrapperLifetime {
  /// Takes ownership of `instance` however Swift imported its pointer; see `init(sinking:)`.
  package convenience init(sinking instance: some GPointerConvertible) {
    self.init(sinking: instance.gpointer)
  }
  /// The wrapper that owns `instance`, however Swift imported its pointer.
  package static func wrapper(of instance: some GPointerConvertible) -> AnyObject? {
    wrapper(of: instance.gpointer)
  }
}
