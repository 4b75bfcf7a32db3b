import CGtk

/// A sidebar, an optional content column and a detail column side by side, like SwiftUI's
/// `NavigationSplitView`; narrower than 600 points it collapses to one column at a time, with a
/// back button in the header bar (Escape and Alt+Left go back too), like libadwaita's
/// navigation split view. A `NavigationLink` in a column shows its destination in the next one
/// (and, collapsed, goes there); so does a row chosen in a column's `List(selection:)` (a click,
/// a tap or Enter; the arrow keys only move the selection), as SwiftUI does on a phone.
///
/// ```swift
/// NavigationSplitView {
///   VStack { NavigationLink("Inbox") { Text("No mail").navigationTitle("Inbox") } }
///     .navigationTitle("Mailboxes")
/// } detail: {
///   Text("Pick a mailbox")
/// }
/// ```
///
/// How the columns are laid out is the split view's ``NavigationSplitViewStyle``: the app's
/// default (``NavigationSplitViewStyle/appDefault``, a GtkBox unless the app chose another, such
/// as OvershootAdwaita's libadwaita split views) or the one `.navigationSplitViewStyle(_:)` gives.
public struct NavigationSplitView: Widget {
  let columns: [[any Widget]]
  let visibility: Binding<NavigationSplitViewVisibility>
  let compactColumn: Binding<NavigationSplitViewColumn>?
  /// The style this split view was given, or nil for the app's default.
  private var style: NavigationSplitViewStyle?

  /// Three columns: `sidebar`, `content`, then `detail`, which takes the room left. While
  /// wide, `columnVisibility` says which show; collapsed, `preferredCompactColumn` is the one
  /// shown (set it to go there; links and the back button write it).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility> = .constant(.automatic),
    preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
    @WidgetBuilder sidebar: () -> [any Widget], @WidgetBuilder content: () -> [any Widget],
    @WidgetBuilder detail: () -> [any Widget]
  ) {
    columns = [sidebar(), content(), detail()]
    visibility = columnVisibility
    compactColumn = preferredCompactColumn
  }

  /// Two columns: `sidebar`, then `detail`, which takes the room left; the bindings as above.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility> = .constant(.automatic),
    preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
    @WidgetBuilder sidebar: () -> [any Widget], @WidgetBuilder detail: () -> [any Widget]
  ) {
    columns = [sidebar(), detail()]
    visibility = columnVisibility
    compactColumn = preferredCompactColumn
  }

  /// This split view laid out by `style` instead of the app's default, like SwiftUI's
  /// `.navigationSplitViewStyle(_:)`.
  public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle) -> NavigationSplitView {
    var view = self
    view.style = style
    return view
  }

  /// Makes the columns in the style's layout, in a box that watches its width.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    NavigationSplitController(
      columns: columns, visibility: visibility, compactColumn: compactColumn,
      style: style ?? NavigationSplitViewStyle.appDefault
    ).gtkWidget
  }

  /// Shows the columns as described now in the split view already shown, keeping each column's
  /// widgets where their identity holds (as SwiftUI keeps a split view's columns when the body
  /// around it is evaluated again: their `@State`, scroll places and the keyboard focus stay).
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let controller = NavigationHostMark.host(of: widget) as? NavigationSplitController
    else { return false }
    return controller.update(columns: columns)
  }
}

extension Widget {
  /// Makes the split view column this widget is in `width` points wide while the split view is
  /// wide, like SwiftUI's `navigationSplitViewColumnWidth(_:)` (the detail column takes the
  /// room left whatever it asks).
  public func navigationSplitViewColumnWidth(_ width: Int) -> ModifiedWidget {
    ModifiedWidget(self, name: "column-width") { widget in
      PageChrome.on(widget).columnWidth = max(width, 0)
    }
  }

  /// SwiftUI's form with bounds: the column is `ideal` points wide.
  public func navigationSplitViewColumnWidth(min: Int? = nil, ideal: Int, max: Int? = nil)
    -> ModifiedWidget
  {
    navigationSplitViewColumnWidth(ideal)
  }
}
