import CGtk

/// A widget carrying a value, as `.tag(_:)` returns: in a `Picker`, the value the choice stands
/// for; anywhere else the widget shows as it would untagged.
public struct TaggedWidget: Widget {
  let content: any Widget
  let tag: AnyHashable

  /// Makes the content's widget; the tag is read by the `Picker` around it, not by GTK.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    content.makeGtkWidget()
  }

  /// Updates the content's widget.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    content.update(widget)
  }

  /// The content's shape: a tag changes nothing GTK shows.
  public var shape: WidgetShape { content.shape }
}

extension Widget {
  /// Tags this widget with `tag`, like SwiftUI's `tag(_:)`: in a `Picker`, choosing it writes
  /// `tag` to the selection, and the selection holding `tag` shows it chosen.
  public func tag<Value: Hashable>(_ tag: Value) -> TaggedWidget {
    TaggedWidget(content: self, tag: AnyHashable(tag))
  }
}
