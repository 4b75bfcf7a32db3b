import CGtk

/// The glue's one cast vocabulary: `checked(as: GtkWindow.self)` for GTK types Swift imports
/// whole, `checked(gtk_label_get_type())` for opaque ones, `checked(type, as: T.self)` for a
/// struct type with no `GTypeBacked` conformance. Each verifies the instance's GType first, as
/// GTK's C cast macros do, and a wrong cast stops a debug build with both type names instead of
/// reinterpreting memory.
extension GPointerConvertible {
  /// This instance as a `T *`, checked against `T`'s GType.
  package func checked<T: GTypeBacked>(as _: T.Type) -> UnsafeMutablePointer<T> {
    checked(T.gType, as: T.self)
  }

  /// This instance as a `T *`, checked against `type`: for structs with no `GTypeBacked`
  /// conformance (interfaces, types only one file casts to).
  package func checked<T>(_ type: GType, as _: T.Type) -> UnsafeMutablePointer<T> {
    verifyInstance(gpointer, isA: type)
    return gpointer.assumingMemoryBound(to: T.self)
  }

  /// This instance as the opaque pointer Swift imports `type`'s C type as, checked against `type`.
  package func checked(_ type: GType) -> OpaquePointer {
    verifyInstance(gpointer, isA: type)
    return OpaquePointer(gpointer)
  }

  /// Whether this instance is a `type` (or a subclass, or implements it): the `…_IS_…` macros.
  package func isInstance(of type: GType) -> Bool {
    instanceIs(gpointer, type)
  }

  /// The instance header, for the few GLib calls that take a `GTypeInstance *`. Not a cast:
  /// every GObject starts with one.
  package var typeInstance: UnsafeMutablePointer<GTypeInstance> {
    gpointer.assumingMemoryBound(to: GTypeInstance.self)
  }

  /// The name of this instance's GType (`GtkSpinner`, `AdwGizmo`): what GTK 4.8 reads out for
  /// a widget without an accessible name, and how private widgets are told apart from outside.
  package var typeName: String {
    String(cString: g_type_name_from_instance(typeInstance))
  }
}

/// Whether `instance` is a `type`; GLib reads the class pointer at the start of every instance.
@usableFromInline func instanceIs(_ instance: gpointer, _ type: GType) -> Bool {
  g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), type) != 0
}

/// Stops a debug build on a wrong cast, naming both types; release builds skip the check, as
/// GTK's own casts do with `G_DISABLE_CAST_CHECKS`.
@usableFromInline func verifyInstance(_ instance: gpointer, isA type: GType) {
  assert(instanceIs(instance, type), castFailure(instance, type))
}

/// "invalid cast from GtkLabel to GtkWindow", GLib's own wording for a failed cast.
func castFailure(_ instance: gpointer, _ type: GType) -> String {
  let actual = g_type_name_from_instance(instance.assumingMemoryBound(to: GTypeInstance.self))
  let wanted = g_type_name(type)
  return "invalid cast from \(actual.map { String(cString: $0) } ?? "?") to "
    + "\(wanted.map { String(cString: $0) } ?? "?")"
}

/// `instance` as a `T *`, checked against `T`'s GType: the public spelling of `checked(as:)`, for
/// code outside this package (the package's own modules write `instance.checked(as: T.self)`).
public func checkedCast<Source, T: GTypeBacked>(
  _ instance: UnsafeMutablePointer<Source>, to _: T.Type
) -> UnsafeMutablePointer<T> {
  instance.checked(as: T.self)
}

/// `instance` as the opaque pointer of `type`'s C type, checked against `type`: the public
/// spelling of `checked(_:)`, for GTK types Swift imports opaquely.
public func checkedCast<Source>(_ instance: UnsafeMutablePointer<Source>, to type: GType)
  -> OpaquePointer
{
  instance.checked(type)
}

/// An opaquely imported instance as a `T *`, checked against `T`'s GType.
public func checkedCast<T: GTypeBacked>(_ instance: OpaquePointer, to _: T.Type)
  -> UnsafeMutablePointer<T>
{
  instance.checked(as: T.self)
}

/// An opaquely imported instance as the opaque pointer of `type`'s C type, checked.
public func checkedCast(_ instance: OpaquePointer, to type: GType) -> OpaquePointer {
  instance.checked(type)
}
