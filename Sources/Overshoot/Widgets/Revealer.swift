import CGtk
import GtkGlue

/// A strip that slides in and out (a GtkRevealer), for content that comes and goes above
/// other content: a notice, an error banner.
///
/// While hidden its content is not just covered but hidden, so it is no Tab stop and nothing a
/// screen reader walks into.
@MainActor
public final class Revealer: WidgetHandle {
  private let child: UnsafeMutablePointer<GtkWidget>
  private var revealer: Gtk.Revealer { Gtk.Revealer(gtkWidget) }

  /// A hidden revealer around `child`.
  public init(_ child: UnsafeMutablePointer<GtkWidget>) {
    let revealer = Gtk.Revealer()
    self.child = child
    revealer.child = child
    child.isVisible = false
    super.init(gtkWidget: revealer.widget)
  }

  /// A hidden revealer around a described widget.
  public convenience init(@WidgetBuilder _ content: () -> [any Widget]) {
    let children = content()
    precondition(children.count == 1, "a Revealer holds one widget; wrap several in a stack")
    self.init(children[0].makeGtkWidget())
  }

  /// Whether the content is shown: it slides in when set, and is hidden at once when cleared.
  public var isRevealed: Bool {
    get { revealer.revealsChild }
    set { Self.reveal(newValue, in: gtkWidget) }
  }

  /// Slides `revealer`'s child in, or hides it at once: a hidden child is no Tab stop and
  /// nothing a screen reader walks into.
  static func reveal(_ revealed: Bool, in revealer: UnsafeMutablePointer<GtkWidget>) {
    let typed = Gtk.Revealer(revealer)
    let child = typed.child
    if revealed, let child { child.isVisible = true }
    typed.revealsChild = revealed
    if !revealed, let child { child.isVisible = false }
  }

  /// The content's widget, for the app to find its parts.
  public var content: UnsafeMutablePointer<GtkWidget> { child }
}
