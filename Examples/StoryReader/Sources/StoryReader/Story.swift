import Foundation

/// One story on the front page: a title, a link, who posted it and what the reader did with it.
struct Story: Identifiable, Hashable, Sendable {
  let id: Int
  var title: String
  var url: String
  var author: String
  var points: Int
  var day: Day
  var isRead = false
  var isStarred = false
}

/// The day a story was posted on: the sidebar's sections.
enum Day: String, CaseIterable, Identifiable, Sendable {
  case today
  case yesterday

  var id: Self { self }

  var title: String {
    switch self {
    case .today: "Today"
    case .yesterday: "Yesterday"
    }
  }
}

/// How the sidebar orders each day's stories.
enum StoryOrder: String, CaseIterable, Identifiable, Sendable {
  case points
  case newest

  var id: Self { self }

  var title: String {
    switch self {
    case .points: "Points"
    case .newest: "Newest"
    }
  }
}
