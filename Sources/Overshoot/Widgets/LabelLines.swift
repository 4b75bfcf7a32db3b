import CGtk
import GtkGlue

/// How a label breaks its text, from the line limit and truncation its modifiers set, whichever
/// came first.
///
/// A truncated label always wraps, even on one line: GTK then fills its lines and ends the
/// last with the ellipsis, which looks the same as a one-line label cut short, and GTK 4.18
/// measures it for less than a non-wrapping ellipsized label (profiled on the reader's
/// timeline rows, whose scrolling cost it set apart from GTK's own C list). Only one line without truncation turns wrapping off, so the text stays
/// whole on its line, as `lineLimit(1)` says.
enum LabelLines {
  /// Sets wrapping for `label`'s current line limit and ellipsis.
  @MainActor static func apply(to label: Gtk.Label) {
    let truncated = label.ellipsize != PANGO_ELLIPSIZE_NONE
    let oneLine = label.lines == 1
    label.wraps = !oneLine || truncated
    label.wrapMode = PANGO_WRAP_WORD_CHAR
  }
}
