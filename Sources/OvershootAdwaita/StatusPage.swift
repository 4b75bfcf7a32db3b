import CAdwaita
import GtkGlue
import Overshoot

/// A whole-pane message for an empty or failed state, an `AdwStatusPage`, like SwiftUI's
/// `ContentUnavailableView`: `StatusPage(tr("No Feeds"), systemImage: "rss-symbolic",
/// description: tr("Add one with the + button"))`, with `.button(tr("Add Feed…")) { … }` for
/// the one thing to do about it.
///
/// The title, icon, description and button title are read through autoclosures, so with an
/// `@Observable` model the page follows the model's values.
public struct StatusPage: Widget {
  let title: @MainActor () -> String
  let systemImage: @MainActor () -> String?
  let description: @MainActor () -> String
  var buttonTitle: (@MainActor () -> String)?
  var buttonAction: @MainActor () -> Void = {}

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

  /// The page with a button under its text (a suggested, pill-shaped one, as GNOME's status
  /// pages offer their one action) that calls `action`; the button hides while `title` is empty.
  public func button(
    _ title: @autoclosure @escaping @MainActor () -> String,
    action: @escaping @MainActor () -> Void
  ) -> StatusPage {
    var page = self
    page.buttonTitle = title
    page.buttonAction = action
    return page
  }

  /// Makes the AdwStatusPage (with its button, if it has one).
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let page = adw_status_page_new()!
    nameScrollParts(of: page)
    if buttonTitle != nil {
      let button = gtk_button_new_with_label("")!
      gtk_widget_add_css_class(button, "pill")
      gtk_widget_add_css_class(button, "suggested-action")
      gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
      let action = buttonAction
      button.connect("clicked") { action() }
      adw_status_page_set_child(OpaquePointer(page), button)
    }
    bind(page)
    return page
  }

  /// Shows this title, icon and description in a status page this type made; a page with a
  /// button is made anew (its action is a closure the old button cannot take).
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard widget.isInstance(of: adw_status_page_get_type()), buttonTitle == nil,
      adw_status_page_get_child(OpaquePointer(widget)) == nil
    else { return false }
    bind(widget)
    return true
  }

  private func bind(_ page: UnsafeMutablePointer<GtkWidget>) {
    let (title, icon, description) = (self.title, self.systemImage, self.description)
    let buttonTitle = self.buttonTitle ?? { "" }
    ObservedContent.bind(
      page, read: { (title(), icon(), description(), buttonTitle()) },
      apply: { text, page in
        adw_status_page_set_title(OpaquePointer(page), text.0)
        adw_status_page_set_icon_name(OpaquePointer(page), text.1)
        adw_status_page_set_description(OpaquePointer(page), text.2.isEmpty ? nil : text.2)
        if let button = adw_status_page_get_child(OpaquePointer(page)) {
          gtk_button_set_label(
            UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self), text.3)
          gtk_widget_set_visible(button, text.3.isEmpty ? 0 : 1)
        }
      })
  }

  /// Names the scrolled window libadwaita builds inside the page (with its scroll bars), which
  /// GTK 4.8 reads as a nameless scroll pane and "GtkScrollbar"/"GtkRange". It is found by
  /// walking the page's children with GTK's public calls (a GtkScrolledWindow is a public type);
  /// nothing of libadwaita's is copied or reached into beyond naming it.
  private func nameScrollParts(of page: UnsafeMutablePointer<GtkWidget>) {
    var child = gtk_widget_get_first_child(page)
    while let current = child {
      if current.isInstance(of: gtk_scrolled_window_get_type()) {
        Accessibility.nameScrollParts(of: current)
      }
      child = gtk_widget_get_next_sibling(current)
    }
  }
}
