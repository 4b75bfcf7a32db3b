import FeedCore
import Foundation
import OvershootLocalization

/// Mark All as Read and Mark Feed as Read, with an Undo.
extension TimelineController {
  /// Marks what the timeline shows read (its scope, or during a search only its matches, as of
  /// when its entries were read: what arrived since stays unread), then says how many with an
  /// Undo that restores exactly those.
  func markAllRead() {
    markRead(in: model.scope, matching: state.searchQuery, arrivedBy: state.timelineReadAt)
  }

  /// Marks every unread entry of the feed `feedID` read (its sidebar menu's Mark Feed as
  /// Read), then says how many with an Undo, as Mark All as Read does.
  func markFeedRead(_ feedID: Int64) {
    markRead(in: .feed(feedID), matching: "", arrivedBy: nil)
  }

  private func markRead(in scope: EntryScope, matching query: String, arrivedBy readAt: Date?) {
    Task {
      let change: ReadStateChange
      do {
        change = try await model.markAllRead(in: scope, matching: query, arrivedBy: readAt)
      } catch {
        timeline.notice.show(tr("Couldn’t mark the entries as read: %@", "\(error)"), isError: true)
        return
      }
      await reloadTimeline(isNewScope: false)
      guard !change.entryIDs.isEmpty else {
        timeline.notice.show(tr("Nothing to mark as read."), isError: false)
        return
      }
      timeline.notice.show(
        Self.markedMessage(change.entryIDs.count), isError: false,
        action: (tr("Undo"), { [weak self] in self?.undoMarkRead(change) }))
    }
  }

  /// "1 entry marked as read", "5 entries marked as read".
  static func markedMessage(_ count: Int) -> String {
    trn("%@ entry marked as read.", "%@ entries marked as read.", count, count)
  }

  private func undoMarkRead(_ change: ReadStateChange) {
    Task {
      do {
        _ = try await model.undoMarkRead(change)
      } catch {
        timeline.notice.show(tr("Couldn’t undo: %@", "\(error)"), isError: true)
      }
      await reloadTimeline(isNewScope: false)
    }
  }
}
