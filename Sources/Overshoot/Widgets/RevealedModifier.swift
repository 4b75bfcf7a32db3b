import CGtk
import GtkGlue

extension Widget {
  /// This widget in a strip that slides in while `isRevealed()` is true and is hidden at once
  /// when it turns false (a GtkRevealer, as `Revealer` makes), read again whenever an observed
  /// property it uses changes: a notice or an error banner whose model says when it shows.
  /// While hidden the content is no Tab stop and nothing a screen reader walks into.
  public func revealed(_ isRevealed: @autoclosure @escaping @MainActor () -> Bool)
    -> ModifiedWidget
  {
    ModifiedWidget.wrapping(self, name: "revealed") { content in
      let revealer = Gtk.Revealer().widget
      Gtk.Revealer(revealer).child = content
      content.isVisible = false
      ObservedBinding.bind(revealer, key: .revealed, read: isRevealed) { revealed, revealer in
        Revealer.reveal(revealed, in: revealer)
      }
      return revealer
    }
  }
}
