import Overshoot

/// The detail column: the selected story, or a hint, above the window's flip probe.
struct DetailColumn: Widget {
  @Environment(StoryStore.self) private var store

  var body: some Widget {
    VStack(spacing: 8) {
      if let story = store.selected {
        StoryDetail(story)
      } else {
        Text("Select a story").foregroundStyle(Color.secondary)
      }
      FlipPanel()
    }
    .padding(24)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .navigationTitle("Story")
  }
}
