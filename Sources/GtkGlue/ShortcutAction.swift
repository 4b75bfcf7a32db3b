import CGtk

/// A GtkCallbackAction, for a GtkShortcut, that runs `body`; `body` returns whether it handled
/// the key, so an unhandled one travels on. Its box is counted as attached and released by the
/// destroy notify GTK calls when the action is finalized.
@MainActor
package func makeShortcutAction(_ body: @escaping @MainActor () -> Bool) -> OpaquePointer {
  let box = ClosureBox(body, counted: .attached)
  let action = gtk_callback_action_new(
    { _, _, data in
      let box = ClosureBox<@MainActor () -> Bool>.from(data)
      return MainActor.assumeIsolated { box.closure() } ? 1 : 0
    }, box.retainedPointer(), { data in ClosureBox<Any>.releaseAny(data) })
  guard let action else { preconditionFailure("GTK made no callback action") }
  return action
}
