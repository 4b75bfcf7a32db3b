import CGtk
import GtkGlue

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

  /// The same wrapper shown again (a parent's body ran again) keeps its widget as it is.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { widget == gtkWidget }

  /// Each handle is its own widget: only the same handle updates it.
  public var shape: WidgetShape { WidgetShape(WidgetHandle.self, tag: "\(ObjectIdentifier(self))") }

  /// Whether the widget is shown (hidden widgets take no room).
  public var isVisible: Bool {
    get { gtkWidget.isVisible }
    set { gtkWidget.isVisible = newValue }
  }

  /// The tooltip shown on hover. Setting the text it has already does nothing; set it before
  /// the widget is placed where you can: GTK asks the display server where the pointer is
  /// whenever the tooltip of a widget in a window changes.
  public var help: String {
    get { gtkWidget.tooltipText ?? "" }
    set { Tooltip.set(newValue, on: gtkWidget) }
  }

  /// Adds the CSS class `name` while `applied` is true and removes it otherwise (a style the
  /// app's style sheet gives, such as bold while unread).
  public func setCSSClass(_ name: String, applied: Bool) {
    if applied {
      gtkWidget.addCSSClass(name)
    } else {
      gtkWidget.removeCSSClass(name)
    }
  }

  /// Runs `body` when the widget, a button, is clicked.
  public func onClicked(_ body: @escaping @MainActor () -> Void) {
    precondition(Gtk.Button(ifInstance: gtkWidget) != nil, "onClicked(_:) needs a button")
    gtkWidget.connect("clicked", body)
  }

  /// Sets the name assistive technology reads.
  public func setAccessibilityLabel(_ label: String) {
    overshoot_accessible_set_label(gtkWidget, label)
  }
}
