import CGtk
import GtkGlue

/// A label the app keeps to change later (a GtkLabel), for text set imperatively: a recycled
/// list row's title, a readout updated every frame. Text shown from a model is simpler as
/// `Text(model.value)`.
///
/// Text is always plain: markup characters (`<b>`, `&`) are shown as typed, never parsed.
@MainActor
public final class TextLabel {
  /// The GtkLabel, to place in a layout.
  public let widget: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime
  private var label: OpaquePointer { widget.checked(gtk_label_get_type()) }

  /// A label showing `text`, its lines starting at the leading edge.
  public init(_ text: String = "") {
    widget = gtk_label_new(nil)
    lifetime = WrapperLifetime(sinking: widget)
    gtk_label_set_use_markup(widget.checked(gtk_label_get_type()), 0)
    gtk_label_set_xalign(widget.checked(gtk_label_get_type()), 0)
    gtk_label_set_text(widget.checked(gtk_label_get_type()), text)
    lifetime.bind(to: self)
  }

  /// The text shown.
  public var text: String {
    get { gtk_label_get_text(label).map { String(cString: $0) } ?? "" }
    set { gtk_label_set_text(label, newValue) }
  }

  /// At most this many lines, wrapping at word (or, in long words, character) boundaries and
  /// ending in "…" when the text is longer; 1 keeps it on one line, 0 wraps without a limit.
  public var lineLimit: Int {
    get { Int(gtk_label_get_lines(label)) }
    set {
      gtk_label_set_wrap(label, newValue == 1 ? 0 : 1)
      gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
      gtk_label_set_lines(label, newValue == 0 ? -1 : Int32(newValue))
      gtk_label_set_ellipsize(label, newValue == 0 ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
    }
  }

  /// Whether the reader can select and copy the text.
  public var isSelectable: Bool {
    get { gtk_label_get_selectable(label) != 0 }
    set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
  }

  /// Whether the label is shown.
  public var isVisible: Bool {
    get { gtk_widget_get_visible(widget) != 0 }
    set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
  }

  /// Adds or removes the CSS class `name` (a style the app's style sheet gives, such as bold).
  public func setStyle(_ name: String, _ applied: Bool) {
    if applied {
      gtk_widget_add_css_class(widget, name)
    } else {
      gtk_widget_remove_css_class(widget, name)
    }
  }

  /// Adds the CSS class `name`.
  public func addStyle(_ name: String) { setStyle(name, true) }
}
