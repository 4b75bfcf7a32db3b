import Observation

/// What a ``FeedTextSheet`` shows besides its field, observed by its widgets.
@MainActor @Observable
final class FeedTextForm {
  /// Why the last try was refused; empty when nothing was.
  var message = ""
  /// Whether the text is being saved (the action button waits meanwhile).
  var isSaving = false
}
