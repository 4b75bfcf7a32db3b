import CGtk
import GtkGlue

/// A modal window a presentation modifier made, and whether it should take the focus to its
/// default button when shown (an alert's, so Enter presses it).
@MainActor
struct Presentation {
  let window: DialogWindow
  var focusesDefault = false
}

/// What one presentation modifier (`.sheet`, `.alert`, `.confirmationDialog`) of a widget
/// shows: a modal window transient for the widget's window while the modifier's binding asks
/// for one, found from the widget when it is shown, so the app never hands over a GTK window.
///
/// A binding that asks before the widget is in a window (true from the start) is answered when
/// the widget maps. The window closes when the binding stops asking; when the reader closes it
/// (Escape, a button, the window manager) or the widget is freed, `onDismiss` resets the
/// binding.
@MainActor
final class PresentationHost {
  typealias Maker = @MainActor (_ parent: UnsafeMutablePointer<GtkWidget>) -> Presentation
  private let widget: UnsafeMutablePointer<GtkWidget>
  private var shown: (identity: AnyHashable, window: DialogWindow)?
  private var pending: (identity: AnyHashable, make: Maker)?
  private var onDismiss: @MainActor () -> Void = {}
  private var closingItself = false
  private var waitsForMap = false
  private var parentWatch: WindowCloseWatch?

  private init(widget: UnsafeMutablePointer<GtkWidget>) {
    self.widget = widget
  }

  isolated deinit {
    guard let shown else { return }
    // The widget is gone, so its presentation is dismissed, as the reader would.
    closingItself = true
    shown.window.close()
    onDismiss()
  }

  /// The host of the presentation under `key` on `widget`, made the first time.
  static func on(_ widget: UnsafeMutablePointer<GtkWidget>, key: WidgetData.Key)
    -> PresentationHost
  {
    if let host: PresentationHost = WidgetData.get(from: widget, key: key) { return host }
    let host = PresentationHost(widget: widget)
    WidgetData.set(host, on: widget, key: key)
    return host
  }

  /// Shows what `make` makes while `identity` is not nil, made again when `identity` changes;
  /// closes it when `identity` is nil. `onDismiss` runs when the reader closes it.
  func show(
    _ identity: AnyHashable?, onDismiss: @escaping @MainActor () -> Void,
    make: @escaping Maker
  ) {
    self.onDismiss = onDismiss
    if let shown, shown.identity == identity { return }
    if let shown {
      closingItself = true
      shown.window.close()
      closingItself = false
      self.shown = nil
    }
    pending = identity.map { ($0, make) }
    presentPending()
  }

  private func presentPending() {
    guard let pending else { return }
    guard widget.isMapped, let root = widget.root, Gtk.Window(ifInstance: root) != nil else {
      return waitForMap()
    }
    self.pending = nil
    let parent = root.widget
    let presentation = pending.make(parent)
    let window = presentation.window
    shown = (pending.identity, window)
    window.onClose { [weak self, weak window] in
      guard let self, let window, self.shown?.window === window else { return }
      self.shown = nil
      self.parentWatch?.stop()
      self.parentWatch = nil
      if !self.closingItself { self.onDismiss() }
    }
    // GTK destroys a dialog with its parent only once the parent is freed, which a wrapper
    // holding it delays: close it as the parent closes, as the reader would.
    parentWatch = WindowCloseWatch(parent) { [weak window] in window?.close() }
    window.present()
    if presentation.focusesDefault, let button = Gtk.Window(window.gtkWindow).defaultWidget {
      button.grabFocus()
    }
  }

  /// Presents once the widget is on screen; the presentation waits for the main loop, not
  /// for the middle of mapping the window.
  private func waitForMap() {
    guard !waitsForMap else { return }
    waitsForMap = true
    widget.connect("map") { [weak self] in
      guard let self, self.pending != nil else { return }
      MainContext.idle { [weak self] in self?.presentPending() }
    }
  }
}
