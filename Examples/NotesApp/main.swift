import NotesExample
import Overshoot

// The notes example as an app: `swift run notes-example`.
MainActor.assumeIsolated {
  let store = NotesStore()
  Application(id: "io.github.overshoot.NotesExample") {
    Window("Notes", width: 900, height: 600) { NotesView(store: store) }
  }.run()
}
