/// The structure of a widget description: its type and its children's shapes. Two descriptions
/// of the same shape can update each other's GTK widgets in place.
public struct WidgetShape: Hashable, Sendable {
  private let type: ObjectIdentifier
  private let tag: String
  private let children: [WidgetShape]

  /// The shape of a `type` with `children` (and a `tag` for variants of one type).
  public init(_ type: Any.Type, tag: String = "", children: [WidgetShape] = []) {
    self.type = ObjectIdentifier(type)
    self.tag = tag
    self.children = children
  }
}
