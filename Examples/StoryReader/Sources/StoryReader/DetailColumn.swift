import Overshoot

/// The detail column: the selected story, or a hint, above the window's flip probe.
struct DetailColumn: Widget {
  @Environment(StoryStore.self) private var store

  var body: some Widget {
    VStack(alignment: .leading, spacing: 8) {
      if let story = store.selected {
        StoryDetail(story)
      } else {
        ContentUnavailableView(
          "Select a story", systemImage: "doc.text",
          description: Text("Choose one in the sidebar."))
      }
      FlipPanel()
    }
    .padding(24)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .navigationTitle("Story")
  }
}
