import CGtk
import GtkGlue

/// What a page asks of the header bar above it: the title, the toolbar items and a search
/// field, set by `.navigationTitle`, `.toolbar` and `.searchable` on any widget in the page,
/// like SwiftUI's preferences. The navigation page that shows the content collects them.
@MainActor
final class PageChrome {
  var title: (@MainActor () -> String)?
  var toolbarItems: [ToolbarItem] = []
  var search: SearchRequest?
  /// `.navigationDestination(for:)` routes, by the value type they show.
  var destinations: [ObjectIdentifier: NavigationDestinationRoute] = [:]
  /// `.navigationSplitViewColumnWidth`: the width of the split view column this page is in.
  var columnWidth: Int?
  /// `.toolbar(removing: .sidebarToggle)`: the split view this page is a column of shows no
  /// sidebar toggle.
  var removesSidebarToggle = false

  /// The chrome set on `widget` itself, made the first time a modifier asks.
  static func on(_ widget: UnsafeMutablePointer<GtkWidget>) -> PageChrome {
    if let chrome: PageChrome = WidgetData.get(from: widget, key: .pageChrome) { return chrome }
    let chrome = PageChrome()
    WidgetData.set(chrome, on: widget, key: .pageChrome)
    return chrome
  }

  /// Everything set on `root` and the widgets under it, down to (not into) a nested navigation
  /// host, which shows its own chrome: the outermost title and search, every toolbar item.
  static func collected(from root: UnsafeMutablePointer<GtkWidget>) -> PageChrome {
    let result = PageChrome()
    visit(root, into: result)
    return result
  }

  private static func visit(_ widget: UnsafeMutablePointer<GtkWidget>, into result: PageChrome) {
    if let own: PageChrome = WidgetData.get(from: widget, key: .pageChrome) {
      result.title = result.title ?? own.title
      result.search = result.search ?? own.search
      result.toolbarItems += own.toolbarItems
      result.columnWidth = result.columnWidth ?? own.columnWidth
      result.removesSidebarToggle = result.removesSidebarToggle || own.removesSidebarToggle
      result.destinations.merge(own.destinations) { outer, _ in outer }
    }
    var child = widget.firstChild
    while let current = child {
      if !NavigationHostMark.isHost(current) { visit(current, into: result) }
      child = current.nextSibling
    }
  }
}

/// What `.searchable(text:prompt:)` asked for.
@MainActor
struct SearchRequest {
  let text: Binding<String>
  let prompt: String
}

/// Marks the widgets that show chrome of their own (a navigation stack, split view or page), so
/// the page around them leaves their titles and toolbars alone.
@MainActor
enum NavigationHostMark {
  /// Marks `widget` as a host, keeping `host` (its controller) as long as the widget lives.
  static func mark(_ widget: UnsafeMutablePointer<GtkWidget>, host: AnyObject) {
    WidgetData.set(HostReference(host: host), on: widget, key: .navigationHost)
  }

  /// The host `widget` is, if it is one.
  static func host(of widget: UnsafeMutablePointer<GtkWidget>) -> AnyObject? {
    let reference: HostReference? = WidgetData.get(from: widget, key: .navigationHost)
    return reference?.host
  }

  /// Whether `widget` is a host.
  static func isHost(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    host(of: widget) != nil
  }

}

/// A host kept in a widget's data under a concrete type: a box typed `AnyObject` is not found
/// again by a cast to the same box type at run time.
private struct HostReference {
  let host: AnyObject
}
