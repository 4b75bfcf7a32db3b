import CGtk
import GtkGlue

extension RecycledListView {
  /// The ids of the selected rows, in list order.
  public var selectedIDs: [ID] { selectedPositions.map(idAt) }

  /// The positions of the selected rows, in order.
  var selectedPositions: [Int] {
    guard let selection = Gtk.ListView(gtkWidget).model else { return [] }
    // The bitset is a record the layer does not map: the model goes to GTK as the pointer it is.
    let bitset = gtk_selection_model_get_selection(OpaquePointer(selection.gpointer))!
    defer { gtk_bitset_unref(bitset) }
    var positions: [Int] = []
    var iterator = GtkBitsetIter()
    var position: guint = 0
    var more = gtk_bitset_iter_init_first(&iterator, bitset, &position) != 0
    while more {
      if Int(position) < count { positions.append(Int(position)) }
      more = gtk_bitset_iter_next(&iterator, &position) != 0
    }
    return positions
  }

  /// Selects exactly the rows for `ids` (within what the selection mode allows).
  public func select(_ ids: [ID]) {
    guard selectionMode != .none, let selection = Gtk.ListView(gtkWidget).model else { return }
    selection.unselectAll()
    for id in ids.prefix(selectionMode == .single ? 1 : ids.count) {
      guard let position = position(of: id) else { continue }
      selection.selectItem(position, unselectRest: false)
    }
  }

  /// Calls `handler` when the selection changes.
  public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) {
    selectionHandler = handler
  }

  /// Wraps the model in the selection model `selectionMode` asks for.
  func installSelectionModel() {
    // The selection model takes a reference of its own; ours stays with `model`.
    g_object_ref(model.pointer)
    let selection: OpaquePointer
    switch selectionMode {
    case .none: selection = gtk_no_selection_new(model.pointer.checked(g_list_model_get_type()))
    case .single:
      selection = gtk_single_selection_new(model.pointer.checked(g_list_model_get_type()))
      let single = Gtk.SingleSelection(selection)
      single.autoselect = false
      single.canUnselect = true
    case .multiple:
      selection = gtk_multi_selection_new(model.pointer.checked(g_list_model_get_type()))
    }
    selectionConnection = selection.connectSelectionChanged { [weak self] in
      self?.selectionHandler?()
    }
    gtk_list_view_set_model(gtkWidget.checked(gtk_list_view_get_type()), selection)
    if selectionMode == .single {
      // Made with autoselect on, it has already picked row 0. Cleared before the view took the
      // model, GTK 4.18 still showed row 0 selected; cleared after, a new mode starts empty on
      // every GTK.
      Gtk.SingleSelection(selection).selected = Int(GTK_INVALID_LIST_POSITION)
    }
    g_object_unref(selection.gpointer)
  }
}
