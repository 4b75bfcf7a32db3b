import Overshoot

/// The main window: the day's stories in a sidebar, the chosen one beside them.
struct ContentView: Widget {
  @Environment(StoryStore.self) private var store
  @Environment(\.openWindow) private var openWindow

  var body: some Widget {
    @Bindable var store = store
    NavigationSplitView {
      List(selection: $store.selection) {
        ForEach(Day.allCases) { day in
          Section(day.title) {
            ForEach(store.stories(on: day)) { story in
              Label(story.title, systemImage: story.isStarred ? "star.fill" : "star")
                .fontWeight(story.isRead ? .regular : .semibold)
                .contextMenu {
                  Button("Mark read") { store.markRead(story.id) }
                  Button("Star") { store.toggleStar(story.id) }
                }
                .tag(story.id)
            }
          }
        }
      }
      .refreshable { await store.refresh() }
      .onChange(of: store.selection, initial: true) { _, selection in
        if let selection { store.markRead(selection) }
      }
      .navigationTitle("Stories")
      .navigationSplitViewColumnWidth(min: 220, ideal: 300, max: 400)
      .searchable(text: $store.query, prompt: "Search stories")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button(action: { store.isShowingSettings = true }) {
            Label("Settings", systemImage: "gear")
          }
          .help("Reading settings")
        }
        ToolbarItem(placement: .secondaryAction) {
          Button("All Rows") { openWindow(id: "rows") }
        }
      }
      .sheet(isPresented: $store.isShowingSettings) { SettingsSheet() }
    } detail: {
      DetailColumn()
    }
    .tint(Color(red: 1, green: 0.4, blue: 0, opacity: 1))
  }
}
