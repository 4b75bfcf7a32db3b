import CGtk
import GtkGlue

/// An icon beside a title, like SwiftUI's `Label("Inbox", systemImage: "tray")`: a row (a
/// horizontal GtkBox, class `overshoot-label`) of the icon and the text. Inside a
/// `Button { … } label: { … }` it is the button's content; in a menu line the title is the
/// line's. `.labelStyle(.iconOnly)` or `.titleOnly` shows one of the two.
public struct Label: Widget {
  let icon: [any Widget]
  let title: [any Widget]
  /// The title's words, for menus and screen readers; nil when the title is not a `Text`.
  let titleText: (@MainActor () -> String)?

  /// The icon `systemImage` (an SF Symbols name or a freedesktop icon name) beside `title` on
  /// one line, each read again whenever an observed property it uses changes.
  public init(
    _ title: @autoclosure @escaping @MainActor () -> String,
    systemImage: @autoclosure @escaping @MainActor () -> String
  ) {
    icon = [Image(systemName: systemImage())]
    // One line, as a button's or a menu's title is (GTK 4.8 also mismeasures a wrapping label
    // beside an image in a row: "reports a minimum height of 16, but … 17").
    self.title = [Text(title()).lineLimit(1)]
    titleText = title
  }

  /// Any widgets as the title and the icon, like SwiftUI's
  /// `Label { Text("Inbox") } icon: { Image(systemName: "tray") }`.
  public init(
    @WidgetBuilder title: () -> [any Widget], @WidgetBuilder icon: () -> [any Widget]
  ) {
    let title = title()
    self.icon = icon()
    self.title = title
    if let text = WidgetBuilder.flatten(title).lazy.compactMap({ $0 as? Text }).first {
      titleText = text.content
    } else {
      titleText = nil
    }
  }

  /// Makes the row of the icon and the title.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let box = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 6)
    box.addCSSClass(LabelStyle.cssClass)
    for part in icon + title { box.append(part.makeGtkWidget()) }
    if let titleText { overshoot_accessible_set_label(box.widget, titleText()) }
    return box.widget
  }

  /// Updates the icon and the title in place.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard WidgetChildren.update(widget, with: icon + title) else { return false }
    if let titleText { overshoot_accessible_set_label(widget, titleText()) }
    return true
  }

  /// The icon's and the title's shapes.
  public var shape: WidgetShape {
    WidgetShape(Label.self, tag: "\(icon.count)", children: (icon + title).map(\.shape))
  }
}
