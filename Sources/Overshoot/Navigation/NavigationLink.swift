import CGtk
import GtkGlue

/// A row-like button that navigates, like SwiftUI's `NavigationLink`: in a `NavigationStack`
/// it pushes a page (sliding in, with a back button); in a `NavigationSplitView`'s sidebar or
/// content column it shows its destination in the next column.
///
/// ```swift
/// NavigationLink("Inbox", value: Mailbox.inbox)   // shown by .navigationDestination(for:)
/// NavigationLink { NoteView(note) } label: { Text(note.title) }
/// ```
public struct NavigationLink: Widget {
  let label: [any Widget]
  let target: NavigationTarget

  /// A link titled `title` that pushes `value`, shown by the stack's
  /// `.navigationDestination(for:)` for its type.
  public init<Value: Hashable>(
    _ title: @autoclosure @escaping @MainActor () -> String, value: Value
  ) {
    label = [Text(title())]
    target = .value(AnyHashable(value))
  }

  /// A link showing `label` that pushes `value`.
  public init<Value: Hashable>(value: Value, @WidgetBuilder label: () -> [any Widget]) {
    self.label = label()
    target = .value(AnyHashable(value))
  }

  /// A link titled `title` that pushes the page `destination` builds.
  public init(
    _ title: @autoclosure @escaping @MainActor () -> String,
    @WidgetBuilder destination: @escaping @MainActor () -> [any Widget]
  ) {
    label = [Text(title())]
    target = .view(destination)
  }

  /// A link showing `label` that pushes the page `destination` builds when followed.
  public init(
    @WidgetBuilder destination: @escaping @MainActor () -> [any Widget],
    @WidgetBuilder label: () -> [any Widget]
  ) {
    self.label = label()
    target = .view(destination)
  }

  /// Makes a flat GtkButton holding the label and a chevron.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let button = Gtk.Button().widget
    button.addCSSClass("flat")
    button.addCSSClass("navigation-link")
    let row = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 6)
    for part in label {
      let widget = part.makeGtkWidget()
      widget.hexpand = true
      widget.halign = GTK_ALIGN_START
      row.append(widget)
    }
    row.append(Gtk.Image(iconName: "go-next-symbolic"))
    Gtk.Button(button).child = row.widget
    let target = self.target
    button.connect("clicked") { NavigationTarget.follow(target, from: button) }
    return button
  }
}

/// Where a link goes: a value for a destination route, or a page of its own.
@MainActor
enum NavigationTarget {
  case value(AnyHashable)
  case view(@MainActor () -> [any Widget])

  /// Follows `target` in the nearest stack or split view around `widget`.
  static func follow(_ target: NavigationTarget, from widget: UnsafeMutablePointer<GtkWidget>) {
    var current: UnsafeMutablePointer<GtkWidget>? = widget
    while let candidate = current {
      if let navigator = NavigationHostMark.host(of: candidate) as? any Navigator,
        navigator.follow(target, from: widget)
      {
        return
      }
      current = candidate.parent
    }
    Diagnostics.warn(
      "a NavigationLink was followed outside a NavigationStack or NavigationSplitView; "
        + "put the link inside one")
  }
}

/// A stack or split view that links navigate.
@MainActor
protocol Navigator: AnyObject {
  /// Shows `target`, followed by a link at `widget`; false to let an outer navigator try.
  func follow(_ target: NavigationTarget, from widget: UnsafeMutablePointer<GtkWidget>) -> Bool
}
