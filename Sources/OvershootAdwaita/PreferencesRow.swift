import CAdwaita

/// One row of a ``PreferencesGroup``: a ``SwitchRow``, a ``SpinRow`` or a ``ComboRow``.
@MainActor
public protocol PreferencesRow {
  /// Makes the row's widget (an `AdwActionRow` or subclass), bound to its value.
  func makeRow() -> UnsafeMutablePointer<GtkWidget>
}
