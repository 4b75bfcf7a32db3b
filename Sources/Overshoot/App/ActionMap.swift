import CGtk
import GtkGlue

/// Adds `Action`s to a GActionMap (a GtkApplication or a GtkApplicationWindow).
@MainActor
enum ActionMap {
  /// Adds `action` to `map`; the map holds it (and so its wrapper) from now on.
  static func add(_ action: Action, to map: gpointer) {
    g_action_map_add_action(
      map.checked(g_action_map_get_type()), action.gAction.checked(g_action_get_type()))
  }

  /// Activates the action `name` of `group`, with `parameter` when it takes one.
  static func activate(_ name: String, parameter: (any ActionValue)?, in group: gpointer) {
    g_action_group_activate_action(
      group.checked(g_action_group_get_type()), name, parameter?.makeVariant())
  }
}
