import CGtk
import FeedCore
import GtkGlue
import ListDiffing
import Overshoot
import ScrollCore

/// The timeline: entries newest first in a recycled list inside the refreshable scrolled
/// window, with the "N new" pill, a Back-to-top button, the geometry readout, the failure
/// banner and the empty states.
@MainActor
final class TimelineView {
  /// The root: the banner above the overlaid timeline.
  let widget: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef
  /// The entries.
  let list: RecycledListView<StoredEntry, Int64>
  /// The pull-to-refresh scrolled window around the list.
  let refreshable: RefreshableScrolledWindow
  /// Per-feed refresh failures.
  let banner = FailureBanner()
  /// What just happened outside a refresh (a link that would not open, an import).
  let notice = NoticeBar()
  /// The live scroll readout.
  let readout = ScrollReadout()
  private let emptyState = EmptyState()
  private let pillButton: UnsafeMutablePointer<GtkWidget>
  private let backToTopButton: UnsafeMutablePointer<GtkWidget>
  private var pill = NewItemsPill()
  private var backToTop = BackToTopVisibility()
  private var arrivals = 0
  private var showingList = true
  private var relativeTimes: guint = 0
  /// What the empty state says now, or nil while entries are shown.
  private(set) var emptyKind: EmptyState.Kind?

  init() {
    list = RecycledListView(row: TimelineRow.self, id: \.id, contentEqual: { $0 == $1 })
    list.singleClickActivate = true
    list.showSeparators = true
    overshoot_accessible_set_label(list.widget, "Entries")
    refreshable = RefreshableScrolledWindow(child: list.widget)
    list.reportVisibleRows(to: refreshable.scrollView)
    refreshable.scrollView.scrollIndicatorsFlash(onAppear: true)
    refreshable.scrollView.scrollIndicatorsFlash(trigger: 0)

    let overlay = gtk_overlay_new()!
    gtk_overlay_set_child(overlay.checked(gtk_overlay_get_type()), refreshable.widget)
    pillButton = gtk_button_new_with_label("")
    gtk_widget_add_css_class(pillButton, "new-items-pill")
    gtk_widget_add_css_class(pillButton, "suggested-action")
    gtk_widget_set_halign(pillButton, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(pillButton, GTK_ALIGN_START)
    gtk_widget_set_margin_top(pillButton, 12)
    gtk_widget_set_visible(pillButton, 0)
    gtk_widget_set_tooltip_text(pillButton, "Show the new entries")
    overshoot_accessible_set_label(pillButton, "Show the new entries")
    backToTopButton = gtk_button_new_from_icon_name("go-top-symbolic")
    gtk_widget_add_css_class(backToTopButton, "back-to-top")
    gtk_widget_add_css_class(backToTopButton, "osd")
    gtk_widget_set_halign(backToTopButton, GTK_ALIGN_END)
    gtk_widget_set_valign(backToTopButton, GTK_ALIGN_END)
    gtk_widget_set_margin_end(backToTopButton, 18)
    gtk_widget_set_margin_bottom(backToTopButton, 18)
    gtk_widget_set_tooltip_text(backToTopButton, "Back to top")
    overshoot_accessible_set_label(backToTopButton, "Back to top")
    gtk_widget_set_visible(backToTopButton, 0)
    for child in [pillButton, backToTopButton, readout.widget] {
      gtk_overlay_add_overlay(overlay.checked(gtk_overlay_get_type()), child)
    }

    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    reference = ObjectRef(sinking: widget)
    gtk_box_append(widget.checked(as: GtkBox.self), notice.widget)
    gtk_box_append(widget.checked(as: GtkBox.self), banner.widget)
    gtk_box_append(widget.checked(as: GtkBox.self), overlay)

    pillButton.connect("clicked") { [weak self] in
      guard let self, self.pill.handle(.clicked) == .scrollToTop else { return }
      self.scrollToTop()
    }
    backToTopButton.connect("clicked") { [weak self] in
      guard let self, self.backToTop.clicked() == .scrollToTop else { return }
      self.scrollToTop()
    }
    KeyShortcuts.install(KeyShortcuts.contextMenu, on: list.widget) { [weak self] in
      guard let self else { return false }
      return TimelineRow.showMenuOfFocusedRow(in: self.list.widget)
    }
    // Home and End scroll the timeline, as the shortcuts window says. GtkListView's own keys
    // only move its focus, which does nothing when the focused row is already the first.
    KeyShortcuts.install(["Home"], on: widget, capture: true) { [weak self] in
      self?.jump(toEnd: false) ?? false
    }
    KeyShortcuts.install(["End"], on: widget, capture: true) { [weak self] in
      self?.jump(toEnd: true) ?? false
    }
    // Relative times ("just now", "5 min ago") age: say them again every half minute.
    relativeTimes = MainContext.every(milliseconds: 30_000) { [weak self] in
      TimelineRow.refreshRelativeTimes()
      return self != nil
    }
    refreshable.scrollView.onScrollGeometryChange(
      for: ScrollGeometry.self, of: { $0 },
      action: { [weak self] _, geometry in self?.geometryChanged(geometry) })
  }

  /// Scrolls to the first or the last entry and puts the keyboard focus there.
  private func jump(toEnd: Bool) -> Bool {
    guard showingList, list.count > 0 else { return false }
    list.scroll(toPosition: toEnd ? list.count - 1 : 0)
    refreshable.scrollView.scroll(toEdge: toEnd ? .bottom : .top)
    gtk_widget_grab_focus(list.widget)
    return true
  }

  /// Scrolls the list to its top, animated.
  func scrollToTop() {
    refreshable.scrollView.scroll(toEdge: .top, animated: true)
  }

  /// Shows `entries`, newest first. New entries above the reader's row arrive without moving
  /// it, raise the "N new" pill and flash the indicators; `isNewScope` starts afresh instead,
  /// at the saved position when its entry is still in the list, else at the very top.
  func show(
    _ entries: [StoredEntry], isNewScope: Bool, empty: EmptyState.Kind?,
    restoring saved: ReadingPosition? = nil
  ) {
    let anchor = list.visibleRange?.positions.lowerBound
    if isNewScope { pill.handle(.dismissed) }
    let changes: ListChanges<Int64>
    do {
      changes = try list.apply(entries)
    } catch {
      printError("overshoot: \(error)")
      return
    }
    emptyKind = entries.isEmpty ? empty : nil
    if let empty, entries.isEmpty {
      emptyState.show(empty)
      setShowsList(false)
    } else {
      setShowsList(true)
    }
    if isNewScope {
      // The top is offset 0 exactly, not "row 0 aligned" (which can leave the list padding's
      // pixels above it): a touchpad pull must start at the top, not spend itself getting there.
      if let saved, let position = list.position(of: saved.entry),
        position > 0 || saved.rowOffset > 0
      {
        list.scroll(toPosition: position, rowOffset: saved.rowOffset)
      } else if list.count > 0 {
        refreshable.scrollView.scroll(toEdge: .top)
      }
    } else if let anchor, list.count > 0 {
      let above = NewItemsPill.insertedAbove(anchor: anchor, splices: changes.splices)
      if above > 0 {
        pill.handle(.inserted(count: above))
        arrivals += 1
        refreshable.scrollView.scrollIndicatorsFlash(trigger: arrivals)
      }
    }
    updatePill()
  }

  private func setShowsList(_ showsList: Bool) {
    guard showsList != showingList else { return }
    showingList = showsList
    refreshable.setChild(showsList ? list.widget : emptyState.widget)
  }

  private func geometryChanged(_ geometry: ScrollGeometry) {
    pill.handle(.scrolled(offset: geometry.contentOffset.y))
    updatePill()
    if backToTop.update(geometry)
      || gtk_widget_get_visible(backToTopButton) != (backToTop.isVisible ? 1 : 0)
    {
      gtk_widget_set_visible(backToTopButton, backToTop.isVisible ? 1 : 0)
    }
    if readout.isShown { readout.show(geometry) }
  }

  private func updatePill() {
    gtk_widget_set_visible(pillButton, pill.isVisible ? 1 : 0)
    if pill.isVisible {
      gtk_button_set_label(pillButton.checked(as: GtkButton.self), "↑ " + pill.label)
    }
  }

  /// The "N new" count shown now (0 when hidden).
  var newItemsShown: Int { pill.count }

  /// Shows or hides the geometry readout.
  func setReadoutShown(_ shown: Bool) {
    readout.isShown = shown
    if shown { readout.show(refreshable.scrollView.geometry) }
  }
}
