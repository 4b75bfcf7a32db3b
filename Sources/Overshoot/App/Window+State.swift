import CGtk
import GtkGlue

extension Window {
  /// The title the window manager shows (and the header bar, when it has no title widget).
  public var title: String {
    get { Gtk.Window(gtkWindow).title ?? "" }
    set { Gtk.Window(gtkWindow).title = newValue }
  }

  /// The size the window opens at, kept by GTK in step with the user's resizes (and left at
  /// the unmaximized size while maximized), so it is the size to save and restore.
  public var defaultSize: (width: Int, height: Int) {
    get {
      var width: Int32 = 0
      var height: Int32 = 0
      // GTK 4.8 writes both sizes without checking for NULL.
      gtk_window_get_default_size(gtkWindow.checked(as: GtkWindow.self), &width, &height)
      return (Int(width), Int(height))
    }
    set {
      Gtk.Window(gtkWindow).setDefaultSize(width: newValue.width, height: newValue.height)
    }
  }

  /// The smallest size the user can resize the window to.
  public var minimumSize: (width: Int, height: Int) {
    get {
      var width: Int32 = 0
      var height: Int32 = 0
      gtk_widget_get_size_request(gtkWindow, &width, &height)
      return (Int(width), Int(height))
    }
    set { gtkWindow.setSizeRequest(width: newValue.width, height: newValue.height) }
  }

  /// The size the window has on screen now (0 × 0 before it is first laid out).
  public var size: (width: Int, height: Int) {
    (Int(gtkWindow.width), Int(gtkWindow.height))
  }

  /// Whether the window fills the screen by the window manager's maximize.
  public var isMaximized: Bool {
    get { Gtk.Window(gtkWindow).isMaximized }
    set {
      if newValue {
        Gtk.Window(gtkWindow).maximize()
      } else {
        Gtk.Window(gtkWindow).unmaximize()
      }
    }
  }

  /// Asks the window to close, as its close button does: `onCloseRequest` runs first.
  public func requestClose() {
    Gtk.Window(gtkWindow).close()
  }

  /// Runs `body` when the window is about to close by any path (close button, Ctrl+W, quit),
  /// while it is still whole: the moment to save its size or the reader's place.
  public func onCloseRequest(_ body: @escaping @MainActor () -> Void) {
    gtkWindow.connectReturningBool("close-request") {
      body()
      return false  // let it close
    }
  }

  /// Runs `body` whenever `defaultSize` changes: the user resized the window.
  public func onDefaultSizeChange(_ body: @escaping @MainActor () -> Void) {
    gtkWindow.connectWithPointer("notify::default-width") { _ in body() }
    gtkWindow.connectWithPointer("notify::default-height") { _ in body() }
  }

  /// Runs `body` once, when the window is first shown on screen (mapped).
  public func onFirstShown(_ body: @escaping @MainActor () -> Void) {
    var done = false
    gtkWindow.connect("map") {
      guard !done else { return }
      done = true
      body()
    }
  }
}
