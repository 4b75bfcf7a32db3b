import FeedCore
import Foundation

extension MainWindow {
  /// Marks what the timeline shows read (its scope, or during a search only its matches, as of
  /// when its entries were read: what arrived since stays unread), then says how many with an
  /// Undo that restores exactly those.
  func markAllRead() {
    let (scope, query) = (model.scope, searchQuery)
    let readAt = timelineReadAt
    Task {
      let change: ReadStateChange
      do {
        change = try await model.markAllRead(in: scope, matching: query, arrivedBy: readAt)
      } catch {
        timeline.notice.show("Couldn’t mark the entries as read: \(error)", isError: true)
        return
      }
      await reloadTimeline(isNewScope: false)
      guard !change.entryIDs.isEmpty else {
        timeline.notice.show("Nothing to mark as read.", isError: false)
        return
      }
      timeline.notice.show(
        Self.markedMessage(change.entryIDs.count), isError: false,
        action: ("Undo", { [weak self] in self?.undoMarkRead(change) }))
    }
  }

  /// "1 entry marked as read", "5 entries marked as read".
  static func markedMessage(_ count: Int) -> String {
    count == 1 ? "1 entry marked as read." : "\(count) entries marked as read."
  }

  private func undoMarkRead(_ change: ReadStateChange) {
    Task {
      do {
        _ = try await model.undoMarkRead(change)
      } catch {
        timeline.notice.show("Couldn’t undo: \(error)", isError: true)
      }
      await reloadTimeline(isNewScope: false)
    }
  }
}
