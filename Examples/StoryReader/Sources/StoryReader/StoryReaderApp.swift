import Overshoot

/// The app: the reader's main window, and a window of every row ever posted.
@main
struct StoryReaderApp: App {
  @State private var store = StoryStore()

  var body: some Scene {
    WindowGroup("Stories") {
      ContentView()
        .environment(store)
        .environment(\.storyTitleSize, 24)
    }
    .defaultSize(width: 960, height: 640)

    Window("All Rows", id: "rows") {
      AllRowsView()
    }
    .defaultSize(width: 560, height: 720)
  }
}
