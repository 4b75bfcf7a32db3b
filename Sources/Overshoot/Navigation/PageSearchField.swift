import CGtk
import GtkGlue

/// The search of `.searchable(text:prompt:)`: a search button at the end of the page's header
/// bar and a search bar under it (a GtkSearchBar holding a GtkSearchEntry). Ctrl+F anywhere in
/// the window opens it while the page shows; Escape closes it and clears the text; what is
/// typed is written to the binding at once, and a new bound value shows in the entry.
@MainActor
final class PageSearchField {
  /// The GtkSearchBar.
  let bar: UnsafeMutablePointer<GtkWidget>
  private let entry: UnsafeMutablePointer<GtkWidget>
  private let button: UnsafeMutablePointer<GtkWidget>
  private let text: Binding<String>

  init(_ request: SearchRequest, header: UnsafeMutablePointer<GtkWidget>) {
    bar = Gtk.SearchBar().widget
    entry = Gtk.SearchEntry().widget
    button = Gtk.ToggleButton().widget
    text = request.text
    entry.hexpand = true
    overshoot_object_set_string(entry.gpointer, "placeholder-text", request.prompt)
    overshoot_accessible_set_label(entry, request.prompt)
    searchBar.child = entry
    // Shown at once rather than sliding in, as `SearchBar` does: keys typed right after Ctrl+F
    // were lost while the revealer animated.
    if let child = bar.firstChild, let revealer = Gtk.Revealer(ifInstance: child) {
      revealer.transitionDuration = 0
    }
    searchBar.connectEntry(Gtk.Editable(entry))
    Gtk.Button(button).setIconName("system-search-symbolic")
    Tooltip.set(request.prompt, on: button)
    overshoot_accessible_set_label(button, request.prompt)
    Gtk.HeaderBar(header).packEnd(button)
    connectSignals()
    ObservedBinding.bind(entry, key: .text, read: text.get) { value, entry in
      let editable = Gtk.Editable(entry)
      if editable.text != value {
        editable.text = value
      }
    }
  }

  private var searchBar: Gtk.SearchBar { Gtk.SearchBar(bar) }

  private var isOpen: Bool { searchBar.isSearchModeEnabled }

  private func connectSignals() {
    button.connect("toggled") { [weak self] in
      guard let self else { return }
      let active = Gtk.ToggleButton(self.button).isActive
      if active != self.isOpen { self.setOpen(active) }
    }
    bar.connectWithPointer("notify::search-mode-enabled") { [weak self] _ in self?.openChanged() }
    entry.connect("changed") { [weak self] in
      guard let self else { return }
      let typed = Gtk.Editable(self.entry).text
      if self.text.get() != typed { self.text.set(typed) }
    }
  }

  /// Opens the bar with the focus in the entry, or closes it.
  private func setOpen(_ open: Bool) {
    searchBar.isSearchModeEnabled = open
  }

  /// Keeps the button in step with the bar; a closed bar searches for nothing.
  private func openChanged() {
    let open = isOpen
    let toggle = Gtk.ToggleButton(button)
    if toggle.isActive != open {
      toggle.isActive = open
    }
    if open {
      entry.grabFocus()
    } else {
      Gtk.Editable(entry).text = ""
    }
  }

  /// Adds Ctrl+F to `page`: it opens the bar while the page shows.
  func addShortcut(to page: UnsafeMutablePointer<GtkWidget>) {
    NavigationPage.addWindowShortcut("<Control>f", to: page) { [weak self] in
      guard let self, page.isMapped else { return false }
      self.setOpen(true)
      self.entry.grabFocus()
      return true
    }
  }
}
