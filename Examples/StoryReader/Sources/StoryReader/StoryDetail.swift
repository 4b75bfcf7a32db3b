import Foundation
import Overshoot

/// One story's page: its title, link and byline, and what the reader can do with it.
struct StoryDetail: Widget {
  let story: Story
  @Environment(StoryStore.self) private var store
  @Environment(\.storyTitleSize) private var titleSize

  init(_ story: Story) {
    self.story = story
  }

  var body: some Widget {
    @Bindable var store = store
    VStack(alignment: .leading, spacing: 8) {
      Text(story.title).font(.system(size: titleSize, weight: .bold, design: .serif))
        .lineLimit(3)
      Text(story.url).monospaced().foregroundStyle(Color.secondary).textSelection(.enabled)
      if let address = URL(string: story.url) {
        Link("Open in Browser", destination: address)
      }
      Text("by \(story.author)").italic()
      Text("\(story.points) points").fontWeight(.semibold)
      Divider()
      HStack {
        Button(story.isStarred ? "Unstar" : "Star") { store.toggleStar(story.id) }
        Button("Reload") { Task { await store.refresh() } }
          .keyboardShortcut("r", modifiers: .command)
        Button(role: .destructive) {
          store.isConfirmingHide = true
        } label: {
          Text("Hide Story")
        }
        Spacer()
      }
    }
    .tint(.orange)
    .alert("Hide “\(story.title)”?", isPresented: $store.isConfirmingHide) {
      Button("Hide", role: .destructive) { store.hide(story.id) }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("It will not come back until the next refresh.")
    }
  }
}
