import CGtk

/// Rows under a heading, with an optional footer, like SwiftUI's `Section`: in a `List`, the
/// heading and footer are rows of their own that cannot be selected or activated, styled as GNOME
/// list headings (bold, dimmed) and announced as headings.
///
/// ```swift
/// List {
///   Section("Inbox") { ForEach(model.mails) { Text($0.subject) } }
///   Section { Text("Drafts") } header: { Text("Other") } footer: { Text("Synced today") }
/// }
/// ```
///
/// Outside a `List` a section is a column: heading, content, footer.
public struct Section: Widget {
  let header: (@MainActor () -> [any Widget])?
  let headerTitle: String?
  let content: @MainActor () -> [any Widget]
  let footer: (@MainActor () -> [any Widget])?

  /// Rows under the heading `title`.
  public init(_ title: String, @WidgetBuilder content: @escaping @MainActor () -> [any Widget]) {
    header = { [Text(title)] }
    headerTitle = title
    self.content = content
    footer = nil
  }

  /// Rows under no heading (a group of its own).
  public init(@WidgetBuilder content: @escaping @MainActor () -> [any Widget]) {
    header = nil
    headerTitle = nil
    self.content = content
    footer = nil
  }

  /// Rows under `header`, with `footer` after them.
  public init(
    @WidgetBuilder content: @escaping @MainActor () -> [any Widget],
    @WidgetBuilder header: @escaping @MainActor () -> [any Widget],
    @WidgetBuilder footer: @escaping @MainActor () -> [any Widget]
  ) {
    self.header = header
    headerTitle = nil
    self.content = content
    self.footer = footer
  }

  /// Rows under `header`.
  public init(
    @WidgetBuilder content: @escaping @MainActor () -> [any Widget],
    @WidgetBuilder header: @escaping @MainActor () -> [any Widget]
  ) {
    self.header = header
    headerTitle = nil
    self.content = content
    footer = nil
  }

  /// Rows with `footer` after them, under no heading.
  public init(
    @WidgetBuilder content: @escaping @MainActor () -> [any Widget],
    @WidgetBuilder footer: @escaping @MainActor () -> [any Widget]
  ) {
    header = nil
    headerTitle = nil
    self.content = content
    self.footer = footer
  }

  /// Outside a list: a column of the heading, the content and the footer.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    var parts: [any Widget] = []
    if let header { parts.append(SectionHeading(parts: header(), title: headerTitle)) }
    parts += content()
    if let footer { parts.append(SectionFooter(parts: footer())) }
    return VStack { parts }.makeGtkWidget()
  }
}
