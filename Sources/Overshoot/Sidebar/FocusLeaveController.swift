import CGtk
import GtkGlue

/// Runs a closure when the keyboard focus leaves a widget and all its descendants (a
/// `GtkEventControllerFocus`'s `leave`), e.g. to put a list's highlight back on its pick.
@MainActor
public enum FocusLeaveController {
  /// Calls `body` each time the focus leaves `widget`; the widget owns the controller.
  public static func attach(
    to widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void
  ) {
    let controller = Gtk.EventControllerFocus()
    controller.connect("leave", body)
    widget.addController(controller)
  }
}
