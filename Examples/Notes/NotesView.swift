import Observation
import Overshoot

/// A small notes app written only in Overshoot's SwiftUI vocabulary: a split view whose sidebar
/// is a refreshable, sectioned, searchable list with a selection, a toolbar, and a sheet.
public struct NotesView: Widget {
  @Bindable var store: NotesStore

  /// The notes app over `store`.
  public init(store: NotesStore) {
    self.store = store
  }

  /// The split view.
  public var body: some Widget {
    NavigationSplitView {
      List(selection: $store.selection) {
        Section("Inbox") {
          ForEach(store.notes(in: "Inbox")) { note in Text(note.title) }
        }
        Section("Archive") {
          ForEach(store.notes(in: "Archive")) { note in Text(note.title) }
        }
      }
      .refreshable { await store.refresh() }
      .navigationTitle("Notes")
      .searchable(text: $store.query, prompt: "Search notes")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("New Note") { store.isComposing = true }
        }
      }
      .sheet(isPresented: $store.isComposing) { NewNoteSheet(store: store) }
    } detail: {
      NoteDetail(store: store)
    }
  }
}
