/// How many rows the user can select, like SwiftUI's `List(selection:)`.
public enum ListSelectionMode: Sendable, Equatable {
  /// Rows can be activated but not selected.
  case none
  /// At most one row is selected.
  case single
  /// Any number of rows, with Ctrl and Shift clicks.
  case multiple
}
