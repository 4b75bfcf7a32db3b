import Observation
import Overshoot

/// A stored `RecycledListView` with `showSeparators` on a switch, and its selection modes
/// (none, single, multiple) with `selectedIDs` shown as they change.
@MainActor @Observable
final class SeparatorsSection: PlaygroundSection {
  static let name = "separators"
  static let title = "Separators & selection"
  /// The list.
  let list = RecycledListView<SampleItem, Int>(row: SampleItemRow.self, id: \.id)
  /// Whether the list draws separators between rows.
  var showsSeparators = true {
    didSet { list.showSeparators = showsSeparators }
  }
  /// How rows are selected.
  var selectionMode = ListSelectionMode.none {
    didSet {
      list.selectionMode = selectionMode
      updateSelection()
    }
  }
  /// "Selected ids: 3, 7".
  private(set) var selection = ""

  @ObservationIgnored private(set) lazy var widget = SectionPage(
    title: Self.title,
    summary:
      "showSeparators toggles GTK's separators class; selectionMode swaps the selection model and keeps the items."
  ) {
    HStack(spacing: 18) {
      VStack(spacing: 12) {
        Toggle("Separators", isOn: Binding(self, \.showsSeparators))
        Picker(
          "Selection", selection: Binding(self, \.selectionMode),
          options: [("None", .none), ("Single", .single), ("Multiple", .multiple)])
        Text(self.selection).paragraph().cssClass("playground-readout")
        Text("Multiple: Ctrl+click adds a row, Shift+click a range.").paragraph()
          .font(.secondary)
      }
      .frame(width: 300)
      // Its rows hold expanding titles, which would otherwise make the column share the width.
      .expanding(horizontally: false)
      ScrollView(.vertical, child: list.gtkWidget)
        .border()
        .expanding(horizontally: true, vertically: true)
    }
  }
  .makeGtkWidget()

  /// The section, with separators on and no selection.
  init() {
    do {
      try list.apply(SampleItem.samples(count: 200))
    } catch {
      preconditionFailure("sample ids are unique: \(error)")
    }
    list.showSeparators = showsSeparators
    list.onSelectionChanged { [weak self] in self?.updateSelection() }
    updateSelection()
  }

  /// Rewrites the selection line from `selectedIDs`.
  func updateSelection() {
    let ids = list.selectedIDs
    switch (list.selectionMode, ids.isEmpty) {
    case (.none, _): selection = "Selection is off: rows can only be activated."
    case (_, true): selection = "Selected ids: none"
    case (_, false):
      let shown = ids.prefix(12).map(String.init).joined(separator: ", ")
      selection = "Selected ids: " + shown + (ids.count > 12 ? " … (\(ids.count) in all)" : "")
    }
  }
}
