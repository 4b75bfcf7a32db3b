import CGtk
import FeedCore
import Foundation
import GtkGlue
import Overshoot

/// A left-aligned label bound to a string: the Swift twin of the C baseline's label row.
@MainActor
final class LabelRow: ListRow {
  let widget: UnsafeMutablePointer<GtkWidget>

  init() {
    widget = gtk_label_new(nil)
    gtk_label_set_xalign(widget.checked(gtk_label_get_type()), 0)
  }

  func bind(_ item: String) {
    gtk_label_set_text(widget.checked(gtk_label_get_type()), item)
  }
}

/// The app's timeline row (`Sources/OvershootApp/Reader/TimelineRow.swift`), widgets and bind
/// as they are there; only the right-click menu is left out, which costs nothing while
/// scrolling. Copied because an executable target cannot be imported; keep the two in step.
@MainActor
final class TimelineBenchRow: ListRow {
  let widget: UnsafeMutablePointer<GtkWidget>
  private let title: UnsafeMutablePointer<GtkWidget>
  private let meta: UnsafeMutablePointer<GtkWidget>
  private let summary: UnsafeMutablePointer<GtkWidget>
  private(set) var entry: StoredEntry?

  init() {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 3)
    gtk_widget_add_css_class(widget, "timeline-row")
    title = Self.label(lines: 2, css: "timeline-title")
    meta = Self.label(lines: 1, css: "timeline-meta")
    summary = Self.label(lines: 2, css: "timeline-summary")
    for child in [title, meta, summary] { gtk_box_append(widget.checked(as: GtkBox.self), child) }
  }

  private static func label(lines: Int32, css: String) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new(nil)!
    let opaque = label.checked(gtk_label_get_type())
    gtk_label_set_use_markup(opaque, 0)
    gtk_label_set_xalign(opaque, 0)
    gtk_label_set_wrap(opaque, 1)
    gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
    gtk_label_set_lines(opaque, lines)
    gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END)
    gtk_widget_add_css_class(label, css)
    return label
  }

  func bind(_ item: StoredEntry) {
    entry = item
    let text = item.entry.title.flatMap { $0.isEmpty ? nil : $0 } ?? "(untitled)"
    gtk_label_set_text(title.checked(gtk_label_get_type()), text)
    if item.isRead {
      gtk_widget_remove_css_class(title, "unread")
    } else {
      gtk_widget_add_css_class(title, "unread")
    }
    var parts = [item.feedTitle, RelativeTime.describe(item.sortDate)]
    if item.isStarred { parts.insert("★", at: 0) }
    if !item.isRead { parts.append("unread") }
    gtk_label_set_text(meta.checked(gtk_label_get_type()), parts.joined(separator: " · "))
    let summaryText = item.entry.summary ?? ""
    gtk_label_set_text(summary.checked(gtk_label_get_type()), summaryText)
    gtk_widget_set_visible(summary, summaryText.isEmpty ? 0 : 1)
  }

  func unbind() {
    entry = nil
  }
}
