import CAdwaita
import GtkGlue
import Overshoot

/// An app's main window the libadwaita way (an `AdwApplicationWindow`): no title bar of its own,
/// so each pane of the content carries its own ``AdwaitaHeaderBar``; it takes `win.` actions
/// and the app's shortcuts, and libadwaita's dialogs (1.5 and later) show inside it.
///
/// GTK holds the window while it is open, and it keeps this wrapper.
@MainActor
public final class AdwaitaApplicationWindow {
  /// The window for what every window has (size, actions, close requests, presenting); give it
  /// content with ``setContent(_:)``, not `Window.setContent(_:)`.
  public let window: Window
  /// The AdwApplicationWindow.
  public var gtkWidget: UnsafeMutablePointer<GtkWidget> { window.gtkWindow }
  private let lifetime: WrapperLifetime

  /// The main window of `application`, titled `title` (what the window manager and the task
  /// switcher show), `width` × `height` points, still empty.
  public init(application: Application, title: String, width: Int = 480, height: Int = 640) {
    let widget = overshoot_adw_application_window_new(application.gtkApplication)!
    lifetime = WrapperLifetime(sinking: widget)
    window = Window(adopting: widget)
    window.title = title
    window.defaultSize = (width, height)
    lifetime.bind(to: self)
  }

  /// Shows `content` as the whole window, header bars included, replacing what was there.
  public func setContent(_ content: any Widget) {
    overshoot_adw_application_window_set_content(gtkWidget, content.makeGtkWidget())
  }

  /// The widget shown as the window's content, or nil before ``setContent(_:)``.
  public var content: UnsafeMutablePointer<GtkWidget>? {
    overshoot_adw_application_window_get_content(gtkWidget)
  }
}
