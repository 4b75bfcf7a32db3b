import Foundation
import Observation

/// The reader's state that its views observe, apart from the feed model and the columns'
/// layout: what the timeline searches for, which entry the article pane is reading, and when
/// the timeline's entries were read.
@MainActor @Observable
final class ReaderStore {
  /// What the search bar searches for; empty while the timeline shows the scope's entries.
  var searchQuery = ""
  /// The entry whose content is being read for the article pane, so a slower earlier read
  /// does not replace a later selection.
  var articleRequested: Int64?
  /// Set while the shown entry's row is selected again after a reload replaced it.
  var isReselecting = false
  /// When the entries the timeline shows were read from the store: Mark All as Read leaves
  /// what arrived after it unread, since the reader has not seen it.
  var timelineReadAt: Date?
}
