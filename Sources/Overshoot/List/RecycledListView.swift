import CGtk
import GtkGlue
import RefreshCore

/// A lazily recycled list on GtkListView, typed by item: SwiftUI's `LazyVStack`/`List` for GTK.
///
/// GTK keeps about 200 row widgets alive whatever the length; rows are made once and rebound as
/// the list scrolls. Two shapes:
/// - **stored** (`init(row:id:)`): items in memory, updated with `apply(_:)`, which diffs by id
///   and sends GTK only the splices, so the row the reader is looking at stays put when new
///   items arrive on top;
/// - **virtual** (`RecycledListView.virtual(count:row:item:)`): rows computed from their index,
///   16,777,216 of them in constant memory.
///
/// Put `gtkWidget` in a `RefreshableScrolledWindow` (`setChild`) or any GtkScrolledWindow. The
/// list lives as long as its widget: keeping `gtkWidget` (or its window) keeps the list working.
@MainActor
public final class RecycledListView<Item, ID: Hashable>: WidgetHandle {
  let model: ObjectRef
  let stored: StoredListBackend<Item, ID>?
  let virtual: VirtualListBackend?
  let itemAt: @MainActor (Int) -> Item
  let idAt: @MainActor (Int) -> ID
  let idOf: (@MainActor (Item) -> ID)?
  let contentEqual: (@MainActor (Item, Item) -> Bool)?
  var slots: [UnsafeMutableRawPointer: RowSlot<Item, ID>] = [:]
  var activationHandler: (@MainActor (ID) -> Void)?
  var selectionHandler: (@MainActor () -> Void)?
  var selectionConnection: SignalConnection?
  var pendingTopAlignment: Int?
  /// Set when rows arrived above a list kept in place at its very top (`keepsPlaceAtTop`):
  /// GTK's next move of the list is that shift, which the top pin must not undo.
  var arrivedAboveTop = false
  /// How far above the view's top the pending row should start.
  var pendingRowOffset = 0.0
  /// Whether the pending row goes to the top with its section's heading shown above it.
  var pendingKeepsHeading = false
  /// The section heading right above the row at a position, which a scroll that puts the row
  /// at the top keeps in view. A builder list with sections sets it.
  var headingAbove: (@MainActor (Int) -> HeadingAbove)?
  /// The id `scrollTo(id:)` and `scrollPosition` know the row at a position by, when that is
  /// not the list's own id (a builder list's row: its `ForEach` item's id or its tag); nil for
  /// a row no one scrolls to (a heading). Nil: the list's own ids.
  var scrollTargetID: (@MainActor (Int) -> AnyHashable?)?
  /// Bumped by each scroll request, so only the newest alignment callback acts.
  var alignmentGeneration = 0
  /// Counts `focusRow(at:)` calls: a row still waiting to be bound takes the focus only if no
  /// later call asked for another.
  var focusRequests = 0
  /// Watches for the end of the frame that lays out the rows changed last (see `announceSplice`).
  var layoutWatch: SignalConnection?
  /// What runs once that frame has painted (see `afterPendingLayout`).
  var afterLayout: (@MainActor () -> Void)?
  /// Whether the row at a position can be selected and activated (a section's heading cannot);
  /// nil: every row can.
  var rowTraits: (@MainActor (Int) -> ListRowTraits)?
  /// The selection behaviour; changing it keeps the items and clears the selection.
  public var selectionMode: ListSelectionMode = .none {
    didSet { if selectionMode != oldValue { installSelectionModel() } }
  }

  init<Row: ListRow>(
    makeRow: @escaping @MainActor () -> Row, backend: any ListModelBackend,
    stored: StoredListBackend<Item, ID>?,
    virtual: VirtualListBackend?, itemAt: @escaping @MainActor (Int) -> Item,
    idAt: @escaping @MainActor (Int) -> ID, idOf: (@MainActor (Item) -> ID)?,
    contentEqual: (@MainActor (Item, Item) -> Bool)?
  ) where Row.Item == Item {
    self.stored = stored
    self.virtual = virtual
    self.itemAt = itemAt
    self.idAt = idAt
    self.idOf = idOf
    self.contentEqual = contentEqual
    model = ObjectRef(adopting: SwiftListModelType.make(backend: backend))
    let factory = gtk_signal_list_item_factory_new()!
    super.init(gtkWidget: gtk_list_view_new(nil, factory))
    gtkWidget.addCSSClass("recycled-list")
    connectFactory(factory, makeRow: makeRow)
    installSelectionModel()
    leaveOnTab()
    keepTopWhenResized()
    gtkWidget.connectWithInt("activate") { [weak self] position in
      guard let self, let handler = self.activationHandler else { return }
      let index = Int(UInt32(bitPattern: position))
      guard index < self.count else { return }
      handler(self.idAt(index))
    }
  }

  /// A stored list of `Item`s identified by `id`, empty until `apply(_:)`. With
  /// `contentEqual`, `apply` rebinds rows whose item changed but whose id did not.
  public convenience init<Row: ListRow>(
    row: Row.Type, id: @escaping @MainActor (Item) -> ID,
    contentEqual: (@MainActor (Item, Item) -> Bool)? = nil
  ) where Row.Item == Item {
    self.init(makeRow: { Row() }, id: id, contentEqual: contentEqual)
  }

  /// A stored list whose rows `makeRow` makes (for rows that need arguments, such as the
  /// closure rows of `List`).
  convenience init<Row: ListRow>(
    makeRow: @escaping @MainActor () -> Row, id: @escaping @MainActor (Item) -> ID,
    contentEqual: (@MainActor (Item, Item) -> Bool)? = nil
  ) where Row.Item == Item {
    let backend = StoredListBackend<Item, ID>()
    self.init(
      makeRow: makeRow, backend: backend, stored: backend, virtual: nil,
      itemAt: { [unowned backend] in backend.items[$0] },
      idAt: { [unowned backend] in backend.ids[$0] }, idOf: id, contentEqual: contentEqual)
  }

  /// The number of rows.
  public var count: Int { stored?.count ?? virtual?.count ?? 0 }

  /// Row widgets alive right now (made and not yet torn down): about 200 at most.
  public var liveRowCount: Int { slots.count }

  /// What happens when items arrive above the top row while the reader is at the very top:
  /// false (SwiftUI's and UIKit's way, the default) shows them, the list stays at its top;
  /// true keeps the row the reader saw in place, the new items above it, as when the reader
  /// has scrolled down (a feed reader that counts them in a "new items" pill).
  public var keepsPlaceAtTop = false

  /// Whether GTK draws a separator line between rows (CSS: `listview.separators > row`).
  public var showSeparators: Bool {
    get { Gtk.ListView(gtkWidget).showsSeparators }
    set { Gtk.ListView(gtkWidget).showsSeparators = newValue }
  }

  /// Calls `handler` with the id of a row the user activates (double click, Enter, or a single
  /// click with `singleClickActivate`).
  public func onActivate(_ handler: @escaping @MainActor (ID) -> Void) {
    activationHandler = handler
  }

  /// Whether a single click activates a row (as in a feed reader's timeline).
  public var singleClickActivate: Bool {
    get { Gtk.ListView(gtkWidget).singleClickActivate }
    set { Gtk.ListView(gtkWidget).singleClickActivate = newValue }
  }

  /// The item at `position`.
  public func item(at position: Int) -> Item { itemAt(position) }

  /// The id of the item at `position`.
  public func id(at position: Int) -> ID { idAt(position) }

  // MARK: - Factory

  private func connectFactory<Row: ListRow>(
    _ factory: OpaquePointer, makeRow: @escaping @MainActor () -> Row
  ) where Row.Item == Item {
    factory.connectWithPointer("setup") { [weak self] listItem in
      guard let self, let listItem else { return }
      let slot = RowSlot<Item, ID>(makeRow(), in: listItem)
      Gtk.ListItem(listItem).child = slot.widget
      self.slots[listItem] = slot
      g_object_set_data(slot.widget.checked(as: GObject.self), rowListItemKey, listItem)
    }
    factory.connectWithPointer("bind") { [weak self] listItem in
      guard let self, let listItem, let slot = self.slots[listItem] else { return }
      let position = Gtk.ListItem(listItem).position
      guard position < self.count else { return }
      slot.id = self.idAt(position)
      slot.bindRow(self.itemAt(position))
      self.applyRowTraits(to: listItem, at: position)
    }
    factory.connectWithPointer("unbind") { [weak self] listItem in
      guard let self, let listItem, let slot = self.slots[listItem] else { return }
      slot.unbindRow()
      slot.id = nil
    }
    factory.connectWithPointer("teardown") { [weak self] listItem in
      guard let listItem else { return }
      if let row = Gtk.ListItem(listItem).child {
        g_object_set_data(row.checked(as: GObject.self), rowListItemKey, nil)
      }
      self?.slots[listItem] = nil
    }
  }
}

extension RecycledListView where ID == Int {
  /// A virtual list of `count` rows whose items are computed by `item(index)` when a row is
  /// bound; memory stays flat whatever `count` is (16,777,216 works).
  public static func virtual<Row: ListRow>(
    count: Int, row: Row.Type, item: @escaping @MainActor (Int) -> Item
  ) -> RecycledListView<Item, Int> where Row.Item == Item {
    let backend = VirtualListBackend(count: count)
    return RecycledListView(
      makeRow: { Row() }, backend: backend, stored: nil, virtual: backend, itemAt: item,
      idAt: { $0 },
      idOf: nil, contentEqual: nil)
  }

  /// Changes a virtual list's length; rows past the old end are added, or removed from the end.
  public func setCount(_ newCount: Int) {
    guard let virtual, newCount != virtual.count, newCount >= 0 else { return }
    let old = virtual.count
    virtual.count = newCount
    if newCount > old {
      announceSplice(position: old, removed: 0, added: newCount - old)
    } else {
      announceSplice(position: newCount, removed: old - newCount, added: 0)
    }
  }
}
