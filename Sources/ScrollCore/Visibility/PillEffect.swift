/// What the app must do after a pill or button handled an event.
public enum PillEffect: Sendable, Equatable, Hashable {
  /// Scroll the list to its top (animated, as a tap on the status bar does on iOS).
  case scrollToTop
}
