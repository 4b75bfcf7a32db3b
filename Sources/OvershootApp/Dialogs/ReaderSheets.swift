import Observation
import Overshoot

/// The sheet the main window shows, if any, presented by `.readerSheets(_:)` on the window's
/// root view: one at a time, as GNOME's modal dialogs are.
@MainActor @Observable
final class ReaderSheets {
  /// The sheet shown now, nil when none; another closes the one shown. The reader closing it
  /// (Escape, Cancel) sets it to nil.
  var shown: ReaderSheet? {
    didSet {
      if let oldValue, oldValue.id != shown?.id { oldValue.ended() }
    }
  }

  /// Shows `sheet`, closing the one shown; the sheet's session can close it again.
  func show(_ sheet: ReaderSheet) {
    let id = sheet.id
    sheet.setDismiss { [weak self] in
      guard let self, self.shown?.id == id else { return }
      self.shown = nil
    }
    shown = sheet
  }
}

extension Widget {
  /// Presents the sheet `sheets` asks for over this widget's window.
  func readerSheets(_ sheets: ReaderSheets) -> ModifiedWidget {
    sheet(item: Binding(sheets, \.shown)) { sheet in sheet.content }
  }
}
