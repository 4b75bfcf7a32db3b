import CAdwaita
import GtkGlue
import Overshoot

/// A whole-pane message for an empty or failed state, an `AdwStatusPage`, like SwiftUI's
/// `ContentUnavailableView`: `StatusPage(tr("No Feeds"), systemImage: "rss-symbolic",
/// description: tr("Add one with the + button"))`, with `.button(tr("Add Feed…")) { … }` for
/// the one thing to do about it, or several `.button` calls for a first run's choices (the first
/// is the suggested one, the others plain, one above the other).
///
/// The title, icon, description and button title are read through autoclosures, so with an
/// `@Observable` model the page follows the model's values.
public struct StatusPage: Widget {
  let title: @MainActor () -> String
  let systemImage: @MainActor () -> String?
  let description: @MainActor () -> String
  var buttons: [(title: @MainActor () -> String, action: @MainActor () -> Void)] = []

  /// A page saying `title` under the icon `systemImage` (an icon name), with `description`
  /// below it in smaller type.
  public init(
    _ title: @autoclosure @escaping @MainActor () -> String,
    systemImage: @autoclosure @escaping @MainActor () -> String? = nil,
    description: @autoclosure @escaping @MainActor () -> String = ""
  ) {
    self.title = title
    self.systemImage = systemImage
    self.description = description
  }

  /// The page with a pill-shaped button under its text that calls `action`: the first one
  /// given is the suggested action (as GNOME's status pages offer their one thing to do), each
  /// later one a plain pill below it. A button hides while its `title` is empty.
  public func button(
    _ title: @autoclosure @escaping @MainActor () -> String,
    action: @escaping @MainActor () -> Void
  ) -> StatusPage {
    var page = self
    page.buttons.append((title, action))
    return page
  }

  /// Makes the AdwStatusPage (with its buttons, if it has any).
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let page = adw_status_page_new()!
    nameScrollParts(of: page)
    if !buttons.isEmpty {
      let column = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 12)
      column.halign = GTK_ALIGN_CENTER
      for (index, button) in buttons.enumerated() {
        let made = Gtk.Button(label: "").widget
        made.addCSSClass("pill")
        if index == 0 { made.addCSSClass("suggested-action") }
        let action = button.action
        made.connect("clicked") { action() }
        column.append(made)
      }
      adw_status_page_set_child(OpaquePointer(page), column.widget)
    }
    bind(page)
    return page
  }

  /// Shows this title, icon and description in a status page this type made; a page with
  /// buttons is made anew (their actions are closures the old buttons cannot take).
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard widget.isInstance(of: adw_status_page_get_type()), buttons.isEmpty,
      adw_status_page_get_child(OpaquePointer(widget)) == nil
    else { return false }
    bind(widget)
    return true
  }

  private func bind(_ page: UnsafeMutablePointer<GtkWidget>) {
    let (title, icon, description) = (self.title, self.systemImage, self.description)
    let buttonTitles = buttons.map(\.title)
    ObservedContent.bind(
      page, read: { (title(), icon(), description(), buttonTitles.map { $0() }) },
      apply: { text, page in
        adw_status_page_set_title(OpaquePointer(page), text.0)
        adw_status_page_set_icon_name(OpaquePointer(page), text.1)
        adw_status_page_set_description(OpaquePointer(page), text.2.isEmpty ? nil : text.2)
        var button = adw_status_page_get_child(OpaquePointer(page)).flatMap(
          gtk_widget_get_first_child)
        for label in text.3 {
          guard let current = button else { break }
          Gtk.Button(current).setLabel(label)
          current.isVisible = !label.isEmpty
          button = current.nextSibling
        }
      })
  }

  /// Names the scrolled window libadwaita builds inside the page (with its scroll bars), which
  /// GTK 4.8 reads as a nameless scroll pane and "GtkScrollbar"/"GtkRange". It is found by
  /// walking the page's children with GTK's public calls (a GtkScrolledWindow is a public type);
  /// nothing of libadwaita's is copied or reached into beyond naming it.
  private func nameScrollParts(of page: UnsafeMutablePointer<GtkWidget>) {
    var child = page.firstChild
    while let current = child {
      if Gtk.ScrolledWindow(ifInstance: current) != nil {
        Accessibility.nameScrollParts(of: current)
      }
      child = current.nextSibling
    }
  }
}
