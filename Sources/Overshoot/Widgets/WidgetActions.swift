import CGtk
import GtkGlue

/// Named actions that run Swift closures, on a widget (a GActionGroup inserted under
/// `prefix`): what menus, buttons and shortcuts name as `prefix.name`, and what a screen
/// reader lists as the widget's actions (GTK exposes a widget's own enabled, parameterless
/// actions over AT-SPI).
///
/// The widget owns the group; keep the wrapper only to enable or disable actions later.
@MainActor
public final class WidgetActions {
  /// The prefix the actions are found under, e.g. `entry` for `entry.open`.
  public let prefix: String
  private let group: ObjectRef

  /// An empty group inserted on `widget` under `prefix`, replacing any there before.
  public init(prefix: String, on widget: UnsafeMutablePointer<GtkWidget>) {
    self.prefix = prefix
    group = ObjectRef(adopting: g_simple_action_group_new()!)
    gtk_widget_insert_action_group(widget, prefix, group.pointer.checked(g_action_group_get_type()))
  }

  /// Adds the action `name`, running `body` when activated.
  public func add(_ name: String, _ body: @escaping @MainActor () -> Void) {
    let action = g_simple_action_new(name, nil)!
    action.connectActivate { _ in body() }
    g_action_map_add_action(group.pointer.checked(g_action_map_get_type()), action)
    g_object_unref(action.gpointer)
  }

  /// Enables or disables `name`: a disabled action greys out its menu item and is not offered
  /// to screen readers.
  public func setEnabled(_ name: String, _ enabled: Bool) {
    guard
      let action = g_action_map_lookup_action(group.pointer.checked(g_action_map_get_type()), name)
    else { return }
    g_simple_action_set_enabled(action, enabled ? 1 : 0)
  }

  /// Whether `name` is enabled (false for an action that does not exist).
  public func isEnabled(_ name: String) -> Bool {
    g_action_group_get_action_enabled(group.pointer.checked(g_action_group_get_type()), name) != 0
  }

  /// The full name of `name` for menus and buttons, e.g. `entry.open`.
  public func detailedName(_ name: String) -> String { "\(prefix).\(name)" }

  /// Activates the parameterless `action` (e.g. `win.add-feed`) as seen from `widget`: the
  /// widget's own groups first, then its ancestors', up to the window and the application;
  /// returns whether an action of that name was found.
  @discardableResult
  public static func activate(_ action: String, from widget: UnsafeMutablePointer<GtkWidget>)
    -> Bool
  {
    gtk_widget_activate_action_variant(widget, action, nil) != 0
  }

  /// Activates `action` (e.g. `win.open-entry`) as seen from `widget`, with a 64-bit integer
  /// argument; returns whether an action of that name was found.
  @discardableResult
  public static func activate(
    _ action: String, from widget: UnsafeMutablePointer<GtkWidget>, argument: Int64
  ) -> Bool {
    gtk_widget_activate_action_variant(widget, action, g_variant_new_int64(gint64(argument))) != 0
  }
}
