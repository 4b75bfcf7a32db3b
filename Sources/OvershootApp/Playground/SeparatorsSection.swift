import CGtk
import GtkGlue
import Overshoot

/// A stored `RecycledListView` with `showSeparators` on a switch, and its selection modes
/// (none, single, multiple) with `selectedIDs` shown as they change.
@MainActor
final class SeparatorsSection: PlaygroundSection {
  static let name = "separators"
  static let title = "Separators & selection"
  let widget: UnsafeMutablePointer<GtkWidget>
  /// The list.
  let list: RecycledListView<SampleItem, Int>
  /// The separators switch.
  let separatorsSwitch: UnsafeMutablePointer<GtkWidget>
  /// The selection mode buttons.
  let modes: ChoiceButtons<ListSelectionMode>
  /// "Selected ids: 3, 7".
  let selectionLabel: UnsafeMutablePointer<GtkWidget>

  /// The section, with separators on and no selection.
  init() {
    let list = RecycledListView<SampleItem, Int>(row: SampleItemRow.self, id: \.id)
    self.list = list
    do {
      try list.apply(SampleItem.samples(count: 200))
    } catch {
      preconditionFailure("sample ids are unique: \(error)")
    }
    list.showSeparators = true
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_child(scrolled.checked(gtk_scrolled_window_get_type()), list.widget)
    gtk_scrolled_window_set_policy(
      scrolled.checked(gtk_scrolled_window_get_type()), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_widget_set_vexpand(scrolled, 1)
    let frame = gtk_frame_new(nil)!
    gtk_frame_set_child(frame.checked(gtk_frame_get_type(), as: GtkFrame.self), scrolled)
    gtk_widget_set_hexpand(frame, 1)

    separatorsSwitch = PlaygroundWidgets.toggleSwitch(
      isOn: true, accessibleLabel: "Show separators"
    ) { isOn in list.showSeparators = isOn }
    selectionLabel = PlaygroundWidgets.label(
      "", classes: ["playground-readout"], wraps: true)
    modes = ChoiceButtons(
      [("None", .none), ("Single", .single), ("Multiple", .multiple)], selected: .none)
    let controls = PlaygroundWidgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 12,
      [
        PlaygroundWidgets.controlRow("Separators", separatorsSwitch),
        PlaygroundWidgets.controlRow("Selection", modes.widget),
        selectionLabel,
        PlaygroundWidgets.label(
          "Multiple: Ctrl+click adds a row, Shift+click a range.", classes: ["dim-label"],
          wraps: true),
      ])
    gtk_widget_set_size_request(controls, 300, -1)
    // Its rows hold hexpanding captions, which would otherwise make the column share the width.
    gtk_widget_set_hexpand(controls, 0)
    widget = PlaygroundWidgets.sectionPage(
      title: Self.title,
      summary:
        "showSeparators toggles GTK's separators class; selectionMode swaps the selection "
        + "model and keeps the items.",
      content: PlaygroundWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 18, [controls, frame]))

    modes.onChange = { [weak self] mode in
      self?.list.selectionMode = mode
      self?.updateSelection()
    }
    list.onSelectionChanged { [weak self] in self?.updateSelection() }
    updateSelection()
  }

  /// Rewrites the selection line from `selectedIDs`.
  func updateSelection() {
    let ids = list.selectedIDs
    let text: String
    switch (list.selectionMode, ids.isEmpty) {
    case (.none, _): text = "Selection is off: rows can only be activated."
    case (_, true): text = "Selected ids: none"
    case (_, false):
      let shown = ids.prefix(12).map(String.init).joined(separator: ", ")
      text = "Selected ids: " + shown + (ids.count > 12 ? " … (\(ids.count) in all)" : "")
    }
    PlaygroundWidgets.setText(selectionLabel, text)
  }
}
