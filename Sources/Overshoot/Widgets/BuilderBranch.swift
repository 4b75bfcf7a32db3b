import CGtk
import GtkGlue

/// One place in a `@WidgetBuilder` result that an `if`, `switch` or `for` takes, with the branch
/// it took (SwiftUI's `_ConditionalContent`): the branch is part of the identity of what it
/// shows, so a flip makes the other branch's widgets anew while the siblings stay.
///
/// In a stack its widgets are the stack's own children; anywhere else (a body of one `if`, a
/// modifier's content) it shows them in a vertical box of its own, which stays across flips.
@MainActor
struct BuilderBranch: Widget {
  /// Which way the statement went.
  enum Tag: Hashable {
    case first, second, present, absent, loop
  }

  let tag: Tag
  let parts: [any Widget]

  init(_ tag: Tag, _ parts: [any Widget]) {
    self.tag = tag
    self.parts = parts
  }

  /// A vertical box holding what the branch shows.
  func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let box = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0).widget
    MountedChildren.show([self], in: box)
    return box
  }

  /// Shows the branch taken now in the box, keeping what the same branch showed before.
  func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    MountedChildren.show([self], in: widget)
    return true
  }
}
