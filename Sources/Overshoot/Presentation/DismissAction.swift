/// Closes the sheet that shows the widget holding it, like SwiftUI's `DismissAction`: read it
/// with `@Environment(\.dismiss) private var dismiss` in a widget shown by `.sheet`, then call
/// `dismiss()`. The sheet's binding becomes false (or nil), as when the reader presses Escape.
///
/// Outside a sheet it does nothing but say so on stderr.
@MainActor
public struct DismissAction {
  let action: @MainActor () -> Void

  /// Closes the sheet.
  public func callAsFunction() { action() }

  /// The action of a widget made outside any sheet.
  static let outsidePresentation = DismissAction {
    Diagnostics.warn(
      "dismiss() was called by a widget made outside a sheet: read @Environment(\\.dismiss) in "
        + "a widget that a .sheet's content makes")
  }
}
