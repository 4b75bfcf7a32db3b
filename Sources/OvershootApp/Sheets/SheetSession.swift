import Overshoot

/// One showing of a sheet of the main window: the sheet it shows, the way to close it, and
/// what stops when it closes; `ReaderSheets` presents it.
@MainActor
protocol SheetSession: AnyObject {
  /// Closes the sheet showing this session; `ReaderSheets` sets it when it shows the sheet.
  var dismiss: @MainActor () -> Void { get set }
  /// The sheet that shows this session.
  var sheet: any Widget { get }
  /// Stops what runs for the sheet (a check, a save, a sign-in): it closed, however it closed.
  func ended()
}

extension SheetSession {
  /// Nothing runs past the sheet.
  func ended() {}

  /// Closes the sheet, stopping what runs for it.
  func close() {
    ended()
    dismiss()
  }
}
