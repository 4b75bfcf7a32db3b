import CGtk
import GtkGlue
import Overshoot

/// The app's Playground: each Overshoot feature on its own page, chosen from a sidebar, for
/// library users trying things and for screenshots.
///
/// Self-contained: put `widget` in the main window's GtkStack next to the feeds page and keep
/// the `PlaygroundPage` alive as long as the window.
@MainActor
final class PlaygroundPage {
  /// The root: the sidebar beside the sections' stack.
  let widget: UnsafeMutablePointer<GtkWidget>
  /// The GtkStack of sections, named by each section's `name`.
  let stack: UnsafeMutablePointer<GtkWidget>
  /// Pull-to-refresh around non-list content.
  let refreshableContent = RefreshableContentSection()
  /// 16,777,216 virtual rows.
  let virtualRows = VirtualRowsSection()
  /// A horizontal carousel with the geometry readout.
  let carousel = CarouselSection()
  /// The flash triggers.
  let flash = FlashSection()
  /// The separators switch and selection modes.
  let separators = SeparatorsSection()
  /// Pull configuration controls and the live inspector.
  let pullControls = PullControlsSection()
  private let reference: ObjectRef

  /// The page, showing its first section.
  init() {
    PlaygroundStyle.install()
    stack = gtk_stack_new()
    let stackPointer = stack.checked(gtk_stack_get_type())
    gtk_stack_set_transition_type(stackPointer, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    gtk_widget_set_hexpand(stack, 1)
    gtk_widget_set_vexpand(stack, 1)
    let sidebar = gtk_stack_sidebar_new()!
    gtk_stack_sidebar_set_stack(sidebar.checked(gtk_stack_sidebar_get_type()), stackPointer)
    gtk_widget_set_size_request(sidebar, 200, -1)
    widget = PlaygroundWidgets.box(
      GTK_ORIENTATION_HORIZONTAL, spacing: 0,
      [sidebar, gtk_separator_new(GTK_ORIENTATION_VERTICAL), stack])
    reference = ObjectRef(sinking: widget)
    gtk_widget_add_css_class(widget, "playground")
    for section in sections {
      gtk_stack_add_titled(
        stackPointer, section.widget, type(of: section).name, type(of: section).title)
    }
    StackPageAccessibility.hideInactivePages(of: stack)
  }

  /// Every section, in sidebar order.
  var sections: [any PlaygroundSection] {
    [refreshableContent, virtualRows, carousel, flash, separators, pullControls]
  }

  /// Shows the section named `name` (one of the sections' `name`s); false if there is none.
  @discardableResult
  func show(section name: String) -> Bool {
    let stackPointer = stack.checked(gtk_stack_get_type())
    guard gtk_stack_get_child_by_name(stackPointer, name) != nil else { return false }
    gtk_stack_set_visible_child_name(stackPointer, name)
    return true
  }

  /// The name of the section shown now.
  var visibleSectionName: String? {
    gtk_stack_get_visible_child_name(stack.checked(gtk_stack_get_type())).map {
      String(cString: $0)
    }
  }
}
