import CGtk
import COvershootApp
import FeedCore
import GtkGlue

/// The sidebar: "All", "Unread", "Starred" and each feed, with unread counts and a warning
/// mark on feeds whose last refresh failed (its tooltip says why).
@MainActor
final class SidebarView {
  let widget: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef
  private let listBox: UnsafeMutablePointer<GtkWidget>
  private var rows: [(row: UnsafeMutablePointer<GtkWidget>, scope: EntryScope)] = []
  private var feedRows:
    [(row: UnsafeMutablePointer<GtkWidget>, box: UnsafeMutablePointer<GtkWidget>, feedID: Int64)] =
      []
  /// The scope shown, which the highlight returns to when the keyboard leaves the list.
  private var shown: EntryScope = .all
  private var rebuilding = false
  /// Called when the reader picks a scope.
  var onSelect: (@MainActor (EntryScope) -> Void)?

  init() {
    listBox = gtk_list_box_new()
    gtk_widget_add_css_class(listBox, "navigation-sidebar")
    gtk_list_box_set_selection_mode(listBox.checked(gtk_list_box_get_type()), GTK_SELECTION_SINGLE)
    overshoot_accessible_set_label(listBox, "Feeds")
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(
      scrolled.checked(gtk_scrolled_window_get_type()), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_child(scrolled.checked(gtk_scrolled_window_get_type()), listBox)
    gtk_widget_set_size_request(scrolled, 220, -1)
    widget = scrolled
    reference = ObjectRef(sinking: widget)
    // A pick is an activation (a click, Enter, Space), not a selection: arrows and Tab move
    // the keyboard through the rows without switching the timeline under the reader.
    listBox.connectWithPointer("row-activated") { [weak self] row in
      guard let self, !self.rebuilding, let row,
        let scope = self.rows.first(where: { UnsafeMutableRawPointer($0.row) == row })?.scope
      else { return }
      self.shown = scope
      self.onSelect?(scope)
    }
    let focus = gtk_event_controller_focus_new()!
    focus.connect("leave") { [weak self] in self?.highlightShown() }
    gtk_widget_add_controller(listBox, focus)
    KeyShortcuts.install(KeyShortcuts.contextMenu, on: listBox) { [weak self] in
      self?.showMenuOfFocusedRow() ?? false
    }
  }

  /// Rebuilds the rows for `model`, keeping `selected` selected.
  func update(_ model: ReaderModel, selected: EntryScope) {
    rebuilding = true
    defer { rebuilding = false }
    while let child = gtk_widget_get_first_child(listBox) {
      gtk_list_box_remove(listBox.checked(gtk_list_box_get_type()), child)
    }
    rows = []
    feedRows = []
    shown = selected
    append("All", count: model.unreadTotal, icon: "view-list-symbolic", scope: .all)
    append("Unread", count: model.unreadTotal, icon: "mail-unread-symbolic", scope: .unread)
    append("Starred", count: model.starredTotal, icon: "starred-symbolic", scope: .starred)
    for feed in model.subscriptions {
      append(
        feed.title, count: feed.unreadCount,
        icon: feed.isDemo ? "applications-science-symbolic" : "application-rss+xml-symbolic",
        scope: .feed(feed.id), error: feed.lastError, feed: feed)
    }
    highlightShown()
  }

  /// Selects the row of the scope shown (the keyboard may have moved the highlight away).
  private func highlightShown() {
    guard let match = rows.first(where: { $0.scope == shown }) else { return }
    rebuilding = true
    defer { rebuilding = false }
    gtk_list_box_select_row(
      listBox.checked(gtk_list_box_get_type()), match.row.checked(as: GtkListBoxRow.self))
  }

  /// Opens the menu of the feed row holding the keyboard focus (Shift+F10, Menu).
  private func showMenuOfFocusedRow() -> Bool {
    guard let root = gtk_widget_get_root(listBox), let focus = gtk_root_get_focus(root),
      let match = feedRows.first(where: { $0.row == focus })
    else { return false }
    Self.showMenu(
      feedID: match.feedID, on: match.box, x: 24, y: Double(gtk_widget_get_height(match.box)) / 2)
    return true
  }

  /// Puts the keyboard focus on the row of the scope shown (for F9 and tests).
  func focusShown() {
    guard let match = rows.first(where: { $0.scope == shown }) else { return }
    gtk_widget_grab_focus(match.row)
  }

  private func append(
    _ title: String, count: Int, icon: String, scope: EntryScope, error: String? = nil,
    feed: Subscription? = nil
  ) {
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    gtk_widget_set_margin_start(box, 6)
    gtk_widget_set_margin_end(box, 6)
    gtk_widget_set_margin_top(box, 4)
    gtk_widget_set_margin_bottom(box, 4)
    let image = gtk_image_new_from_icon_name(icon)!
    // Decorative: the row's name says what it is.
    overshoot_accessible_set_hidden(image, 1)
    gtk_box_append(box.checked(as: GtkBox.self), image)
    let label = gtk_label_new(title)!
    gtk_label_set_ellipsize(label.checked(gtk_label_get_type()), PANGO_ELLIPSIZE_END)
    gtk_label_set_xalign(label.checked(gtk_label_get_type()), 0)
    gtk_widget_set_hexpand(label, 1)
    gtk_box_append(box.checked(as: GtkBox.self), label)
    if let error {
      let mark = gtk_image_new_from_icon_name("dialog-warning-symbolic")!
      gtk_widget_add_css_class(mark, "error")
      gtk_widget_set_tooltip_text(mark, "Last refresh failed: \(error)")
      overshoot_accessible_set_label(mark, "Last refresh failed: \(error)")
      gtk_box_append(box.checked(as: GtkBox.self), mark)
    }
    if count > 0 {
      let counter = gtk_label_new("\(count)")!
      gtk_widget_add_css_class(counter, "sidebar-count")
      gtk_box_append(box.checked(as: GtkBox.self), counter)
    }
    if let feed { attachMenu(to: box, feedID: feed.id) }
    gtk_list_box_append(listBox.checked(gtk_list_box_get_type()), box)
    guard let row = gtk_widget_get_parent(box) else { return }
    if let feed { feedRows.append((row, box, feed.id)) }
    if let feed {
      // Feeds with the same title are told apart by their address.
      gtk_widget_set_tooltip_text(row, Self.address(of: feed))
      overshoot_accessible_set_description(row, Self.address(of: feed))
    }
    overshoot_accessible_set_label(row, count > 0 ? "\(title), \(count) unread" : title)
    rows.append((row, scope))
  }

  /// The address a feed row shows in its tooltip: the URL, or the path of a local file.
  static func address(of feed: Subscription) -> String {
    feed.url.isFileURL ? feed.url.path : feed.url.absoluteString
  }

  /// The tooltip of the row showing `scope` (tests).
  func tooltip(of scope: EntryScope) -> String? {
    guard let row = rows.first(where: { $0.scope == scope })?.row,
      let text = gtk_widget_get_tooltip_text(row)
    else { return nil }
    return String(cString: text)
  }

  /// A feed row's context menu: refresh it or remove it (the window asks for confirmation).
  private func attachMenu(to box: UnsafeMutablePointer<GtkWidget>, feedID: Int64) {
    let click = gtk_gesture_click_new()!
    gtk_gesture_single_set_button(click, 3)
    click.connectPressed { _, x, y in Self.showMenu(feedID: feedID, on: box, x: x, y: y) }
    gtk_widget_add_controller(box, click)
  }

  /// The feed menu, pointing at (`x`, `y`) in `box`.
  private static func showMenu(
    feedID: Int64, on box: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double
  ) {
    let menu = g_menu_new()!
    defer { g_object_unref(menu.gpointer) }
    let remove = g_menu_item_new("Remove Feed…", nil)!
    g_menu_item_set_action_and_target_value(
      remove, "win.remove-feed", g_variant_new_int64(gint64(feedID)))
    g_menu_append_item(menu, remove)
    g_object_unref(remove.gpointer)
    let popover = gtk_popover_menu_new_from_model(menu.checked(as: GMenuModel.self))!
    gtk_widget_set_parent(popover, box)
    var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
    gtk_popover_set_pointing_to(popover.checked(as: GtkPopover.self), &point)
    popover.connect("closed") { MainContext.idle { gtk_widget_unparent(popover) } }
    gtk_popover_popup(popover.checked(as: GtkPopover.self))
  }
}
