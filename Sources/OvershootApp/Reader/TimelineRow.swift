import CGtk
import FeedCore
import Foundation
import GtkGlue
import Overshoot

/// One entry in the timeline: the title (bold while unread), the feed's name and a relative
/// time, and two lines of plain summary. All text is set as text, never as Pango markup.
@MainActor
final class TimelineRow: ListRow {
  let widget: UnsafeMutablePointer<GtkWidget>
  private let title: UnsafeMutablePointer<GtkWidget>
  private let meta: UnsafeMutablePointer<GtkWidget>
  private let summary: UnsafeMutablePointer<GtkWidget>
  /// The entry bound now, for the context menu.
  private(set) var entry: StoredEntry?
  /// Every row alive, to find the one holding the keyboard focus (Shift+F10, Menu).
  private static var live: [WeakRow] = []
  /// Whether a row's context menu is open now (for tests).
  private(set) static var isMenuOpen = false

  init() {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 3)
    gtk_widget_add_css_class(widget, "timeline-row")
    title = Self.label(lines: 2, css: "timeline-title")
    meta = Self.label(lines: 1, css: "timeline-meta")
    summary = Self.label(lines: 2, css: "timeline-summary")
    for child in [title, meta, summary] { gtk_box_append(widget.checked(as: GtkBox.self), child) }
    let menuClick = gtk_gesture_click_new()!
    gtk_gesture_single_set_button(menuClick, 3)
    menuClick.connectPressed { [weak self] _, x, y in self?.showMenu(x: x, y: y) }
    gtk_widget_add_controller(widget, menuClick)
    Self.live.removeAll { $0.row == nil }
    Self.live.append(WeakRow(row: self))
  }

  /// Opens the context menu of the row holding the keyboard focus in `list`, at the row;
  /// returns whether there was one (Shift+F10 and the Menu key).
  static func showMenuOfFocusedRow(in list: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let root = gtk_widget_get_root(list),
      var focus = gtk_root_get_focus(root)
    else { return false }
    // The focus is on GTK's list item widget around our row (or on something inside it).
    while !live.contains(where: { $0.row?.widget == focus }) {
      if let child = gtk_widget_get_first_child(focus),
        live.contains(where: { $0.row?.widget == child })
      {
        focus = child
        break
      }
      guard let parent = gtk_widget_get_parent(focus), parent != list else { return false }
      focus = parent
    }
    guard let row = live.first(where: { $0.row?.widget == focus })?.row else { return false }
    row.showMenu(x: 24, y: Double(gtk_widget_get_height(row.widget)) / 2)
    return true
  }

  private static func label(lines: Int32, css: String) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new(nil)!
    let opaque = OpaquePointer(label)
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
    showTimes(of: item)
    let summaryText = item.entry.summary ?? ""
    gtk_label_set_text(summary.checked(gtk_label_get_type()), summaryText)
    gtk_widget_set_visible(summary, summaryText.isEmpty ? 0 : 1)
  }

  /// The meta line and the accessible name, both of which say how long ago the entry came.
  private func showTimes(of item: StoredEntry) {
    var parts = [item.feedTitle, RelativeTime.describe(item.sortDate)]
    if item.isStarred { parts.insert("★", at: 0) }
    if !item.isRead { parts.append("unread") }
    gtk_label_set_text(meta.checked(gtk_label_get_type()), parts.joined(separator: " · "))
    // A screen reader reads the list item GTK wraps around this row, which has no name of its
    // own: give both the row's one line.
    let name = Self.accessibleName(of: item)
    overshoot_accessible_set_label(widget, name)
    if let item = gtk_widget_get_parent(widget) { overshoot_accessible_set_label(item, name) }
  }

  /// Says the relative times again on every bound row, so "just now" does not stay for minutes.
  static func refreshRelativeTimes() {
    for row in live.compactMap(\.row) {
      if let entry = row.entry { row.showTimes(of: entry) }
    }
  }

  /// What a screen reader says for `item`: "title, feed, time", then "unread" and "starred".
  static func accessibleName(of item: StoredEntry) -> String {
    var parts = [
      item.entry.title.flatMap { $0.isEmpty ? nil : $0 } ?? "Untitled",
      item.feedTitle, RelativeTime.describe(item.sortDate),
    ]
    if !item.isRead { parts.append("unread") }
    if item.isStarred { parts.append("starred") }
    return parts.joined(separator: ", ")
  }

  func unbind() {
    entry = nil
  }

  /// The context menu: read state, star, copy link; its actions are the window's, keyed by id.
  private func showMenu(x: Double, y: Double) {
    guard let entry else { return }
    let menu = g_menu_new()!
    defer { g_object_unref(menu.gpointer) }
    func add(_ label: String, _ action: String) {
      let item = g_menu_item_new(label, nil)!
      g_menu_item_set_action_and_target_value(item, action, g_variant_new_int64(gint64(entry.id)))
      g_menu_append_item(menu, item)
      g_object_unref(item.gpointer)
    }
    add("Open", "win.open-entry")
    add(entry.isRead ? "Mark as Unread" : "Mark as Read", "win.toggle-read")
    add(entry.isStarred ? "Unstar" : "Star", "win.toggle-star")
    if entry.entry.link != nil { add("Copy Link", "win.copy-link") }
    let popover = gtk_popover_menu_new_from_model(menu.checked(as: GMenuModel.self))!
    gtk_widget_set_parent(popover, widget)
    var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
    gtk_popover_set_pointing_to(popover.checked(as: GtkPopover.self), &point)
    gtk_popover_set_has_arrow(popover.checked(as: GtkPopover.self), 0)
    popover.connect("closed") {
      Self.isMenuOpen = false
      // Unparent after the menu's action ran; a popover left parented leaks with its row.
      MainContext.idle { gtk_widget_unparent(popover) }
    }
    Self.isMenuOpen = true
    gtk_popover_popup(popover.checked(as: GtkPopover.self))
  }
}

/// A row held weakly: the list owns its rows.
private struct WeakRow {
  weak var row: TimelineRow?
}
