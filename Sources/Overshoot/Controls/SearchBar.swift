import CGtk
import GtkGlue

/// A search bar that slides in above content (a GtkSearchBar holding a GtkSearchEntry), like
/// SwiftUI's `searchable`: the app opens it, reads what is typed after a short pause, and
/// learns when the reader closes it with Escape.
///
/// Place it once among described widgets; the bar keeps this wrapper while it is in a window
/// (see `WrapperLifetime`).
@MainActor
public final class SearchBar: Widget {
  /// The GtkSearchBar.
  public let gtkWidget: UnsafeMutablePointer<GtkWidget>
  /// The GtkSearchEntry inside it.
  private let entryWidget: UnsafeMutablePointer<GtkWidget>
  /// The dim label after the entry that shows ``status``.
  private let statusLabel: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime
  private var searchHandlers: [@MainActor (String) -> Void] = []
  private var closeHandlers: [@MainActor () -> Void] = []

  /// A closed bar whose entry a screen reader names `label`; `delay` is how long typing must pause (in
  /// milliseconds) before the search handlers run, so a fast typist starts one search, not five.
  public init(_ label: String, delay: UInt32 = 100) {
    gtkWidget = Gtk.SearchBar().widget
    lifetime = WrapperLifetime(sinking: gtkWidget)
    entryWidget = Gtk.SearchEntry().widget
    Gtk.SearchEntry(entryWidget).searchDelay = Int(delay)
    entryWidget.hexpand = true
    Accessibility.setLabel(label, of: entryWidget)
    statusLabel = Gtk.Label(text: nil).widget
    statusLabel.addCSSClass("dim-label")
    statusLabel.isVisible = false
    let row = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 12)
    row.append(entryWidget)
    row.append(statusLabel)
    let bar = Gtk.SearchBar(gtkWidget)
    bar.child = row.widget
    // Shown at once rather than sliding in: keys typed right after Ctrl+F, while the bar's
    // revealer was still animating, were lost. A zero-length slide, not the NONE transition:
    // a GtkRevealer without a slide keeps its child's full height while hidden, which left an
    // empty band above the content.
    if let child = gtkWidget.firstChild, let revealer = Gtk.Revealer(ifInstance: child) {
      revealer.transitionDuration = 0
    }
    // Escape in the entry closes the bar (GtkSearchBar's own handling of `stop-search`).
    bar.connectEntry(Gtk.Editable(entryWidget))
    entryWidget.connect("search-changed") { [weak self] in
      guard let self else { return }
      let text = self.text
      for handler in self.searchHandlers { handler(text) }
    }
    entryWidget.connect("stop-search") { [weak self] in
      for handler in self?.closeHandlers ?? [] { handler() }
    }
    lifetime.bind(to: self)
  }

  private var bar: Gtk.SearchBar { Gtk.SearchBar(gtkWidget) }

  /// The text in the entry; setting it runs the search handlers after the delay, as typing does.
  public var text: String {
    get { Gtk.Editable(entryWidget).text }
    set { Gtk.Editable(entryWidget).text = newValue }
  }

  /// A short status after the entry, such as how many results the search found ("12 matches");
  /// empty hides it. Screen readers hear it as the entry's description.
  public var status: String = "" {
    didSet {
      guard status != oldValue else { return }
      Gtk.Label(statusLabel).text = status
      statusLabel.isVisible = !status.isEmpty
      overshoot_accessible_set_description(entryWidget, status)
    }
  }

  /// Whether the bar is open.
  public var isOpen: Bool {
    get { bar.isSearchModeEnabled }
    set { bar.isSearchModeEnabled = newValue }
  }

  /// Whether the entry has the keyboard focus.
  public var isFocused: Bool {
    guard let root = entryWidget.root, let focused = root.focus
    else { return false }
    return focused == entryWidget || focused.isAncestor(of: entryWidget)
  }

  /// Opens the bar and moves the keyboard focus into the entry, its text selected so typing
  /// replaces the last search.
  public func open() {
    isOpen = true
    entryWidget.grabFocus()
  }

  /// Runs `handler` with the text once typing pauses (or the text is set).
  @discardableResult
  public func onSearch(_ handler: @escaping @MainActor (String) -> Void) -> SearchBar {
    searchHandlers.append(handler)
    return self
  }

  /// Runs `handler` when the reader closes the bar with Escape.
  @discardableResult
  public func onClose(_ handler: @escaping @MainActor () -> Void) -> SearchBar {
    closeHandlers.append(handler)
    return self
  }

  /// The bar, with a new floating reference for the container that takes it.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    lifetime.floatingReference().checked(as: GtkWidget.self)
  }
}
