extension RecycledListView {
  /// A list of rows whose items and ids are the `Int`s of a range (`List(0..<n, id: \.self)`):
  /// a row's item is computed from its position on bind, so memory stays flat whatever the
  /// length (16,777,216 works). Empty until `showPositional(_:)`.
  convenience init<Row: ListRow>(positionalRows makeRow: @escaping @MainActor () -> Row)
  where Row.Item == Item {
    let backend = VirtualListBackend(count: 0)
    self.init(
      makeRow: makeRow, backend: backend, stored: nil, virtual: backend,
      itemAt: { [unowned backend] in PositionalIDs<Item, ID>.item(backend.firstKey + $0) },
      idAt: { [unowned backend] in PositionalIDs<Item, ID>.id(backend.firstKey + $0) },
      idOf: nil, contentEqual: nil)
  }

  /// Shows the range `first..<(first + count)`: the rows both ranges share keep their objects
  /// (and so their place on screen); the rest is announced as at most two splices, one at the
  /// head and one at the tail, without reading any item. A count change alone is one splice at
  /// the tail.
  func showPositional(first: Int, count newCount: Int) {
    guard let virtual else {
      preconditionFailure("showPositional(first:count:) is for positional lists")
    }
    let old = virtual.firstKey..<(virtual.firstKey + virtual.count)
    let new = first..<(first + newCount)
    guard old != new else { return }
    let kept = old.clamped(to: new)
    guard !kept.isEmpty else {
      virtual.firstKey = first
      virtual.count = newCount
      announceSplice(position: 0, removed: old.count, added: newCount)
      return
    }
    // The head first: afterwards the rows start at `first`, and every state GTK sees between
    // the splices is a range of keys, consistent by construction.
    if new.lowerBound != old.lowerBound {
      let removed = max(0, new.lowerBound - old.lowerBound)
      let added = max(0, old.lowerBound - new.lowerBound)
      virtual.firstKey = first
      virtual.count += added - removed
      announceSplice(position: 0, removed: removed, added: added)
    }
    if new.upperBound != old.upperBound {
      let position = kept.upperBound - first
      let removed = max(0, old.upperBound - new.upperBound)
      let added = max(0, new.upperBound - old.upperBound)
      virtual.count = newCount
      announceSplice(position: position, removed: removed, added: added)
    }
  }
}
