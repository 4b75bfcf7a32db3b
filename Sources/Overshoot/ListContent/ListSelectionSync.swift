import CGtk
import GtkGlue

/// Keeps a list's selection and a `Binding` the same, both ways, as SwiftUI's
/// `List(selection:)` does: the reader's clicks and keys write the binding; setting the binding
/// selects the rows. Values are the rows' ids (`ForEach`'s), compared as `AnyHashable`.
@MainActor
final class ListSelectionSync {
  let mode: ListSelectionMode
  private var read: @MainActor () -> [AnyHashable]
  private var write: @MainActor ([AnyHashable]) -> Void
  private var typeName: String
  /// Set while the binding's value is being shown, so GTK's selection signals do not write back
  /// the steps in between.
  private var showing = false
  private var warnedMismatch = false

  init(
    mode: ListSelectionMode, typeName: String, read: @escaping @MainActor () -> [AnyHashable],
    write: @escaping @MainActor ([AnyHashable]) -> Void
  ) {
    self.mode = mode
    self.typeName = typeName
    self.read = read
    self.write = write
  }

  /// A sync with a binding to one value or none.
  static func single<Value: Hashable>(_ binding: Binding<Value?>) -> ListSelectionSync {
    ListSelectionSync(
      mode: .single, typeName: "\(Value.self)",
      read: { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] },
      write: { binding.wrappedValue = $0.first.flatMap { $0.base as? Value } })
  }

  /// A sync with a binding to a set of values.
  static func multiple<Value: Hashable>(_ binding: Binding<Set<Value>>) -> ListSelectionSync {
    ListSelectionSync(
      mode: .multiple, typeName: "\(Value.self)",
      read: { binding.wrappedValue.map { AnyHashable($0) } },
      write: { binding.wrappedValue = Set($0.compactMap { $0.base as? Value }) })
  }

  /// Makes `list` selectable and ties its selection to the binding; `value` is the selection
  /// value of the row at a position (nil: the row cannot be selected).
  func install<Item, ID>(
    on list: RecycledListView<Item, ID>, value: @escaping @MainActor (Int) -> AnyHashable?
  ) {
    list.selectionMode = mode
    // A chosen row goes on to the next column of a collapsed split view.
    if mode != .none { SelectionNavigation.watch(list, mode: mode) }
    list.onSelectionChanged { [weak self, weak list] in
      guard let self, let list, !self.showing else { return }
      let values = list.selectedPositions.compactMap(value)
      if Set(values) != Set(self.read()) { self.write(values) }
    }
    self.value = value
    observe(in: list)
  }

  /// Follows `other`'s binding from now on (a list updated with a new value), and shows it.
  func adopt<Item, ID>(_ other: ListSelectionSync, on list: RecycledListView<Item, ID>) {
    guard other !== self else { return }
    read = other.read
    write = other.write
    typeName = other.typeName
    warnedMismatch = false
    observe(in: list)
  }

  /// The selection value of the row at a position, as `install` was given it.
  private var value: (@MainActor (Int) -> AnyHashable?)?

  /// Shows the binding's value now and whenever what it read changes.
  private func observe<Item, ID>(in list: RecycledListView<Item, ID>) {
    ObservedBinding.bind(list.gtkWidget, key: .controlValue, read: read) {
      [weak self, weak list] values, _ in
      guard let self, let list, let value = self.value else { return }
      self.show(values, in: list, value: value)
    }
  }

  /// Shows the binding's value again (after the rows changed).
  func showBinding<Item, ID>(
    in list: RecycledListView<Item, ID>, value: @escaping @MainActor (Int) -> AnyHashable?
  ) {
    show(read(), in: list, value: value)
  }

  private func show<Item, ID>(
    _ values: [AnyHashable], in list: RecycledListView<Item, ID>,
    value: @MainActor (Int) -> AnyHashable?
  ) {
    let wanted = Set(values)
    var positions: [Int] = []
    if !wanted.isEmpty {
      for position in 0..<list.count {
        guard let candidate = value(position), wanted.contains(candidate) else { continue }
        positions.append(position)
        if mode == .single || positions.count == wanted.count { break }
      }
    }
    if positions.isEmpty, !wanted.isEmpty { warnIfTypesDiffer(values, in: list, value: value) }
    guard positions != list.selectedPositions, let model = Gtk.ListView(list.gtkWidget).model
    else { return }
    showing = true
    defer { showing = false }
    if mode == .single {
      // GtkSingleSelection's unselect_all leaves its item selected on GTK 4.8.
      Gtk.SingleSelection(model).selected = positions.first ?? Int(GTK_INVALID_LIST_POSITION)
      return
    }
    model.unselectAll()
    for position in positions { model.selectItem(position, unselectRest: false) }
  }

  /// Says once when the binding holds values of another type than the rows' ids: no row could
  /// ever be selected, which would otherwise pass in silence.
  private func warnIfTypesDiffer<Item, ID>(
    _ values: [AnyHashable], in list: RecycledListView<Item, ID>,
    value: @MainActor (Int) -> AnyHashable?
  ) {
    guard !warnedMismatch,
      let rowValue = (0..<list.count).lazy.compactMap(value).first,
      let wanted = values.first, type(of: rowValue.base) != type(of: wanted.base)
    else { return }
    warnedMismatch = true
    Diagnostics.warn(
      "List(selection:) holds \(typeName) values but the rows' ids are \(type(of: rowValue.base)); "
        + "no row can be selected: bind a selection of the ForEach's id type")
  }
}
