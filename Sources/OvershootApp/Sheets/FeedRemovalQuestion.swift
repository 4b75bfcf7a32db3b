/// The question before a feed is removed (its sidebar menu's Remove Feed…): which feed, and
/// what removes it once the reader agrees. `ReaderSheets` asks it in an alert over the window.
struct FeedRemovalQuestion {
  /// The feed's title, named in the question.
  let title: String
  /// Removes the feed.
  let remove: @MainActor () -> Void
}
