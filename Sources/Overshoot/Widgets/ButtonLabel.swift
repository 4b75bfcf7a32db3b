import CGtk
import GtkGlue

/// The content of a `Button(action:label:)`: one widget as itself, several in a row.
@MainActor
enum ButtonLabel {
  /// Shows `content` in `button`'s child, made the first time and updated in place after
  /// while it has the same shape.
  static func update(_ button: UnsafeMutablePointer<GtkButton>, with content: [any Widget]) {
    let described: any Widget = content.count == 1 ? content[0] : HStack { content }
    if let child = Gtk.Button(button).child, described.update(child) { return }
    Gtk.Button(button).child = described.makeGtkWidget()
  }

  /// The words of `content`: its first `Text` or `Label` title, for menu lines and screen
  /// readers; empty when it has none.
  static func title(of content: [any Widget]) -> String {
    for part in WidgetBuilder.flatten(content) {
      if let text = part as? Text { return text.content() }
      if let label = part as? Label, let title = label.titleText { return title() }
    }
    return ""
  }
}
