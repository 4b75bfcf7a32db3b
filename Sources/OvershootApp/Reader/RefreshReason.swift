/// Why a refresh runs, which decides what it covers and whether it may notify.
enum RefreshReason: Equatable {
  /// The reader's own: the button, F5, the pull, the menu. Covers what is shown.
  case reader
  /// The first fetch of feeds never fetched, as the window opens.
  case startUp
  /// The timer of the `refresh-interval` setting.
  case periodic
  /// The fetch of feeds just added by an OPML import.
  case afterImport

  /// Whether it covers every feed whatever is shown: the reader did not ask for it while
  /// looking at one feed.
  var coversEveryFeed: Bool { self != .reader }
}
