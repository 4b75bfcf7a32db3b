import CAdwaita
import GtkGlue
import Overshoot

/// The bar at the top of a pane (an `AdwHeaderBar`): controls at the start and the end and a
/// title in the middle. In an ``AdwaitaApplicationWindow`` each pane has one; the window's
/// buttons (close, minimize) go to the bars at the window's edges, as ``showsTitleButtons(start:end:)``
/// says.
@MainActor
public final class AdwaitaHeaderBar: Widget {
  /// The AdwHeaderBar.
  public let gtkWidget: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime

  /// An empty header bar; it shows the window's title until ``setTitle(_:)`` gives it one.
  public init() {
    gtkWidget = adw_header_bar_new()
    lifetime = WrapperLifetime(sinking: gtkWidget)
    lifetime.bind(to: self)
    HeaderBarAccessibility.nameControlBoxes(in: gtkWidget)
  }

  /// A header bar titled `title` (an `AdwWindowTitle`, in the title's type).
  public convenience init(title: String) {
    self.init()
    let titleWidget = adw_window_title_new(title, nil)!
    HeaderBarAccessibility.nameTitle(titleWidget, title)
    overshoot_adw_header_bar_set_title_widget(gtkWidget, titleWidget)
  }

  /// The title shown by a bar made with ``init(title:)`` (it ellipsizes when the bar is short
  /// of room); empty for a bar whose title is a widget of its own.
  public var title: String {
    get {
      guard let widget = overshoot_adw_header_bar_get_title_widget(gtkWidget),
        let text = overshoot_adw_window_title_get(widget)
      else { return "" }
      return String(cString: text)
    }
    set {
      guard let widget = overshoot_adw_header_bar_get_title_widget(gtkWidget) else { return }
      overshoot_adw_window_title_set(widget, newValue)
      HeaderBarAccessibility.nameTitle(widget, newValue)
    }
  }

  /// Adds `widget` after the controls already at the start (the left in left-to-right text).
  public func addLeading(_ widget: any Widget) {
    overshoot_adw_header_bar_pack(gtkWidget, widget.makeGtkWidget(), 0)
  }

  /// Adds `widget` before the controls already at the end (the right in left-to-right text).
  public func addTrailing(_ widget: any Widget) {
    overshoot_adw_header_bar_pack(gtkWidget, widget.makeGtkWidget(), 1)
  }

  /// Shows `widget` in the middle instead of the title.
  public func setTitle(_ widget: any Widget) {
    overshoot_adw_header_bar_set_title_widget(gtkWidget, widget.makeGtkWidget())
  }

  /// Whether the window's buttons show at the bar's start and at its end: a sidebar's bar has
  /// none at its end while the content's bar sits beside it.
  public func showsTitleButtons(start: Bool, end: Bool) {
    overshoot_adw_header_bar_show_title_buttons(gtkWidget, start ? 1 : 0, end ? 1 : 0)
  }

  /// The header bar, to put in a pane (each use is the same bar: put it in one place).
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    if g_object_is_floating(gtkWidget.gpointer) != 0 { return gtkWidget }
    return lifetime.floatingReference().assumingMemoryBound(to: GtkWidget.self)
  }
}
