import CGtk
import GtkGlue

/// A value or control beside its label, like SwiftUI's `LabeledContent`: the label on the
/// leading side, filling the width, the content on the trailing side, as a settings row shows
/// them.
///
/// ```swift
/// LabeledContent("Version", value: "1.0")
/// LabeledContent("Account") { Button("Sign In") { … } }
/// ```
public struct LabeledContent: Widget {
  private let title: String
  private let parts: [any Widget]
  private let isValue: Bool

  /// `content` labelled `title`.
  public init(_ title: String, @WidgetBuilder content: () -> [any Widget]) {
    self.title = title
    parts = content()
    isValue = false
  }

  /// The text `value`, dimmed and selectable, labelled `title`.
  public init(_ title: String, value: String) {
    self.title = title
    parts = [Text(value)]
    isValue = true
  }

  private var content: any Widget { parts.count == 1 ? parts[0] : VStack { parts } }

  /// A row of the label and the content.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let made = content.makeGtkWidget()
    if isValue {
      made.addCSSClass("dim-label")
      Gtk.Label(made).isSelectable = true
    }
    return LabeledControlRow.make(title, control: made)
  }

  /// Shows the new label and content in the row made before.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    if title.isEmpty { return content.update(widget) }
    guard let label = widget.firstChild, let caption = Gtk.Label(ifInstance: label),
      let control = widget.lastChild, control != label,
      content.update(control)
    else { return false }
    caption.text = title
    return true
  }

  /// A value or a control, and the content's shape.
  public var shape: WidgetShape {
    WidgetShape(
      LabeledContent.self, tag: title.isEmpty ? "untitled" : isValue ? "value" : "",
      children: [content.shape])
  }
}
