import CGtk
import GtkGlue

/// A line or paragraph of text (a GtkLabel), like SwiftUI's `Text`.
///
/// The text is read through an autoclosure, so `Text(model.title)` with an `@Observable` model
/// updates the label when `title` changes, at most once per frame.
public struct Text: Widget {
  let content: @MainActor () -> String

  /// Text that shows `content`, read again whenever an observed property it uses changes.
  public init(_ content: @autoclosure @escaping @MainActor () -> String) {
    self.content = content
  }

  /// Makes the GtkLabel.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let label = Gtk.Label(text: nil)
    label.wraps = true
    show(in: label.widget)
    return label.widget
  }

  /// Shows this text in a label made by `Text`.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    show(in: widget)
    return true
  }

  private func show(in label: UnsafeMutablePointer<GtkWidget>) {
    ObservedBinding.bind(label, key: .text, read: content) { text, label in
      Gtk.Label(label).text = text
    }
  }
}
