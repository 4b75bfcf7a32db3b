import Observation
import Overshoot

/// The New Note sheet: a title field; Enter or Add files the note, Escape or Cancel closes.
struct NewNoteSheet: Widget {
  let store: NotesStore
  @State private var title = ""

  var body: some Widget {
    VStack(spacing: 12) {
      Text("New Note").font(.headline)
      TextField("Title", text: $title).onSubmit { store.add(title: title) }
      HStack {
        Button("Cancel", role: .cancel) { store.isComposing = false }
        Button("Add") { store.add(title: title) }
      }
    }
    .padding(18)
    .frame(minWidth: 320)
  }
}
