import Observation

/// The values a widget reads from where it is shown, like SwiftUI's `EnvironmentValues`: the
/// built-in `dismiss`, `openWindow` and `colorScheme`, your own keys (see `EnvironmentKey`) and
/// the `@Observable` objects placed with `.environment(_:)`.
///
/// A container passes its values down to what it makes; `.environment(\.key, value)` and
/// `.environment(object)` change them for their content. Copies are cheap: the built-in values
/// are fields and the rest is one small dictionary.
@MainActor
public struct EnvironmentValues {
  /// Closes the sheet or scene window being shown, or warns when there is none.
  public var dismiss: DismissAction
  /// Opens (or raises) a window of the app's scenes by id; warns outside an `App`.
  public var openWindow: OpenWindowAction
  /// Light or dark: set with `.environment(\.colorScheme, .dark)`, else the system's.
  public var colorScheme: ColorScheme {
    get { colorSchemeOverride ?? SystemAppearance.shared.colorScheme }
    set { colorSchemeOverride = newValue }
  }
  private var colorSchemeOverride: ColorScheme?
  /// Custom keys' values and `@Observable` objects, by the key's or the object's type.
  private var entries: [ObjectIdentifier: Any] = [:]

  /// The defaults: no sheet to dismiss, no scenes to open, the system's color scheme.
  public init() {
    dismiss = .outsidePresentation
    openWindow = .outsideApp
  }

  /// The value for `key`, or its `defaultValue` when no ancestor set one:
  /// `get { self[AccentKey.self] } set { self[AccentKey.self] = newValue }`.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { entries[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { entries[ObjectIdentifier(key)] = newValue }
  }

  /// The object of type `type` an ancestor placed with `.environment(object)`, if any.
  func object<Object: AnyObject>(of type: Object.Type) -> Object? {
    entries[ObjectIdentifier(type)] as? Object
  }

  /// Places `object` for its own type, as `.environment(object)` does.
  mutating func setObject<Object: AnyObject>(_ object: Object?) {
    entries[ObjectIdentifier(Object.self)] = object
  }

  /// The values for widgets being made now: those of the innermost container making its
  /// content, else the defaults.
  static var current: EnvironmentValues { stack.last ?? EnvironmentValues() }
  /// Whether some container is making its content with values of its own now.
  static var isInScope: Bool { !stack.isEmpty }
  private static var stack: [EnvironmentValues] = []

  /// Runs `make` with `values` as the current values, for a container's content.
  static func with<Result>(_ values: EnvironmentValues, _ make: () -> Result) -> Result {
    stack.append(values)
    defer { stack.removeLast() }
    return make()
  }
}

/// A value read from where a widget is shown, like SwiftUI's `@Environment`:
/// `@Environment(\.dismiss) private var dismiss`, `@Environment(\.openWindow) var openWindow`,
/// `@Environment(Library.self) var library` for an object placed with `.environment(library)`.
///
/// The value comes from the environment the widget's body is evaluated in; a widget made inside
/// a container keeps that container's values for the actions it runs later (a button's action
/// calling `dismiss()`).
@MainActor @propertyWrapper
public struct Environment<Value>: EnvironmentBinding {
  private let resolve: @MainActor (EnvironmentValues) -> Value
  private let box = EnvironmentBox()

  /// The value at `keyPath`: `@Environment(\.colorScheme) var colorScheme`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    resolve = { $0[keyPath: keyPath] }
    latch()
  }

  /// The `@Observable` object an ancestor placed with `.environment(object)`:
  /// `@Environment(Library.self) var library`. Reading it where none was placed stops the
  /// program with a message naming the type, as SwiftUI does.
  public init(_ type: Value.Type) where Value: AnyObject & Observable {
    resolve = { values in
      guard let object = values.object(of: type) else {
        fatalError(
          "No \(type) in the environment: place one with .environment(\(type)(…)) on an "
            + "ancestor of the widget reading @Environment(\(type).self)")
      }
      return object
    }
    latch()
  }

  /// The `@Observable` object an ancestor placed, or nil: `@Environment(Library.self) var
  /// library: Library?`.
  public init<Object: AnyObject & Observable>(_ type: Object.Type) where Value == Object? {
    resolve = { $0.object(of: type) }
    latch()
  }

  /// The value in the environment this widget was last bound to, else the current one.
  public var wrappedValue: Value { resolve(box.values ?? EnvironmentValues.current) }

  func bind(to values: EnvironmentValues) { box.values = values }

  /// A widget value created while a container makes its content belongs to that container.
  private func latch() {
    if EnvironmentValues.isInScope { box.values = EnvironmentValues.current }
  }
}

/// The environment an `Environment` property was last bound to, shared by the copies of the
/// widget value that holds it.
@MainActor
final class EnvironmentBox {
  var values: EnvironmentValues?
}
