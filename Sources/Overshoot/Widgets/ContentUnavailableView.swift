import CGtk
import GtkGlue

/// A page saying there is nothing to show and why, like SwiftUI's `ContentUnavailableView`, with
/// GNOME's status-page look: a large dimmed icon, a title, a dimmed description and any actions,
/// centred in the space it is given (a column of class `overshoot-content-unavailable`).
///
/// ```swift
/// if let story = store.selected {
///   StoryDetail(story)
/// } else {
///   ContentUnavailableView(
///     "No Story Selected", systemImage: "doc.text",
///     description: Text("Choose a story in the sidebar."))
/// }
/// ```
public struct ContentUnavailableView: Widget {
  let parts: [any Widget]

  /// `title` under the icon `systemImage` (an SF Symbols name or a freedesktop icon name), with
  /// `description` under it, each read again whenever an observed property it uses changes.
  public init(
    _ title: @autoclosure @escaping @MainActor () -> String,
    systemImage: @autoclosure @escaping @MainActor () -> String,
    description: Text? = nil
  ) {
    var parts: [any Widget] = [Image(systemName: systemImage()), Text(title()).font(.largeTitle)]
    if let description { parts.append(Self.styled(description)) }
    self.parts = parts
  }

  /// Any widgets as the label (an icon and a title), the description and the actions (buttons
  /// under it), like SwiftUI's `ContentUnavailableView { … } description: { … } actions: { … }`.
  public init(
    @WidgetBuilder label: () -> [any Widget],
    @WidgetBuilder description: () -> [any Widget] = { [] },
    @WidgetBuilder actions: () -> [any Widget] = { [] }
  ) {
    parts = label() + description().map(Self.styled) + actions()
  }

  /// The page a search with no results shows, like SwiftUI's `ContentUnavailableView.search`.
  public static var search: ContentUnavailableView {
    ContentUnavailableView(
      tr("No Results"), systemImage: "magnifyingglass",
      description: Text(tr("Check the spelling or try a new search.")))
  }

  /// The page a search for `text` with no results shows, naming it, like SwiftUI's
  /// `ContentUnavailableView.search(text:)`.
  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      String(format: tr("No Results for “%@”"), text), systemImage: "magnifyingglass",
      description: Text(tr("Check the spelling or try a new search.")))
  }

  private static func styled(_ description: any Widget) -> any Widget {
    description.foregroundStyle(Color.secondary).multilineTextAlignment(.center)
  }

  /// Makes the centred column: the first image large and dimmed, then the rest.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let column = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 12)
    column.addCSSClass("overshoot-content-unavailable")
    for widget in [gtk_widget_set_hexpand, gtk_widget_set_vexpand] { widget(column.widget, 1) }
    column.valign = GTK_ALIGN_CENTER
    column.halign = GTK_ALIGN_CENTER
    column.marginStart = 24
    column.marginEnd = 24
    for part in parts {
      let made = part.makeGtkWidget()
      if let image = Gtk.Image(ifInstance: made) {
        image.pixelSize = 64
        made.addCSSClass("dim-label")
        made.marginBottom = 12
      }
      column.append(made)
    }
    return column.widget
  }

  /// Updates the parts in place.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    WidgetChildren.update(widget, with: parts)
  }

  /// The parts' shapes.
  public var shape: WidgetShape {
    WidgetShape(ContentUnavailableView.self, tag: "\(parts.count)", children: parts.map(\.shape))
  }
}
