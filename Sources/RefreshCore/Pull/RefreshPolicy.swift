/// What a second trigger (a pull, a key, a button) does while a refresh is already running.
public enum RefreshPolicy: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Nothing: the running refresh continues alone. The default, because refreshes are idempotent.
  case ignore
  /// Cancel the running refresh and start a new one.
  case cancelAndRestart
  /// Remember one more refresh and start it when the running one ends; further triggers add none.
  case queueOne
}
