import CGtk
import Foundation
import GtkGlue

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
    let button = Gtk.LinkButton(uri: destination.absoluteString).widget
    update(button)
    return button
  }

  /// Shows the new title and destination in place.
  @discardableResult
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let link = Gtk.LinkButton(ifInstance: widget) else { return false }
    if link.uri != destination.absoluteString {
      link.uri = destination.absoluteString
    }
    let title = self.title
    ObservedBinding.bind(widget, key: .text, read: title) { text, widget in
      let button = Gtk.Button(widget)
      if button.label != text {
        button.setLabel(text)
      }
    }
    return true
  }
}
