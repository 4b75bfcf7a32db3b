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
    bar = gtk_search_bar_new()
    entry = gtk_search_entry_new()
    button = gtk_toggle_button_new()
    text = request.text
    entry.hexpand = true
    overshoot_object_set_string(entry.gpointer, "placeholder-text", request.prompt)
    overshoot_accessible_set_label(entry, request.prompt)
    gtk_search_bar_set_child(searchBar, entry)
    // Shown at once rather than sliding in, as `SearchBar` does: keys typed right after Ctrl+F
    // were lost while the revealer animated.
    if let revealer = bar.firstChild,
      revealer.isInstance(of: gtk_revealer_get_type())
    {
      Gtk.Revealer(revealer).transitionDuration = 0
    }
    gtk_search_bar_connect_entry(searchBar, entry.checked(gtk_editable_get_type()))
    gtk_button_set_icon_name(button.checked(as: GtkButton.self), "system-search-symbolic")
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

  private var searchBar: OpaquePointer { bar.checked(gtk_search_bar_get_type()) }

  private var isOpen: Bool { gtk_search_bar_get_search_mode(searchBar) != 0 }

  private func connectSignals() {
    button.connect("toggled") { [weak self] in
      guard let self else { return }
      let active = gtk_toggle_button_get_active(self.button.checked(as: GtkToggleButton.self))
      if (active != 0) != self.isOpen { self.setOpen(active != 0) }
    }
    bar.connectWithPointer("notify::search-mode-enabled") { [weak self] _ in self?.openChanged() }
    entry.connect("changed") { [weak self] in
      guard let self else { return }
      let typed = String(
        cString: gtk_editable_get_text(self.entry.checked(gtk_editable_get_type())))
      if self.text.get() != typed { self.text.set(typed) }
    }
  }

  /// Opens the bar with the focus in the entry, or closes it.
  private func setOpen(_ open: Bool) {
    gtk_search_bar_set_search_mode(searchBar, open ? 1 : 0)
  }

  /// Keeps the button in step with the bar; a closed bar searches for nothing.
  private func openChanged() {
    let open = isOpen
    let toggle = button.checked(as: GtkToggleButton.self)
    if (gtk_toggle_button_get_active(toggle) != 0) != open {
      gtk_toggle_button_set_active(toggle, open ? 1 : 0)
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
