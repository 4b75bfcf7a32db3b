import CGtk

/// The typed GTK layer: a protocol per GTK class (`Gtk.LabelProtocol` refines
/// `Gtk.WidgetProtocol`, so a label has every widget member) and a non-owning value per class
/// (`Gtk.Label(widget).text = "…"`), generated from GTK 4.8's GIR into `Generated/` by
/// `.ci/generate-gtk-wrappers` for what `.ci/gtk-wrappers.list` names.
///
/// None of these values owns its object: `ObjectRef` and `WrapperLifetime` are the ways to own
/// one. `Gtk.Widget` and `Gtk.Adjustment` are the pointers Swift already imports `GtkWidget *`
/// and `GtkAdjustment *` as, since their C structs are public; the opaque classes are structs
/// made with a checked cast, like `checked(_:)`.
package enum Gtk {}

extension GPointerConvertible {
  /// This instance as the opaque pointer a C function takes. Unchecked: for the generated
  /// members, whose protocol conformance already says what the instance is.
  @inlinable func cInstance() -> OpaquePointer { OpaquePointer(gpointer) }

  /// This instance as the typed pointer a C function takes; unchecked, as `cInstance()`.
  ///
  /// Whether Swift imports a GTK type whole or opaquely depends on whether its C struct is public
  /// in the installed GTK; overloading on the result lets the generated code compile either way.
  @inlinable func cInstance<T>() -> UnsafeMutablePointer<T> {
    gpointer.assumingMemoryBound(to: T.self)
  }
}

/// `string` as a C string for the call, or `NULL` for `nil`.
@inlinable func withOptionalCString<Result>(
  _ string: String?, _ body: (UnsafePointer<CChar>?) -> Result
) -> Result {
  guard let string else { return body(nil) }
  return string.withCString { body($0) }
}

/// `value`, which GTK documents as never `NULL`; stops with the function's name if it is.
@inlinable func documentedNonNull<T>(_ value: T?, _ function: StaticString) -> T {
  guard let value else { preconditionFailure("\(function) returned NULL, which GTK rules out") }
  return value
}
