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
      if let oldValue, oldValue.id != shown?.id { oldValue.session.ended() }
    }
  }

  /// The feed whose removal is asked about; nil when none.
  var feedRemoval: FeedRemovalQuestion?
  /// Whether the question before a feed's removal shows.
  var isAskingFeedRemoval = false

  /// Asks `question` in an alert over the window; its Remove runs the question's removal.
  func ask(_ question: FeedRemovalQuestion) {
    feedRemoval = question
    isAskingFeedRemoval = true
  }

  /// Shows `sheet`, closing the one shown; the sheet's session can close it again.
  func show(_ sheet: ReaderSheet) {
    let id = sheet.id
    sheet.session.dismiss = { [weak self] in
      guard let self, self.shown?.id == id else { return }
      self.shown = nil
    }
    shown = sheet
  }
}

extension Widget {
  /// Presents the sheet `sheets` asks for over this widget's window, and the question before a
  /// feed's removal.
  func readerSheets(_ sheets: ReaderSheets) -> ModifiedWidget {
    sheet(item: Binding(sheets, \.shown)) { sheet in sheet.content }
      .alert(
        tr("Remove “%@”?", sheets.feedRemoval?.title ?? ""),
        isPresented: Binding(sheets, \.isAskingFeedRemoval),
        presenting: sheets.feedRemoval
      ) { question in
        Button(tr("Remove"), role: .destructive) { question.remove() }
      } message: { _ in
        Text(tr("Its entries, starred ones included, are deleted from this computer."))
      }
  }
}
