import CGtk
import GtkGlue

/// Pages of which one shows at a time, picked from a sidebar that lists their titles, like
/// SwiftUI's `TabView` in the sidebar style: a GtkStack with a GtkStackSidebar, crossfading.
///
/// Pages that are not shown are hidden from assistive technology too. The view lives as long as
/// its stack widget (see `WrapperLifetime`).
@MainActor
public final class TabView: Widget {
  private let stack: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime

  /// An empty view; add pages with `addTab`.
  public init() {
    stack = gtk_stack_new()
    lifetime = WrapperLifetime(sinking: stack)
    gtk_stack_set_transition_type(
      stack.checked(gtk_stack_get_type()), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    gtk_widget_set_hexpand(stack, 1)
    gtk_widget_set_vexpand(stack, 1)
    StackPageAccessibility.hideInactivePages(of: stack)
    lifetime.bind(to: self)
  }

  /// Adds `content` as the page `name` (stable, for `selection`), listed as `title`.
  public func addTab(_ name: String, title: String, content: any Widget) {
    gtk_stack_add_titled(stack.checked(gtk_stack_get_type()), content.makeGtkWidget(), name, title)
  }

  /// Whether a page is named `name`.
  public func hasTab(_ name: String) -> Bool {
    gtk_stack_get_child_by_name(stack.checked(gtk_stack_get_type()), name) != nil
  }

  /// The name of the page shown; setting a name no page has changes nothing.
  public var selection: String? {
    get {
      gtk_stack_get_visible_child_name(stack.checked(gtk_stack_get_type())).map {
        String(cString: $0)
      }
    }
    set {
      guard let newValue, hasTab(newValue) else { return }
      gtk_stack_set_visible_child_name(stack.checked(gtk_stack_get_type()), newValue)
    }
  }

  /// The sidebar listing the pages' titles; clicking one shows it.
  public func sidebar() -> any Widget {
    let sidebar = gtk_stack_sidebar_new()!
    gtk_stack_sidebar_set_stack(
      sidebar.checked(gtk_stack_sidebar_get_type()), stack.checked(gtk_stack_get_type()))
    return EmbeddedWidget(sidebar)
  }

  /// The GtkStack, with a floating reference for the container that takes it, which then keeps
  /// this view alive.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    lifetime.floatingReference().checked(as: GtkWidget.self)
  }

  /// Each tab view is its own widget; none is updated in place.
  public var shape: WidgetShape { WidgetShape(TabView.self, tag: "\(ObjectIdentifier(self))") }
}
