import CGtk
import GtkGlue

/// A modal window over a parent window, as GNOME's dialogs are: transient for the parent,
/// destroyed with it, and closed by Escape; its content and header bar are described widgets.
///
/// GTK holds the window while it is open and the window keeps this wrapper (see
/// `WrapperLifetime`), so nothing has to keep it. `onClose` handlers run once, however it
/// closes: Escape, `close()`, the window manager, or the parent closing.
@MainActor
public final class DialogWindow {
  /// The GtkWindow.
  public let gtkWindow: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime
  private var closeHandlers: [@MainActor () -> Void] = []
  private var watch: WindowCloseWatch?
  /// Whether the window is still open: false once it is closed or destroyed.
  public private(set) var isOpen = true

  /// A modal window titled `title` over `parent`, `width` points wide (-1: as wide as its
  /// content), showing `content` (in a column when there are several).
  public convenience init(
    _ title: String, over parent: UnsafeMutablePointer<GtkWidget>?, width: Int = -1,
    resizable: Bool = true, @WidgetBuilder content: () -> [any Widget]
  ) {
    self.init(title, over: parent, width: width, resizable: resizable, content: content())
  }

  /// A modal window titled `title` over the window `parent`, as above: what an app that made
  /// its windows with ``Window`` passes, with no GTK pointer in sight.
  public convenience init(
    _ title: String, over parent: Window, width: Int = -1, resizable: Bool = true,
    @WidgetBuilder content: () -> [any Widget]
  ) {
    self.init(title, over: parent.gtkWindow, width: width, resizable: resizable, content: content())
  }

  /// A modal window as above showing `parts`; with `showsPageChrome`, a `.navigationTitle`
  /// or `.toolbar` in them gives the window a header bar of their own, as a sheet's content
  /// does (see `SheetWindow`).
  init(
    _ title: String, over parent: UnsafeMutablePointer<GtkWidget>?, width: Int,
    resizable: Bool, showsPageChrome: Bool = false, content parts: [any Widget]
  ) {
    gtkWindow = Gtk.Window().widget
    lifetime = WrapperLifetime(sinking: gtkWindow)
    let window = Gtk.Window(gtkWindow)
    window.title = title
    window.isModal = true
    gtk_window_set_transient_for(
      gtkWindow.checked(as: GtkWindow.self), parent?.checked(as: GtkWindow.self))
    window.destroysWithParent = true
    window.isResizable = resizable
    window.setDefaultSize(width: width, height: -1)
    let root = parts.count == 1 ? parts[0] : VStack { parts }
    let child = root.makeGtkWidget()
    window.child = showsPageChrome ? SheetChrome.adopt(child, in: gtkWindow) : child
    closesOnEscape()
    lifetime.bind(to: self)
    watch = WindowCloseWatch(gtkWindow) { [weak self] in self?.closed() }
  }

  /// Gives the window a header bar without window buttons, `cancellation` at its start and
  /// `confirmation` at its end, like SwiftUI's `.cancellationAction`/`.confirmationAction`
  /// toolbar placements.
  @discardableResult
  public func toolbar(
    @WidgetBuilder cancellation: () -> [any Widget],
    @WidgetBuilder confirmation: () -> [any Widget]
  ) -> DialogWindow {
    let bar = Gtk.HeaderBar()
    bar.showsTitleButtons = false
    for part in cancellation() { bar.packStart(part.makeGtkWidget()) }
    for part in confirmation().reversed() { bar.packEnd(part.makeGtkWidget()) }
    Gtk.Window(gtkWindow).titlebar = bar.widget
    return self
  }

  /// Runs `handler` once when the window closes, however it closes.
  @discardableResult
  public func onClose(_ handler: @escaping @MainActor () -> Void) -> DialogWindow {
    closeHandlers.append(handler)
    return self
  }

  /// Shows the window, or brings it forward; the widget marked
  /// `.keyboardShortcut(.defaultAction)` becomes the one Enter presses.
  public func present() {
    guard isOpen else { return }
    if let marked = DefaultAction.find(in: gtkWindow) {
      Gtk.Window(gtkWindow).defaultWidget = marked
    }
    Gtk.Window(gtkWindow).present()
  }

  /// Closes and destroys the window.
  public func close() {
    guard isOpen else { return }
    Gtk.Window(gtkWindow).destroy()
  }

  /// Whether the default action (the button Enter presses) can be used now.
  public var isDefaultActionEnabled: Bool {
    guard isOpen, let button = Gtk.Window(gtkWindow).defaultWidget else { return false }
    return gtk_widget_is_sensitive(button) != 0
  }

  private func closesOnEscape() {
    let keys = Gtk.EventControllerKey()
    // Capture phase: the focused field must not keep Escape for itself.
    keys.propagationPhase = GTK_PHASE_CAPTURE
    keys.connectKeyPressed { [weak self] keyval, _ in
      guard keyval == UInt32(GDK_KEY_Escape), let self else { return false }
      self.close()
      return true
    }
    gtkWindow.addController(keys)
  }

  private func closed() {
    guard isOpen else { return }
    isOpen = false
    let handlers = closeHandlers
    closeHandlers = []
    for handler in handlers { handler() }
  }
}
