import Observation
import Overshoot

/// The detail pane: the selected note's title and body, or a hint when none is selected.
struct NoteDetail: Widget {
  @Bindable var store: NotesStore

  var body: some Widget {
    VStack(spacing: 12) {
      Text(store.selectedNote?.title ?? "No Note Selected").font(.title)
      Text(store.selectedNote?.body ?? "Pick a note in the list.").foregroundStyle(.secondary)
    }
    .padding(24)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .navigationTitle("Note")
  }
}
