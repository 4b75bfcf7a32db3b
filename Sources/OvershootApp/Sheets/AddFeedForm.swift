import FeedCore
import Foundation
import Observation

/// What the Add Feed dialog shows, observed by its widgets.
@MainActor @Observable
final class AddFeedForm {
  /// The address typed, as the field holds it.
  var address = ""
  /// The line under the field: progress, or why the feed could not be added.
  var message = ""
  /// Whether `message` says what went wrong.
  var isError = false
  /// Whether an address or a choice is being checked.
  var isChecking = false
  /// The feeds the page offered, to pick from; empty until a page offers several.
  var choices: [FeedLink] = []
  /// Where the feed is followed: 0 on this computer, else the id of the sync account whose
  /// server subscribes to it.
  var destination: Int64 = 0

  /// Whether Subscribe can be pressed: there is an address and nothing is being checked.
  var canSubscribe: Bool {
    !isChecking && !address.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }
}
