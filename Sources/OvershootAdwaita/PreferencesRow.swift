import CAdwaita

/// One row of a ``PreferencesGroup``: a ``SwitchRow`` or a ``SpinRow``.
@MainActor
public protocol PreferencesRow {
  /// Makes the row's widget (an `AdwActionRow` or subclass), bound to its value.
  func makeRow() -> UnsafeMutablePointer<GtkWidget>
}
