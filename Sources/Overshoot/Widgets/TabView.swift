import CGtk
import GtkGlue

/// Pages of which one shows at a time, switched with a crossfade (a GtkStack), like SwiftUI's
/// `TabView`: each page has a name for the program (`selection`) and a title for the switcher
/// (`switcher()`, a row of buttons) or the sidebar (`sidebar()`, a list).
///
/// Pages that are not shown are hidden from assistive technology too. The view lives as long as
/// its stack widget (see `WrapperLifetime`).
@MainActor
public final class TabView: WidgetHandle {
  /// How the view sizes itself among its pages.
  public enum Sizing: Sendable {
    /// As the page shown, so a wide page never holds the window wider while another is shown.
    case shownTab
    /// As the largest page, so switching pages never resizes the view.
    case largestTab
  }

  /// Tabs added with `addTab(_:title:content:)`'s builder and not shown yet: the box that will
  /// hold each one's content, and what builds it.
  private var unbuiltTabs: [String: UnbuiltTab] = [:]
  private var stack: Gtk.Stack { Gtk.Stack(gtkWidget) }

  /// An empty view sized as `sizing` says; add pages with `addTab`.
  public init(sizing: Sizing = .shownTab) {
    let stack = Gtk.Stack()
    stack.transitionType = GTK_STACK_TRANSITION_TYPE_CROSSFADE
    if sizing == .shownTab {
      stack.isHorizontallyHomogeneous = false
      stack.isVerticallyHomogeneous = false
    }
    super.init(gtkWidget: stack.widget)
    StackPageAccessibility.hideInactivePages(of: gtkWidget)
  }

  /// Adds `content` as the page `name` (stable, for `selection`), listed as `title`.
  public func addTab(_ name: String, title: String, content: any Widget) {
    stack.addTitled(content.makeGtkWidget(), name: name, title: title)
    StackPageAccessibility.update(gtkWidget)
  }

  /// Adds the page `name`, listed as `title`, whose content `content` builds the first time the
  /// page is shown (as SwiftUI's `TabView` builds a tab): a page the user may never open costs
  /// nothing when the window opens.
  public func addTab(
    _ name: String, title: String, content: @escaping @MainActor () -> any Widget
  ) {
    // A homogeneous box gives its one child all of its height, as the stack would, whether the
    // content expands or not.
    let holder = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0)
    holder.isHomogeneous = true
    stack.addTitled(holder, name: name, title: title)
    StackPageAccessibility.update(gtkWidget)
    if unbuiltTabs.isEmpty {
      gtkWidget.connectWithPointer("notify::visible-child-name") { [weak self] _ in
        self?.buildShownTab()
      }
    }
    unbuiltTabs[name] = UnbuiltTab(holder: holder.widget, content: content)
    buildShownTab()
  }

  /// Whether a page is named `name`.
  public func hasTab(_ name: String) -> Bool {
    stack.child(named: name) != nil
  }

  /// The name of the page shown; setting a name no page has changes nothing.
  public var selection: String? {
    get { stack.visibleChildName }
    set {
      guard let newValue, hasTab(newValue) else { return }
      stack.setVisibleChildName(newValue)
    }
  }

  /// Runs `body` after every change of the page shown.
  public func onSelectionChange(_ body: @escaping @MainActor () -> Void) {
    gtkWidget.connectWithPointer("notify::visible-child-name") { _ in body() }
  }

  /// A row of buttons, one per page, that switches this view (a GtkStackSwitcher).
  public func switcher() -> WidgetHandle {
    let switcher = Gtk.StackSwitcher().widget
    gtk_stack_switcher_set_stack(
      switcher.checked(gtk_stack_switcher_get_type()), gtkWidget.checked(gtk_stack_get_type()))
    overshoot_accessible_set_label(switcher, tr("Pages"))
    return WidgetHandle(gtkWidget: switcher)
  }

  /// The sidebar listing the pages' titles; clicking one shows it (a GtkStackSidebar).
  public func sidebar() -> WidgetHandle {
    let sidebar = Gtk.StackSidebar().widget
    gtk_stack_sidebar_set_stack(
      sidebar.checked(gtk_stack_sidebar_get_type()), gtkWidget.checked(gtk_stack_get_type()))
    return WidgetHandle(gtkWidget: sidebar)
  }

  /// Builds the content of the page shown if it has not been built yet.
  private func buildShownTab() {
    guard let name = selection, let tab = unbuiltTabs.removeValue(forKey: name) else { return }
    Gtk.Box(tab.holder).append(tab.content().makeGtkWidget())
  }
}

/// A page whose content is built when it is first shown.
@MainActor
private struct UnbuiltTab {
  /// The stack's child, empty until then.
  let holder: UnsafeMutablePointer<GtkWidget>
  /// Builds the content.
  let content: @MainActor () -> any Widget
}
