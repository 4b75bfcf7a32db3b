import Foundation
import Observation

/// The stories and everything the reader's screens share: the selection, the search, the
/// settings and the dialogs they show.
@MainActor @Observable
final class StoryStore {
  var stories: [Story] = [
    Story(
      id: 1, title: "Swift 6.3 released", url: "https://swift.org/blog", author: "tkremenek",
      points: 412, day: .today),
    Story(
      id: 2, title: "GTK 4.18 is out", url: "https://blog.gtk.org", author: "ebassi",
      points: 230, day: .today),
    Story(
      id: 3, title: "Show HN: A feed reader in Swift", url: "https://example.com/reader",
      author: "overshoot", points: 98, day: .today),
    Story(
      id: 4, title: "The history of the scroll bar", url: "https://example.com/scroll",
      author: "ux_historian", points: 311, day: .yesterday),
    Story(
      id: 5, title: "Why lists recycle their rows", url: "https://example.com/lists",
      author: "listview", points: 57, day: .yesterday),
  ]
  var selection: Story.ID?
  var query = ""
  var showsReadStories = true
  var order = StoryOrder.points
  var isShowingSettings = false
  var isConfirmingHide = false
  private(set) var refreshes = 0

  /// The story the detail column shows, if any.
  var selected: Story? { stories.first { $0.id == selection } }

  /// The stories of `day` that match the search and the settings, in the chosen order.
  func stories(on day: Day) -> [Story] {
    let wanted = query.trimmingCharacters(in: .whitespaces).lowercased()
    let shown = stories.filter { story in
      story.day == day && (showsReadStories || !story.isRead)
        && (wanted.isEmpty || story.title.lowercased().contains(wanted))
    }
    switch order {
    case .points: return shown.sorted { $0.points > $1.points }
    case .newest: return shown.sorted { $0.id > $1.id }
    }
  }

  func markRead(_ id: Story.ID) {
    guard let index = stories.firstIndex(where: { $0.id == id }) else { return }
    stories[index].isRead = true
  }

  func toggleStar(_ id: Story.ID) {
    guard let index = stories.firstIndex(where: { $0.id == id }) else { return }
    stories[index].isStarred.toggle()
  }

  func hide(_ id: Story.ID) {
    stories.removeAll { $0.id == id }
    if selection == id { selection = nil }
  }

  /// Pretends to fetch the front page: after a moment a new story arrives.
  func refresh() async {
    try? await Task.sleep(for: .milliseconds(200))
    refreshes += 1
    let id = (stories.map(\.id).max() ?? 0) + 1
    stories.append(
      Story(
        id: id, title: "Fresh story \(refreshes)", url: "https://example.com/\(id)",
        author: "crawler", points: 1, day: .today))
  }
}
