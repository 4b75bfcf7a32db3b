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
  private let content: () -> [any Widget]
  private let isValue: Bool

  /// `content` labelled `title`.
  public init(_ title: String, @WidgetBuilder content: @escaping @MainActor () -> [any Widget]) {
    self.title = title
    self.content = content
    isValue = false
  }

  /// The text `value`, dimmed, labelled `title`.
  public init(_ title: String, value: String) {
    self.title = title
    content = { [Text(value)] }
    isValue = true
  }

  /// A row of the label and the content.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let made = content().makeGtkWidget()
    if isValue {
      gtk_widget_add_css_class(made, "dim-label")
      gtk_label_set_selectable(made.checked(gtk_label_get_type()), 1)
    }
    return LabeledControlRow.make(title, control: made)
  }
}
