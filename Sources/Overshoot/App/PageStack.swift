import CGtk
import GtkGlue

/// Pages of which one is shown at a time, switched with a crossfade (a GtkStack), each with a
/// name for the program and a title for the switcher. Sized by the page shown, so a wide page
/// never holds the window wider while another is shown.
@MainActor
public final class PageStack: WidgetHandle {
  /// Pages added with `addPage(name:title:content:)` and not shown yet: the box that will hold
  /// each one's content, and what builds it.
  private var unbuiltPages: [String: UnbuiltPage] = [:]

  /// An empty stack.
  public init() {
    let stack = gtk_stack_new()!
    gtk_stack_set_transition_type(
      stack.checked(gtk_stack_get_type()), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    gtk_stack_set_hhomogeneous(stack.checked(gtk_stack_get_type()), 0)
    gtk_stack_set_vhomogeneous(stack.checked(gtk_stack_get_type()), 0)
    super.init(gtkWidget: stack)
  }

  /// Adds `page` under `name`, shown as `title` in the switcher.
  public func addPage(_ page: any Widget, name: String, title: String) {
    gtk_stack_add_titled(gtkWidget.checked(gtk_stack_get_type()), page.makeGtkWidget(), name, title)
  }

  /// Adds a page under `name`, shown as `title` in the switcher, whose content `content` builds
  /// the first time the page is shown (as SwiftUI's `TabView` builds a tab): a page the user
  /// may never open costs nothing when the window opens.
  public func addPage(
    name: String, title: String, content: @escaping @MainActor () -> any Widget
  ) {
    // A homogeneous box gives its one child all of its height, as the stack would, whether the
    // content expands or not.
    let holder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_box_set_homogeneous(holder.checked(as: GtkBox.self), 1)
    gtk_stack_add_titled(gtkWidget.checked(gtk_stack_get_type()), holder, name, title)
    if unbuiltPages.isEmpty {
      gtkWidget.connectWithPointer("notify::visible-child-name") { [weak self] _ in
        self?.buildVisiblePage()
      }
    }
    unbuiltPages[name] = UnbuiltPage(holder: holder, content: content)
    buildVisiblePage()
  }

  /// Builds the content of the page shown if it has not been built yet.
  private func buildVisiblePage() {
    guard let name = visiblePageName, let page = unbuiltPages.removeValue(forKey: name) else {
      return
    }
    gtk_box_append(page.holder.checked(as: GtkBox.self), page.content().makeGtkWidget())
  }

  /// The name of the page shown; setting it switches pages.
  public var visiblePageName: String? {
    get {
      gtk_stack_get_visible_child_name(gtkWidget.checked(gtk_stack_get_type())).map {
        String(cString: $0)
      }
    }
    set {
      guard let newValue else { return }
      gtk_stack_set_visible_child_name(gtkWidget.checked(gtk_stack_get_type()), newValue)
    }
  }

  /// Runs `body` after every change of the page shown.
  public func onVisiblePageChange(_ body: @escaping @MainActor () -> Void) {
    gtkWidget.connectWithPointer("notify::visible-child-name") { _ in body() }
  }

  /// A row of buttons, one per page, that switches this stack (a GtkStackSwitcher).
  public func makeSwitcher() -> WidgetHandle {
    let switcher = gtk_stack_switcher_new()!
    gtk_stack_switcher_set_stack(
      switcher.checked(gtk_stack_switcher_get_type()), gtkWidget.checked(gtk_stack_get_type()))
    return WidgetHandle(gtkWidget: switcher)
  }
}

/// A page whose content is built when it is first shown.
@MainActor
private struct UnbuiltPage {
  /// The stack's child, empty until then.
  let holder: UnsafeMutablePointer<GtkWidget>
  /// Builds the content.
  let content: @MainActor () -> any Widget
}
