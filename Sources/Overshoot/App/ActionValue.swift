import CGtk

/// A Swift value an `Action` can take as its parameter or keep as its state (a GVariant inside
/// GIO): `Int64` (an item id), `Bool` (a toggle) and `String` (a name).
@MainActor
public protocol ActionValue {
  /// The GVariant type of the value, as GIO checks parameters against it.
  static var variantType: OpaquePointer { get }
  /// A new floating GVariant holding the value.
  func makeVariant() -> OpaquePointer
  /// The value inside `variant`, which has `variantType`.
  init(variant: OpaquePointer)
}

extension Int64: ActionValue {
  /// `x`.
  public static var variantType: OpaquePointer { overshoot_variant_type_int64() }
  /// A new `x` variant.
  public func makeVariant() -> OpaquePointer { g_variant_new_int64(gint64(self)) }
  /// Reads an `x` variant.
  public init(variant: OpaquePointer) { self = Int64(g_variant_get_int64(variant)) }
}

extension Bool: ActionValue {
  /// `b`.
  public static var variantType: OpaquePointer { overshoot_variant_type_boolean() }
  /// A new `b` variant.
  public func makeVariant() -> OpaquePointer { g_variant_new_boolean(self ? 1 : 0) }
  /// Reads a `b` variant.
  public init(variant: OpaquePointer) { self = g_variant_get_boolean(variant) != 0 }
}

extension String: ActionValue {
  /// `s`.
  public static var variantType: OpaquePointer { overshoot_variant_type_string() }
  /// A new `s` variant.
  public func makeVariant() -> OpaquePointer { g_variant_new_string(self) }
  /// Reads an `s` variant.
  public init(variant: OpaquePointer) { self = String(cString: g_variant_get_string(variant, nil)) }
}
