import CGtk
import Foundation

/// A link that opens its destination in the app the desktop chooses (the browser for a web
/// address), like SwiftUI's `Link`: GTK's link button, which reads as a link to a screen reader
/// and shows its address as a tooltip.
public struct Link: Widget {
  let title: @MainActor () -> String
  let destination: URL

  /// A link titled `title` to `destination`; the title is read again whenever an observed
  /// property it uses changes.
  public init(_ title: @autoclosure @escaping @MainActor () -> String, destination: URL) {
    self.title = title
    self.destination = destination
  }

  /// Makes the GtkLinkButton.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let button = gtk_link_button_new(destination.absoluteString)!
    update(button)
    return button
  }

  /// Shows the new title and destination in place.
  @discardableResult
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard widget.isInstance(of: gtk_link_button_get_type()) else { return false }
    let link = widget.checked(gtk_link_button_get_type())
    if String(cString: gtk_link_button_get_uri(link)) != destination.absoluteString {
      gtk_link_button_set_uri(link, destination.absoluteString)
    }
    let title = self.title
    ObservedBinding.bind(widget, key: .text, read: title) { text, widget in
      let button = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)
      if gtk_button_get_label(button).map({ String(cString: $0) }) != text {
        gtk_button_set_label(button, text)
      }
    }
    return true
  }
}
