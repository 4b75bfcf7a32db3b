import CAdwaita
import GtkGlue
import Overshoot

/// A whole-pane message for an empty or failed state, an `AdwStatusPage`, like SwiftUI's
/// `ContentUnavailableView`: `StatusPage(tr("No Feeds"), systemImage: "rss-symbolic",
/// description: tr("Add one with the + button"))`.
///
/// The title and description are read through autoclosures, so with an `@Observable` model the
/// page follows the model's values.
public struct StatusPage: Widget {
  let title: @MainActor () -> String
  let systemImage: String?
  let description: @MainActor () -> String

  /// A page saying `title` under the icon `systemImage` (an icon name), with `description`
  /// below it in smaller type.
  public init(
    _ title: @autoclosure @escaping @MainActor () -> String, systemImage: String? = nil,
    description: @autoclosure @escaping @MainActor () -> String = ""
  ) {
    self.title = title
    self.systemImage = systemImage
    self.description = description
  }

  /// Makes the AdwStatusPage.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let page = adw_status_page_new()!
    _ = update(page)
    return page
  }

  /// Shows this title, icon and description in a status page this type made.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard widget.isInstance(of: adw_status_page_get_type()) else { return false }
    adw_status_page_set_icon_name(OpaquePointer(widget), systemImage)
    let (title, description) = (self.title, self.description)
    ObservedContent.bind(
      widget, read: { (title(), description()) },
      apply: { text, page in
        adw_status_page_set_title(OpaquePointer(page), text.0)
        adw_status_page_set_description(OpaquePointer(page), text.1.isEmpty ? nil : text.1)
      })
    return true
  }
}
