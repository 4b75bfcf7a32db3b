import CGtk
import GtkGlue

/// A top-level window around described content, like SwiftUI's `WindowGroup` scene.
///
/// The window lives until it is closed: GTK holds it, and it keeps this wrapper.
@MainActor
public final class Window {
  /// The GtkWindow.
  public let gtkWindow: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime
  /// What a `Window(_:id:)` scene makes its windows from; nil for a window made with content.
  var sceneRecipe: WindowSceneRecipe?

  /// A window titled `title`, `width` × `height` points, showing `content` (in a column when
  /// there are several).
  public init(
    _ title: String, width: Int = 480, height: Int = 640,
    @WidgetBuilder content: () -> [any Widget]
  ) {
    gtkWindow = Gtk.Window().widget
    lifetime = WrapperLifetime(sinking: gtkWindow)
    Gtk.Window(gtkWindow).title = title
    Gtk.Window(gtkWindow).setDefaultSize(width: width, height: height)
    let parts = content()
    let root = parts.count == 1 ? parts[0] : VStack { parts }
    Gtk.Window(gtkWindow).child = WindowChrome.adopt(root.makeGtkWidget(), in: gtkWindow)
    lifetime.bind(to: self)
  }

  /// The main window of `application` (a GtkApplicationWindow: it takes `win.` actions and the
  /// app's keyboard shortcuts), titled `title`, `width` × `height` points, still empty: give it
  /// content with `setContent(_:)` and a header with `setHeaderBar(_:)`.
  public init(application: Application, title: String, width: Int = 480, height: Int = 640) {
    gtkWindow = gtk_application_window_new(application.gtkApplication)
    lifetime = WrapperLifetime(sinking: gtkWindow)
    Gtk.Window(gtkWindow).title = title
    Gtk.Window(gtkWindow).setDefaultSize(width: width, height: height)
    lifetime.bind(to: self)
  }

  /// Wraps a window made elsewhere (a GtkWindow subclass, such as libadwaita's
  /// `AdwApplicationWindow`), for its size, actions and close requests. Its content is set the
  /// way its own type says (`setContent(_:)` and `setHeaderBar(_:)` are for GtkWindows).
  public init(adopting window: UnsafeMutablePointer<GtkWidget>) {
    precondition(
      Gtk.Window(ifInstance: window) != nil, "Window(adopting:) needs a GtkWindow")
    gtkWindow = window
    lifetime = WrapperLifetime(sinking: gtkWindow)
    lifetime.bind(to: self)
  }

  /// Makes the window one of `application`'s, so it keeps the app running while it is open.
  func attach(to application: Application) {
    gtk_window_set_application(gtkWindow.checked(as: GtkWindow.self), application.gtkApplication)
  }

  /// Gives the window a header bar titled `title()`, read again whenever an observed property it
  /// uses changes, like SwiftUI's inline `navigationTitle(_:)`: bind it to a model property to
  /// show a title only once the page's own large title has scrolled away.
  @discardableResult
  public func headerTitle(_ title: @autoclosure @escaping @MainActor () -> String) -> Window {
    let header = Gtk.HeaderBar()
    header.titleWidget = Text(title()).font(.headline).makeGtkWidget()
    Gtk.Window(gtkWindow).titlebar = header.widget
    return self
  }

  /// Shows the window.
  public func present() {
    Gtk.Window(gtkWindow).present()
  }

  /// Closes and destroys the window.
  public func close() {
    Gtk.Window(gtkWindow).destroy()
  }
}
