import CGtk

/// A widget carrying a value, as `.tag(_:)` returns: in a `Picker`, the value the choice stands
/// for; as a static row of a `List(selection:)`, the value selecting it writes; anywhere else
/// the widget shows as it would untagged.
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

  /// The tag on `part`, under any modifiers.
  static func tag(of part: any Widget) -> AnyHashable? {
    if let tagged = part as? TaggedWidget { return tagged.tag }
    if let modified = part as? ModifiedWidget { return tag(of: modified.content) }
    return nil
  }
}

extension Widget {
  /// Tags this widget with `tag`, like SwiftUI's `tag(_:)`: in a `Picker` (or as a static row of
  /// a `List(selection:)`), choosing it writes `tag` to the selection, and the selection holding
  /// `tag` shows it chosen.
  public func tag<Value: Hashable>(_ tag: Value) -> TaggedWidget {
    TaggedWidget(content: self, tag: AnyHashable(tag))
  }
}
