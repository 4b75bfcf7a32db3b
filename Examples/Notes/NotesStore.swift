import Foundation
import Observation

/// The notes and everything the example's screens share: the selection, the search, the sheet.
@MainActor @Observable
public final class NotesStore {
  /// Every note, newest first.
  public var notes: [Note]
  /// The id of the note the detail pane shows.
  public var selection: Note.ID?
  /// What the search field holds; the list shows the notes whose title or body contains it.
  public var query = ""
  /// Whether the New Note sheet shows.
  public var isComposing = false
  /// How many refreshes have finished.
  public private(set) var refreshes = 0
  /// The folders, in the list's order.
  public let folders = ["Inbox", "Archive"]

  /// A store holding a few notes to start with.
  public init() {
    notes = [
      Note(id: 1, title: "Groceries", body: "Milk, eggs, bread.", folder: "Inbox"),
      Note(id: 2, title: "Trip ideas", body: "Lisbon in spring.", folder: "Inbox"),
      Note(id: 3, title: "Book list", body: "Middlemarch, then Dune.", folder: "Archive"),
      Note(id: 4, title: "Recipes", body: "Pancakes: flour, milk, eggs.", folder: "Archive"),
    ]
  }

  /// The notes of `folder` that match the search.
  public func notes(in folder: String) -> [Note] {
    let wanted = query.trimmingCharacters(in: .whitespaces).lowercased()
    return notes.filter { note in
      note.folder == folder
        && (wanted.isEmpty || note.title.lowercased().contains(wanted)
          || note.body.lowercased().contains(wanted))
    }
  }

  /// The selected note, if any.
  public var selectedNote: Note? { notes.first { $0.id == selection } }

  /// Pretends to sync: after a moment a note arrives in the Inbox.
  public func refresh() async {
    try? await Task.sleep(for: .milliseconds(200))
    refreshes += 1
    add(title: "Synced note \(refreshes)", body: "Arrived with refresh \(refreshes).")
  }

  /// Files `title` as a new Inbox note, selects it and closes the sheet; a blank title does
  /// nothing.
  public func add(title: String) {
    let trimmed = title.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return }
    add(title: trimmed, body: "")
    selection = notes.first?.id
    isComposing = false
  }

  private func add(title: String, body: String) {
    let id = (notes.map(\.id).max() ?? 0) + 1
    notes.insert(Note(id: id, title: title, body: body, folder: "Inbox"), at: 0)
  }
}
