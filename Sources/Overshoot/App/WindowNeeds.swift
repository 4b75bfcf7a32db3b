import CGtk
import GtkGlue

// Minimal wrappers the `window` branch needed from other families (widgets kept to change
// later, a page stack); the lead folds them into their owners' versions when merging.

/// A widget made once and kept, to change it later (show or hide it, retitle it): what a
/// described `Widget` value cannot do once made. Place it anywhere a `Widget` goes, once.
@MainActor
public class WidgetHandle: Widget {
  /// The widget.
  public let gtkWidget: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime

  /// Makes `widget` and keeps it.
  public convenience init(_ widget: any Widget) {
    self.init(gtkWidget: widget.makeGtkWidget())
  }

  /// Keeps a widget made elsewhere (a new floating one, or one a Swift view already owns).
  public init(gtkWidget: UnsafeMutablePointer<GtkWidget>) {
    self.gtkWidget = gtkWidget
    lifetime = WrapperLifetime(sinking: gtkWidget)
    lifetime.bind(to: self)
  }

  /// The widget, for the container that takes it: still floating if nothing sank it yet,
  /// else with a new floating reference.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    if g_object_is_floating(gtkWidget.gpointer) != 0 { return gtkWidget }
    return lifetime.floatingReference().checked(as: GtkWidget.self)
  }

  /// Whether the widget is shown (hidden widgets take no room).
  public var isVisible: Bool {
    get { gtk_widget_get_visible(gtkWidget) != 0 }
    set { gtk_widget_set_visible(gtkWidget, newValue ? 1 : 0) }
  }

  /// The tooltip shown on hover.
  public var help: String {
    get { gtk_widget_get_tooltip_text(gtkWidget).map { String(cString: $0) } ?? "" }
    set { gtk_widget_set_tooltip_text(gtkWidget, newValue) }
  }

  /// Runs `body` when the widget, a button, is clicked.
  public func onClicked(_ body: @escaping @MainActor () -> Void) {
    precondition(gtkWidget.isInstance(of: gtk_button_get_type()), "onClicked(_:) needs a button")
    gtkWidget.connect("clicked", body)
  }

  /// Sets the name assistive technology reads.
  public func setAccessibilityLabel(_ label: String) {
    overshoot_accessible_set_label(gtkWidget, label)
  }
}

/// A line of text kept to change it later (a GtkLabel), for status and titles.
@MainActor
public final class Label: WidgetHandle {
  /// A one-line label showing `text`, cut with "…" when there is no room, styled by CSS class
  /// `cssClass` when given.
  public init(_ text: String = "", cssClass: String? = nil) {
    let label = gtk_label_new(text)!
    gtk_label_set_ellipsize(label.checked(gtk_label_get_type()), PANGO_ELLIPSIZE_END)
    if let cssClass { gtk_widget_add_css_class(label, cssClass) }
    super.init(gtkWidget: label)
  }

  /// The text shown.
  public var text: String {
    get { String(cString: gtk_label_get_text(gtkWidget.checked(gtk_label_get_type()))) }
    set { gtk_label_set_text(gtkWidget.checked(gtk_label_get_type()), newValue) }
  }
}

/// A button that stays pressed in while on (a GtkToggleButton), showing an icon.
@MainActor
public final class ToggleButton: WidgetHandle {
  /// A toggle showing the icon `systemImage`, named `title` for assistive technology, with the
  /// tooltip `help`, on or off at first.
  public init(_ title: String, systemImage: String, help: String, isOn: Bool = false) {
    let button = gtk_toggle_button_new()!
    gtk_button_set_icon_name(button.checked(as: GtkButton.self), systemImage)
    gtk_widget_set_tooltip_text(button, help)
    overshoot_accessible_set_label(button, title)
    gtk_toggle_button_set_active(button.checked(as: GtkToggleButton.self), isOn ? 1 : 0)
    super.init(gtkWidget: button)
  }

  /// Whether it is on; setting it runs `onToggle` when the value changes.
  public var isOn: Bool {
    get { gtk_toggle_button_get_active(gtkWidget.checked(as: GtkToggleButton.self)) != 0 }
    set {
      gtk_toggle_button_set_active(gtkWidget.checked(as: GtkToggleButton.self), newValue ? 1 : 0)
    }
  }

  /// Runs `body` after every change of `isOn`, by the user or the program.
  public func onToggle(_ body: @escaping @MainActor () -> Void) {
    gtkWidget.connect("toggled", body)
  }
}

/// Pages of which one is shown at a time, switched with a crossfade (a GtkStack), each with a
/// name for the program and a title for the switcher. Sized by the page shown, so a wide page
/// never holds the window wider while another is shown.
@MainActor
public final class PageStack: WidgetHandle {
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
