import CGtk
import GtkGlue

/// Settings and data entry grouped in sections, like SwiftUI's `Form`, with GNOME's look: each
/// `Section` is a boxed list (rounded, bordered rows) under its heading, as in a libadwaita
/// preferences page; the form scrolls when it is taller than its window.
///
/// ```swift
/// Form {
///   Section("Reading") {
///     Toggle("Open links in the browser", isOn: $opensInBrowser)
///     Picker("Refresh", selection: $interval) { … }
///   }
///   Section("About") { LabeledContent("Version", value: "1.0") }
/// }
/// ```
///
/// Each widget of a section is a row of its own; widgets outside any section are grouped into
/// a boxed list without a heading.
public struct Form: Widget {
  private let groups: [FormGroup]

  /// A form of `content`: `Section`s, or rows.
  public init(@WidgetBuilder content: () -> [any Widget]) {
    groups = FormGroup.groups(of: content())
  }

  /// A scrolled column of the sections' headings, boxed lists and footers.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    FormStyle.install()
    let column = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 24)
    column.addCSSClass("form")
    (column.marginTop, column.marginBottom) = (24, 24)
    (column.marginStart, column.marginEnd) = (12, 12)
    for group in groups {
      column.append(group.makeGtkWidget())
    }
    let scrolled = Gtk.ScrolledWindow()
    scrolled.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
    scrolled.propagatesNaturalHeight = true
    scrolled.child = column.widget
    scrolled.vexpand = true
    return scrolled.widget
  }

  /// Shows the new rows in the rows made before (a field keeps its text and focus), when the
  /// form has the same sections and rows of the same shapes (see `shape`).
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let scrolled = Gtk.ScrolledWindow(ifInstance: widget), let viewport = scrolled.child,
      let column = Gtk.Viewport(viewport).child
    else { return false }
    var shown = column.firstChild
    for group in groups {
      guard let box = shown, group.update(box) else { return false }
      shown = box.nextSibling
    }
    return shown == nil
  }

  /// Its sections and the shapes of their rows: a form updates in place only into the same.
  public var shape: WidgetShape {
    WidgetShape(Form.self, children: groups.map(\.shape))
  }
}
