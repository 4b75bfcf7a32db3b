import CGtk
import GtkGlue

/// The scrolled window a `ScrollView` makes: GtkScrolledWindow with one correction to how the
/// Tab key passes it, for a pane that is no focus stop of its own (around a list view, see
/// `ScrollView.followContentFocus`).
///
/// When Tab reaches a GtkScrolledWindow whose content takes no focus, GTK gives the focus to the
/// pane itself and reports the move done, even when the pane is not focusable and the focus
/// stayed where it was: the Tab chain stopped there for good. A list view takes no focus when
/// the row it would focus cannot (a section heading, which GTK 4.8 shows as a row, or any row of
/// a list without selection), so a window with such a list was a keyboard trap. This pane
/// reports the move done only when the focus did come inside; otherwise, for a Tab from another
/// widget, it first offers the focus to the list's rows in view (the first that takes it, the
/// last going backwards), and else lets the chain go on past it.
@MainActor
enum ScrollPaneType {
  /// The registered type, a subclass of GtkScrolledWindow named `OvershootScrollPane`.
  static let type: GType = register()

  /// A new, floating pane.
  static func make() -> UnsafeMutablePointer<GtkWidget> {
    let object = g_object_new_with_properties(type, 0, nil, nil)!
    return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
  }

  private static func register() -> GType {
    let parent = gtk_scrolled_window_get_type()
    var query = GTypeQuery()
    g_type_query(parent, &query)
    return g_type_register_static_simple(
      parent, "OvershootScrollPane", query.class_size,
      { klass, _ in
        guard let klass else { return }
        klass.assumingMemoryBound(to: GtkWidgetClass.self).pointee.focus = { widget, direction in
          guard let widget else { return 0 }
          return MainActor.assumeIsolated { ScrollPaneType.focus(widget, direction) ? 1 : 0 }
        }
      }, query.instance_size, nil, GTypeFlags(rawValue: 0))
  }

  /// GTK's own move, then the correction: true only when the focus is inside the pane.
  private static func focus(
    _ pane: UnsafeMutablePointer<GtkWidget>, _ direction: GtkDirectionType
  ) -> Bool {
    // GtkScrolledWindow's own focus handler, read from its class (referenced for the life of
    // the process) rather than kept in a mutable static.
    let gtkClass = g_type_class_peek(gtk_scrolled_window_get_type())?
      .assumingMemoryBound(to: GtkWidgetClass.self)
    let moved = gtkClass?.pointee.focus?(pane, direction) ?? 0
    guard moved != 0, !pane.isFocusable else { return moved != 0 }
    if pane.focusChild != nil { return true }
    // The window's first focus (GTK asks for it as a Tab from nothing) is not moved into the
    // rows: only a Tab from another widget is.
    guard let root = pane.root, root.focus != nil,
      let list = Gtk.ScrolledWindow(pane).child,
      Gtk.ListView(ifInstance: list) != nil
    else { return false }
    let rows = WidgetChildren.of(list).filter { $0.isMapped }
    let backward = direction == GTK_DIR_TAB_BACKWARD || direction == GTK_DIR_UP
    return (backward ? rows.reversed() : rows).contains { $0.grabFocus() }
  }
}
