import CGtk
import GtkGlue

/// A GNOME navigation sidebar (a `navigation-sidebar` list box in a scrolled window): sections
/// of rows, each section optionally under a heading that folds it away, with counts, warning
/// marks and context menus.
///
/// Picking is activation (a click, Enter, Space), not selection: arrows move through the rows
/// without switching what the window shows or the highlight (the row last picked stays
/// highlighted, and is the one a screen reader hears as selected), and Tab leaves the sidebar
/// for the next pane. A heading is a row too, so the keyboard reaches it;
/// activating it folds or unfolds its section.
///
/// The sidebar lives as long as its widget (see `WrapperLifetime`): a caller may keep only the
/// widget, and the rows still answer.
@MainActor
public final class NavigationSidebar<Key: Hashable>: WidgetHandle {
  /// Called when the reader picks a row.
  public var onActivate: (@MainActor (Key) -> Void)?
  /// Where Tab goes from the sidebar: the pane it leads to (the content beside it), when GTK's
  /// focus chain would pass other widgets first (a header bar's buttons, a switcher under the
  /// sidebar). Nil, or a pane that takes no focus: the next widget in the chain.
  public weak var tabDestination: WidgetHandle?
  /// Headings whose sections are folded; kept across ``show(_:selected:)``.
  public private(set) var collapsedHeadings: Set<String> = []

  /// The `sidebar.` action group, see ``addMenuAction(_:_:)``.
  let menuActions: ObjectRef
  private let listBox: UnsafeMutablePointer<GtkWidget>
  private var rows: [SidebarRowRecord<Key>] = []
  private var headings: [SidebarHeadingRecord<Key>] = []
  /// The key last picked, which the highlight returns to.
  private var shown: Key?
  /// True while rows are rebuilt or reselected, when GTK's own signals are not the reader's.
  private var rebuilding = false

  /// An empty sidebar named `accessibleLabel` for screen readers, `width` points wide.
  public init(accessibleLabel: String, width: Int = 220) {
    let box = Gtk.ListBox()
    listBox = box.widget
    listBox.addCSSClass("navigation-sidebar")
    box.selectionMode = GTK_SELECTION_SINGLE
    overshoot_accessible_set_label(listBox, accessibleLabel)
    let scrolled = Gtk.ScrolledWindow().widget
    Gtk.ScrolledWindow(scrolled).setPolicy(
      horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
    Gtk.ScrolledWindow(scrolled).child = listBox
    AccessibleChrome.nameScrollParts(of: scrolled, paneLabel: accessibleLabel)
    scrolled.setSizeRequest(width: width, height: -1)
    // A sidebar runs down its pane, under a header bar or above a switcher as well: without
    // this a box gave it its natural height, about one row.
    scrolled.vexpand = true
    menuActions = ObjectRef(adopting: g_simple_action_group_new()!)
    super.init(gtkWidget: scrolled)
    gtk_widget_insert_action_group(
      listBox, Self.actionPrefix, menuActions.pointer.checked(g_action_group_get_type()))
    listBox.connectWithPointer("row-activated") { [weak self] row in
      guard let self, !self.rebuilding, let row else { return }
      self.activate(row)
    }
    // GtkListBox selects the row the arrows reach, and a screen reader hears "selected" on
    // each; the highlight (and the accessible selected state) stays on the row last picked,
    // the focus ring shows where the keyboard is.
    listBox.connectWithPointer("row-selected") { [weak self] _ in
      guard let self, !self.rebuilding else { return }
      self.highlightShown()
    }
    FocusLeaveController.attach(to: listBox) { [weak self] in self?.highlightShown() }
    TabLeavesList.install(on: listBox) { [weak self] in self?.tabDestination?.gtkWidget }
    KeyboardShortcuts.add(KeyboardShortcuts.contextMenu, to: listBox) { [weak self] in
      self?.showMenuOfFocusedRow() ?? false
    }
    // The handlers above hold the sidebar weakly; the widget holds it, so they never go deaf.
  }

  private var box: Gtk.ListBox { Gtk.ListBox(listBox) }

  /// Replaces the rows with `sections`, highlighting the row of `selected`.
  /// The keyboard focus stays on the same row (or heading) when it is still there, so a refresh
  /// finishing while the reader moves through the sidebar does not throw the focus away.
  public func show(_ sections: [SidebarSection<Key>], selected: Key) {
    rebuilding = true
    defer { rebuilding = false }
    let focused = focusedRow()
    while let child = listBox.firstChild {
      box.remove(child)
    }
    rows = []
    headings = []
    shown = selected
    for section in sections { append(section) }
    highlightShown()
    switch focused {
    case .item(let key)?: focus(key)
    case .heading(let title)?:
      if let row = headings.first(where: { $0.title == title })?.row { row.grabFocus() }
    case nil: break
    }
  }

  /// Which row holds the keyboard focus, if one of this sidebar's does.
  private func focusedRow() -> FocusedSidebarRow<Key>? {
    guard let root = listBox.root, let focus = root.focus else {
      return nil
    }
    if let match = rows.first(where: { $0.row == focus }) { return .item(match.item.key) }
    if let match = headings.first(where: { $0.row == focus }) { return .heading(match.title) }
    return nil
  }

  private func append(_ section: SidebarSection<Key>) {
    var sectionRows: [UnsafeMutablePointer<GtkWidget>] = []
    let collapsed = section.heading.map { collapsedHeadings.contains($0) } ?? false
    if let heading = section.heading {
      let content = SidebarRowContent.heading(heading, count: section.count, collapsed: collapsed)
      let row = newRow(content.box)
      Gtk.ListBoxRow(row).isSelectable = false
      overshoot_accessible_set_label(row, section.headingLabel(collapsed: collapsed))
      headings.append(
        SidebarHeadingRecord(row: row, arrow: content.arrow, section: section, rows: []))
    }
    for item in section.items {
      let content = SidebarRowContent.make(item)
      // Indented past the heading's arrow, so a folder's rows read as belonging to it.
      if section.heading != nil { content.marginStart = 22 }
      let row = newRow(content)
      if let detail = item.detail {
        Tooltip.set(detail, on: row)
        overshoot_accessible_set_description(row, detail)
      }
      overshoot_accessible_set_label(row, item.accessibleLabel)
      if !item.menu.isEmpty { attachMenu(item.menu, to: content) }
      row.isVisible = !collapsed
      rows.append(SidebarRowRecord(row: row, content: content, item: item))
      sectionRows.append(row)
    }
    if section.heading != nil { headings[headings.count - 1].rows = sectionRows }
  }

  private func newRow(_ content: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>
  {
    let row = Gtk.ListBoxRow()
    row.child = content
    box.append(row)
    return row.widget
  }

  private func activate(_ row: UnsafeMutableRawPointer) {
    if let heading = headings.first(where: { UnsafeMutableRawPointer($0.row) == row }) {
      setCollapsed(heading.section.heading ?? "", !collapsedHeadings.contains(heading.title))
      return
    }
    guard let match = rows.first(where: { UnsafeMutableRawPointer($0.row) == row }) else { return }
    shown = match.item.key
    highlightShown()
    onActivate?(match.item.key)
  }

  /// Folds (`true`) or unfolds the section under `heading`, as activating its heading does.
  public func setCollapsed(_ heading: String, _ collapsed: Bool) {
    if collapsed { collapsedHeadings.insert(heading) } else { collapsedHeadings.remove(heading) }
    guard let record = headings.first(where: { $0.title == heading }) else { return }
    for row in record.rows { row.isVisible = !collapsed }
    Gtk.Image(record.arrow).setIconName(SidebarRowContent.arrowName(collapsed: collapsed))
    overshoot_accessible_set_label(record.row, record.section.headingLabel(collapsed: collapsed))
    if !collapsed { highlightShown() }
  }

  /// Puts the highlight back on the row last picked (the keyboard may have moved it away).
  private func highlightShown() {
    rebuilding = true
    defer { rebuilding = false }
    guard let match = rows.first(where: { $0.item.key == shown }),
      match.row.isVisible
    else {
      box.unselectAll()
      return
    }
    gtk_list_box_select_row(
      listBox.checked(gtk_list_box_get_type()), match.row.checked(as: GtkListBoxRow.self))
  }

  /// Opens the menu of the row holding the keyboard focus (Shift+F10, Menu).
  private func showMenuOfFocusedRow() -> Bool {
    guard let root = listBox.root, let focus = root.focus,
      let match = rows.first(where: { $0.row == focus }), !match.item.menu.isEmpty
    else { return false }
    let key = match.item.key
    ContextMenu.present(
      match.item.menu, on: match.content, x: 24, y: Double(match.content.height) / 2
    ) { [weak self] in self?.focus(key) }
    return true
  }

  private func attachMenu(_ menu: [SidebarMenuItem], to content: UnsafeMutablePointer<GtkWidget>) {
    let click = Gtk.GestureClick()
    click.button = 3
    click.connectPressed { _, x, y in ContextMenu.present(menu, on: content, x: x, y: y) }
    content.addController(click)
  }

  /// Gives the keyboard focus to the row of `key`; false when it has no visible row.
  @discardableResult
  public func focus(_ key: Key) -> Bool {
    guard let match = rows.first(where: { $0.item.key == key }),
      match.row.isVisible
    else { return false }
    return match.row.grabFocus()
  }

  /// Highlights the row of `key` as the one shown, without rebuilding the rows: for a scope
  /// picked elsewhere (a shortcut, a notification) while the rows themselves are unchanged.
  public func highlight(_ key: Key) {
    shown = key
    highlightShown()
  }

  /// Gives the keyboard focus to the row last picked.
  @discardableResult
  public func focusShown() -> Bool {
    guard let shown else { return false }
    return focus(shown)
  }

  /// The key of the highlighted row, if any.
  public var selectedKey: Key? {
    guard let selected = box.selectedRow else { return nil }
    return rows.first { $0.row == selected.widget }?.item.key
  }

  /// The record of `key`'s row.
  func rowRecord(of key: Key) -> SidebarRowRecord<Key>? {
    rows.first { $0.item.key == key }
  }

  /// The record of the row widget `row`.
  func rowRecord(of row: UnsafeMutablePointer<GtkWidget>) -> SidebarRowRecord<Key>? {
    rows.first { $0.row == row }
  }

  // Test-only readers and drivers: `@_spi(Testing) import Overshoot`, compiled into debug builds
  // only, so a release binary carries none of them (`.ci/tests/release-symbols.sh`).
  #if DEBUG
    /// The tooltip of `key`'s row.
    @_spi(Testing) public func tooltip(of key: Key) -> String? {
      rows.first(where: { $0.item.key == key })?.row.tooltipText
    }

    /// The texts `key`'s row shows, in order (name, subtitle, count), shown labels only.
    @_spi(Testing) public func rowTexts(of key: Key) -> [String] {
      guard let content = rows.first(where: { $0.item.key == key })?.content else { return [] }
      var texts: [String] = []
      var pending = [content]
      while !pending.isEmpty {
        let widget = pending.removeFirst()
        guard widget.isVisible else { continue }
        if let label = Gtk.Label(ifInstance: widget) { texts.append(label.text) }
        pending.insert(contentsOf: WidgetChildren.of(widget), at: 0)
      }
      return texts
    }

    /// What `key`'s row shows before its name: "image W×H at S pt" for an image (its
    /// texture's pixels, its drawn size), "icon NAME" for a themed icon.
    @_spi(Testing) public func iconDescription(of key: Key) -> String? {
      guard let content = rows.first(where: { $0.item.key == key })?.content,
        let image = content.firstChild
      else { return nil }
      let typed = Gtk.Image(image)
      if typed.storageType == GTK_IMAGE_PAINTABLE,
        let paintable = gtk_image_get_paintable(image.checked(gtk_image_get_type()))
      {
        let width = gdk_paintable_get_intrinsic_width(paintable)
        let height = gdk_paintable_get_intrinsic_height(paintable)
        return "image \(width)×\(height) at \(image.width) pt"
      }
      return "icon " + (typed.iconName ?? "none")
    }

    /// The warning `key`'s row marks, if any.
    @_spi(Testing) public func warning(of key: Key) -> String? {
      rows.first { $0.item.key == key }?.item.warning
    }

    /// The headings shown, in order.
    @_spi(Testing) public var headingTitles: [String] { headings.map(\.title) }

    /// The keys of the rows under `heading` (nil: the rows of sections without one), in order.
    @_spi(Testing) public func keys(under heading: String?) -> [Key] {
      guard let heading else {
        let grouped = Set(headings.flatMap { $0.rows.map(UnsafeMutableRawPointer.init) })
        return rows.filter { !grouped.contains(UnsafeMutableRawPointer($0.row)) }.map(\.item.key)
      }
      guard let record = headings.first(where: { $0.title == heading }) else { return [] }
      let members = Set(record.rows.map(UnsafeMutableRawPointer.init))
      return rows.filter { members.contains(UnsafeMutableRawPointer($0.row)) }.map(\.item.key)
    }

    /// Whether `key`'s row is shown (false when its section is folded or it has no row).
    @_spi(Testing) public func isRowVisible(_ key: Key) -> Bool {
      guard let row = rows.first(where: { $0.item.key == key })?.row else { return false }
      return row.isVisible
    }

    /// Activates the row of `heading` as a click or Enter would.
    @_spi(Testing) public func activateHeading(_ heading: String) {
      guard let record = headings.first(where: { $0.title == heading }) else { return }
      record.row.activate()
    }
  #endif
}

/// The row holding the keyboard focus, by what it shows, to find again after a rebuild.
enum FocusedSidebarRow<Key: Hashable> {
  case item(Key)
  case heading(String)
}

/// A row made for an item, kept to find the item again from GTK's row pointer.
struct SidebarRowRecord<Key: Hashable> {
  let row: UnsafeMutablePointer<GtkWidget>
  let content: UnsafeMutablePointer<GtkWidget>
  let item: SidebarItem<Key>
}

/// A heading row and the rows its section holds.
struct SidebarHeadingRecord<Key: Hashable> {
  let row: UnsafeMutablePointer<GtkWidget>
  let arrow: UnsafeMutablePointer<GtkWidget>
  let section: SidebarSection<Key>
  var rows: [UnsafeMutablePointer<GtkWidget>]
  var title: String { section.heading ?? "" }
}
