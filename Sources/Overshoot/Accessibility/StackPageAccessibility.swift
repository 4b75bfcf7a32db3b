import CGtk
import GtkGlue

/// Keeps a GtkStack's hidden pages away from screen readers.
///
/// GTK 4.8 hides a stack's other pages from the screen (child-visible off) but not from
/// assistive technology: their widgets stay "visible" in the AT-SPI tree, so a screen reader
/// finds four "Refresh" buttons where one is shown. This marks every page but the shown one
/// hidden to accessibility (`GTK_ACCESSIBLE_STATE_HIDDEN`), and follows the stack as it switches.
@MainActor
public enum StackPageAccessibility {
  /// Hides `stack`'s pages that are not shown from assistive technology, now and on every switch.
  public static func hideInactivePages(of stack: UnsafeMutablePointer<GtkWidget>) {
    update(stack)
    stack.connectWithPointer("notify::visible-child") { _ in update(stack) }
  }

  /// Marks every page but the shown one hidden, for pages added since the last switch.
  static func update(_ stack: UnsafeMutablePointer<GtkWidget>) {
    let shown = Gtk.Stack(stack).visibleChild
    var child = stack.firstChild
    while let page = child {
      overshoot_accessible_set_hidden(page, page == shown ? 0 : 1)
      child = page.nextSibling
    }
  }
}
