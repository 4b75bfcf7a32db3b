import CGtk
import GtkGlue

/// What a `NavigationSplitView` made: its columns, each a navigation page, in the layout its style
/// made, collapsed to the one column shown when narrower than `collapseWidth`. Lives as long as
/// its widget.
@MainActor
final class NavigationSplitController: Navigator {
  /// Narrower than this, one column shows at a time (libadwaita's usual breakpoint).
  static let collapseWidth: Int32 = 600
  private static let defaultWidths = [220, 280]

  /// The width watcher's box.
  var gtkWidget: UnsafeMutablePointer<GtkWidget> { widthWatcher.gtkWidget }
  let widthWatcher: WidthWatcher
  /// What shows the columns: the style's layout.
  private let layout: any NavigationSplitLayout
  private var columns: [SplitColumn] = []
  private var visibility = NavigationSplitViewVisibility.automatic
  /// `columnVisibility`, which the sidebar toggle writes.
  private let visibilityBinding: Binding<NavigationSplitViewVisibility>
  /// Whether one column shows at a time, and which.
  private(set) var isCollapsed = false
  private(set) var shownColumn = 0
  private var pendingCollapse: Bool?

  private let compactColumn: Binding<NavigationSplitViewColumn>?

  init(
    columns parts: [[any Widget]], visibility: Binding<NavigationSplitViewVisibility>,
    compactColumn: Binding<NavigationSplitViewColumn>?, style: NavigationSplitViewStyle
  ) {
    self.compactColumn = compactColumn
    visibilityBinding = visibility
    columns = parts.map { SplitColumn(root: $0) }
    layout = style.makeLayout(columns: columns.map(\.container))
    widthWatcher = WidthWatcher(child: layout.gtkWidget)
    layout.navigatedBack = { [weak self] index in self?.show(column: index) }
    widthWatcher.minimumWidth = { [weak self] in self?.narrowMinimumWidth() ?? 0 }
    widthWatcher.widthChanged = { [weak self] width in self?.widthChanged(width) }
    NavigationHostMark.mark(gtkWidget, host: self)
    gtkWidget.addCSSClass("navigation-split-view")
    ObservedBinding.bind(gtkWidget, key: .controlValue, read: visibility.get) {
      [weak self] value, _ in
      self?.visibility = value
      self?.arrange()
    }
    if let compactColumn {
      ObservedBinding.bind(layout.gtkWidget, key: .controlValue, read: compactColumn.get) {
        [weak self] column, _ in
        guard let self else { return }
        self.show(column: column.index(among: self.columns.count))
      }
    }
  }

  /// Shows the columns a body evaluated again describes, keeping the widgets whose identity
  /// holds (see `SplitColumn.update(with:)`); false when the number of columns changed.
  func update(columns parts: [[any Widget]]) -> Bool {
    guard parts.count == columns.count else { return false }
    for (column, content) in zip(columns, parts) { column.update(with: content) }
    arrange()
    return true
  }

  /// The least width of any one column: what the split view needs once collapsed.
  private func narrowMinimumWidth() -> Int32 {
    columns.map { column in
      var minimum: Int32 = 0
      gtk_widget_measure(
        column.page.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
      return minimum
    }.max() ?? 0
  }

  /// The least width of the columns shown side by side while wide: each column's own least
  /// width, or the width it asked for when wider (the detail column takes the room left).
  private func wideMinimumWidth() -> Int32 {
    let last = columns.count - 1
    return columns.indices.filter { showsWhileWide($0) }.reduce(0) { total, index in
      var minimum: Int32 = 0
      gtk_widget_measure(
        columns[index].page.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
      let asked = index == last ? 0 : Int32(columns[index].width ?? Self.defaultWidths[index])
      return total + max(minimum, asked)
    }
  }

  /// Whether the column at `index` shows while wide, as the visibility says.
  private func showsWhileWide(_ index: Int) -> Bool {
    switch visibility {
    case .automatic, .all: return true
    case .doubleColumn: return columns.count == 2 || index > 0
    case .detailOnly: return index == columns.count - 1
    }
  }

  /// Collapses or expands when the width crosses `collapseWidth`, or the least width of the
  /// columns side by side where that is more (libadwaita 1.2's leaflet would otherwise fold on
  /// its own there, showing the sidebar alone with no way on), after the layout that told.
  private func widthChanged(_ width: Int32) {
    // Narrower than the breakpoint collapses whatever the columns need; only wider are they
    // measured (from GTK's cache, warm from this allocation).
    let collapse = width < Self.collapseWidth || width < wideMinimumWidth()
    guard collapse != isCollapsed, pendingCollapse == nil else { return }
    pendingCollapse = collapse
    // Not during allocation: showing and hiding columns asks for a new layout.
    MainContext.idle { [weak self] in
      guard let self, let collapse = self.pendingCollapse else { return }
      self.pendingCollapse = nil
      self.isCollapsed = collapse
      self.arrange()
    }
  }

  /// Has the layout show the columns the mode and visibility ask for, at their widths, and
  /// gives the pages their back buttons and window buttons.
  private func arrange() {
    let last = columns.count - 1
    let visible: [Bool] = columns.indices.map { index in
      isCollapsed ? index == shownColumn : showsWhileWide(index)
    }
    let lastVisible = visible.lastIndex(of: true) ?? last
    // Wide, the first column shown after the sidebar has the sidebar toggle, as in SwiftUI.
    let removesToggle = columns.contains { $0.page.chrome.removesSidebarToggle }
    let toggleColumn =
      isCollapsed || removesToggle ? nil : visible.indices.first { $0 > 0 && visible[$0] }
    layout.arrange(
      NavigationSplitArrangement(
        isCollapsed: isCollapsed, shownColumn: shownColumn, visibleColumns: visible,
        columnWidths: columns.indices.map { index in
          index == last ? nil : columns[index].width ?? Self.defaultWidths[index]
        },
        titles: columns.map(\.page.shownTitle)))
    for (index, column) in columns.enumerated() {
      column.page.showsWindowButtons = isCollapsed || index == lastVisible
      if isCollapsed && index > 0 {
        column.page.onBack = { [weak self] in self?.show(column: index - 1) }
      } else {
        column.page.onBack = nil
      }
      // As libadwaita's navigation view pops on Escape; a stack's own pages do not.
      column.page.goesBackOnEscape = isCollapsed
      column.page.showSidebarToggle(sidebarShown: index == toggleColumn ? visible[0] : nil) {
        [weak self] shown in self?.setSidebarShown(shown)
      }
    }
  }

  /// Shows or hides the sidebar of a wide split view, as its toggle asks: writes
  /// `columnVisibility` (`.all`, or the columns after the sidebar) and arranges the columns.
  private func setSidebarShown(_ shown: Bool) {
    let value: NavigationSplitViewVisibility =
      shown ? .all : columns.count == 2 ? .detailOnly : .doubleColumn
    visibility = value
    if visibilityBinding.get() != value { visibilityBinding.set(value) }
    arrange()
  }

  /// Shows column `index` (collapsed: instead of the one shown), and writes it to the
  /// preferred compact column.
  func show(column index: Int) {
    let leaving = shownColumn
    shownColumn = max(0, min(index, columns.count - 1))
    if isCollapsed, leaving != shownColumn { columns[leaving].keepFocus(in: gtkWidget) }
    arrange()
    if isCollapsed, leaving != shownColumn { columns[shownColumn].takeFocus() }
    let column = NavigationSplitViewColumn(index: shownColumn, among: columns.count)
    if let compactColumn, compactColumn.get() != column { compactColumn.set(column) }
  }

  /// Collapsed, goes on from the column holding `widget` to the next, as SwiftUI does on a
  /// phone when a row of a sidebar's `List(selection:)` is chosen; the next column follows the
  /// selection itself. Wide, every column shows already.
  func rowChosen(in widget: UnsafeMutablePointer<GtkWidget>) {
    guard isCollapsed, let index = columnIndex(holding: widget), index == shownColumn,
      index < columns.count - 1
    else { return }
    show(column: index + 1)
  }

  /// The index of the column `widget` is in.
  private func columnIndex(holding widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
    columns.firstIndex {
      $0.container == widget || widget.isAncestor(of: $0.container)
    }
  }

  func follow(_ target: NavigationTarget, from widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let index = columnIndex(holding: widget), index < columns.count - 1 else { return false }
    let parts: [any Widget]
    switch target {
    case .view(let destination):
      parts = destination()
    case .value(let value):
      let type = ObjectIdentifier(Swift.type(of: value.base))
      guard let route = columns.lazy.compactMap({ $0.page.chrome.destinations[type] }).first else {
        Diagnostics.warn(
          "NavigationSplitView: nothing shows a \(Swift.type(of: value.base)); add "
            + ".navigationDestination(for: \(Swift.type(of: value.base)).self) { … } to a column")
        return true
      }
      parts = route.make(value)
    }
    columns[index + 1].replace(with: DescribedContent(parts).widget)
    show(column: isCollapsed ? index + 1 : shownColumn)
    return true
  }
}

/// One column of a split view: a box holding the page shown there.
@MainActor
final class SplitColumn {
  /// The box, a child of the split view's row.
  let container: UnsafeMutablePointer<GtkWidget>
  private(set) var page: NavigationPage

  /// What the split view's description put in the column, while its page shows (nil once a
  /// link showed something else there): the widget made and the shape it was made from.
  private var root: DescribedContent?

  /// A column showing `parts`, the split view's description of it.
  init(root parts: [any Widget]) {
    container = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0).widget
    gtk_widget_set_layout_manager(container, ColumnLayout.make())
    let root = DescribedContent(parts)
    page = NavigationPage(content: root.widget)
    self.root = root
    Gtk.Box(container).append(page.gtkWidget)
  }

  /// Shows `parts`, a body's new description of the column: the content updated in place where
  /// its identity holds (its widgets, their `@State` and the keyboard focus stay), else made
  /// anew. A destination a link showed in the column stays.
  func update(with parts: [any Widget]) {
    guard let root else { return }
    if root.update(with: parts) {
      page.refreshChrome(from: root.widget)
      return
    }
    let made = DescribedContent(parts)
    replace(with: made.widget)
    self.root = made
  }

  /// The widget that had the keyboard focus when the column was left collapsed.
  private var lastFocus: ObjectRef?

  /// Remembers the focused widget, if it is in this column, to give it back on return.
  func keepFocus(in splitView: UnsafeMutablePointer<GtkWidget>) {
    lastFocus = nil
    guard let root = splitView.root, let focus = root.focus,
      focus.isAncestor(of: container)
    else { return }
    lastFocus = ObjectRef(retaining: focus)
  }

  /// Gives the focus back to the widget that had it here, or to the column's first stop: the
  /// column that had it is hidden now, and a keyboard reader goes on where they look.
  func takeFocus() {
    defer { lastFocus = nil }
    if let widget = lastFocus?.widget, widget.isAncestor(of: container),
      widget.grabFocus()
    {
      return
    }
    container.childFocus(GTK_DIR_TAB_FORWARD)
  }

  /// The width the column's content asked for with `.navigationSplitViewColumnWidth`.
  var width: Int? { page.chrome.columnWidth }

  /// Shows `content` in the column instead of the page there.
  func replace(with content: UnsafeMutablePointer<GtkWidget>) {
    root = nil
    let old = page.gtkWidget
    page = NavigationPage(content: content)
    Gtk.Box(container).append(page.gtkWidget)
    old.isVisible = false
    // Later: the link that asked may be in the page being removed.
    g_object_ref(old.gpointer)
    MainContext.idle {
      if let parent = old.parent {
        Gtk.Box(parent).remove(old)
      }
      g_object_unref(old.gpointer)
    }
  }
}
