import CGtk
import GtkGlue

/// A named command that menus, buttons (`actionName`) and keyboard shortcuts trigger: a
/// `GSimpleAction` running a Swift closure. Add it to an `Application` (`app.NAME`) or a
/// `Window` (`win.NAME`).
///
/// ```swift
/// window.addAction(Action("add-feed") { presentAddFeed() })
/// window.addAction(Action("remove-feed", parameter: Int64.self) { id in confirmRemoval(of: id) })
/// let readout = Action("show-readout", state: false) { shown in timeline.showReadout(shown) }
/// ```
///
/// The action lives as long as the application or window it was added to holds it, and this
/// wrapper with it (see `WrapperLifetime`), so a stateful action can be kept to set its state.
@MainActor
public final class Action {
  /// The name, without the `app.` or `win.` prefix.
  public let name: String
  /// The GSimpleAction.
  let gAction: OpaquePointer
  private let lifetime: WrapperLifetime

  /// An action without a parameter that runs `perform` when activated.
  public convenience init(_ name: String, perform: @escaping @MainActor () -> Void) {
    self.init(name, parameterType: nil, state: nil) { _, _ in perform() }
  }

  /// An action that takes a `Value` (`win.NAME(42)` in a menu, or `activate(with:)`).
  public convenience init<Value: ActionValue>(
    _ name: String, parameter: Value.Type, perform: @escaping @MainActor (Value) -> Void
  ) {
    self.init(name, parameterType: Value.variantType, state: nil) { parameter, _ in
      guard let parameter else { return }
      perform(Value(variant: parameter))
    }
  }

  /// A toggle: a boolean state shown as a check mark in menus; activating it flips the state
  /// and reports the new one to `changed`.
  public convenience init(
    _ name: String, state initial: Bool, changed: @escaping @MainActor (Bool) -> Void
  ) {
    self.init(name, parameterType: nil, state: initial.makeVariant()) { _, action in
      let flipped = !action.isOn
      action.isOn = flipped
      changed(flipped)
    }
  }

  private init(
    _ name: String, parameterType: OpaquePointer?, state: OpaquePointer?,
    _ body: @escaping @MainActor (OpaquePointer?, Action) -> Void
  ) {
    self.name = name
    let action: OpaquePointer
    if let state {
      action = g_simple_action_new_stateful(name, parameterType, state)
    } else {
      action = g_simple_action_new(name, parameterType)
    }
    gAction = action
    lifetime = WrapperLifetime(sinking: action)
    lifetime.bind(to: self)
    // The signal box holds the closure; the action, not the closure, holds this wrapper.
    action.connectActivate { [weak self] parameter in
      guard let self else { return }
      body(parameter, self)
    }
  }

  /// Whether a toggle is on; setting it changes the check mark without running the action.
  /// False for an action without a boolean state.
  public var isOn: Bool {
    get {
      guard let state = g_action_get_state(gAction) else { return false }
      defer { g_variant_unref(state) }
      return g_variant_is_of_type(state, Bool.variantType) != 0 && Bool(variant: state)
    }
    set { g_simple_action_set_state(gAction, newValue.makeVariant()) }
  }

  /// Whether activating does anything; disabled actions grey out their buttons and menu items.
  public var isEnabled: Bool {
    get { g_action_get_enabled(gAction) != 0 }
    set { g_simple_action_set_enabled(gAction, newValue ? 1 : 0) }
  }
}
