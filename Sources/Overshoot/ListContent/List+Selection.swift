extension List where Item == ListEntry, ID == ListEntryID {
  /// A builder list whose reader can select one row, like SwiftUI's `List(selection:)` with an
  /// optional: a click or the arrow keys write the row's id (its `ForEach` id) into
  /// `selection`; setting `selection` selects that row; nil selects none. A static row is
  /// selected as its `.tag(_:)`, as in SwiftUI; headings, footers and untagged static rows cannot
  /// be selected.
  ///
  /// ```swift
  /// @State private var selected: Mail.ID?
  /// var body: some Widget {
  ///   List(selection: $selected) { Section("Inbox") { ForEach(model.mails) { Text($0.subject) } } }
  /// }
  /// ```
  public init<SelectionValue: Hashable>(
    selection: Binding<SelectionValue?>,
    @WidgetBuilder content: @escaping @MainActor () -> [any Widget]
  ) {
    self.init(content: content)
    bindSelection(ListSelectionSync.single(selection))
  }

  /// A builder list whose reader can select any number of rows (Ctrl and Shift clicks, Shift
  /// and the arrow keys), like SwiftUI's `List(selection:)` with a `Set`: both ways, as with
  /// one row.
  public init<SelectionValue: Hashable>(
    selection: Binding<Set<SelectionValue>>,
    @WidgetBuilder content: @escaping @MainActor () -> [any Widget]
  ) {
    self.init(content: content)
    bindSelection(ListSelectionSync.multiple(selection))
  }
}

extension List {
  /// A list of `items` whose reader can select one row, like SwiftUI's
  /// `List(_:id:selection:rowContent:)`: `selection` holds the selected item's id, both ways.
  public init<Data: RandomAccessCollection>(
    _ data: @autoclosure @escaping @MainActor () -> Data, id: KeyPath<Item, ID>,
    selection: Binding<ID?>, @WidgetBuilder row: @escaping @MainActor (Item) -> [any Widget]
  ) where Data.Element == Item {
    self.init(data(), id: id, row: row)
    bindSelection(ListSelectionSync.single(selection))
  }

  /// A list of `items` whose reader can select any number of rows; `selection` holds their ids,
  /// both ways.
  public init<Data: RandomAccessCollection>(
    _ data: @autoclosure @escaping @MainActor () -> Data, id: KeyPath<Item, ID>,
    selection: Binding<Set<ID>>, @WidgetBuilder row: @escaping @MainActor (Item) -> [any Widget]
  ) where Data.Element == Item {
    self.init(data(), id: id, row: row)
    bindSelection(ListSelectionSync.multiple(selection))
  }

  /// Ties the list view's selection to `sync`'s binding once it is made, and shows the binding
  /// again after each change of rows.
  private mutating func bindSelection(_ sync: ListSelectionSync) {
    hooks.selection = sync
    hooks.setUp.append { list in sync.install(on: list, value: Self.selectionValue(in: list)) }
    hooks.afterApply.append { list in
      sync.showBinding(in: list, value: Self.selectionValue(in: list))
    }
  }

  /// The selection value of a row: a builder list's entry knows it; a list of items uses the id.
  private static func selectionValue(in list: RecycledListView<Item, ID>)
    -> @MainActor (Int) -> AnyHashable?
  {
    { [unowned list] position in
      if let entry = list.item(at: position) as? ListEntry { return entry.selectionValue }
      return AnyHashable(list.id(at: position))
    }
  }
}
