import CGtk
import GtkGlue

/// Puts toolbar items into a GtkHeaderBar: `.navigation` and `.cancellationAction` after the
/// back button at the start, `.principal` in the middle, the rest at the end in the order
/// written, `.confirmationAction` styled as the suggested action and marked as the default
/// action (the button Enter presses in a sheet, see `DialogWindow.present()`).
@MainActor
enum ToolbarPlacer {
  static func place(_ items: [ToolbarItem], in header: UnsafeMutablePointer<GtkWidget>) {
    let bar = header.checked(gtk_header_bar_get_type())
    var atEnd: [UnsafeMutablePointer<GtkWidget>] = []
    for item in items {
      guard !item.content.isEmpty else { continue }
      let widget =
        item.content.count == 1
        ? item.content[0].makeGtkWidget()
        : HStack {
          item.content
        }.makeGtkWidget()
      if item.placement.isConfirmation {
        gtk_widget_add_css_class(widget, "suggested-action")
        // One widget only: a row of several has no single button for Enter to press.
        if item.content.count == 1 { DefaultAction.markAsDefault(widget) }
      }
      switch item.placement.slot {
      case .start: gtk_header_bar_pack_start(bar, widget)
      case .title: gtk_header_bar_set_title_widget(bar, widget)
      case .end: atEnd.append(widget)
      }
    }
    // pack_end fills from the end inwards: the last item written goes first.
    for widget in atEnd.reversed() { gtk_header_bar_pack_end(bar, widget) }
  }
}
