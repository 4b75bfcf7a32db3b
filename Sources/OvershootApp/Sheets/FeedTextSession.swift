import Observation
import Overshoot

/// One showing of a small sheet asking for one line about a feed (its sidebar menu's Rename…
/// and Edit Address…): a field holding what the feed has now, Cancel and an action button.
/// What the action refuses is said under the field, and the sheet stays open to fix it.
/// `FeedTextSheet` shows it; `ReaderSheets` presents it.
@MainActor
final class FeedTextSession: SheetSession {
  /// The sheet's title.
  let title: String
  /// What the field is for.
  let label: String
  /// The button that runs the action.
  let action: String
  /// The line's field, focused when the sheet shows and again after a refusal.
  let field: TextField
  /// What the sheet shows besides the field.
  let form = FeedTextForm()
  private let save: @MainActor (String) async throws(FeedEditRefusal) -> Void
  private var task: Task<Void, Never>?
  /// Closes the sheet showing this session; `ReaderSheets` sets it when it shows the sheet.
  var dismiss: @MainActor () -> Void = {}
  /// The sheet that shows this session.
  var sheet: any Widget { FeedTextSheet(session: self) }

  /// A sheet titled `title`, its field named `label` holding `text`; `action` names the button
  /// that runs `save` with the field's text. The sheet closes when `save` returns, and shows
  /// the refusal's message when it throws.
  init(
    title: String, label: String, text: String, action: String,
    save: @escaping @MainActor (String) async throws(FeedEditRefusal) -> Void
  ) {
    self.title = title
    self.label = label
    self.action = action
    self.save = save
    field = TextField("", text: text)
    field.activatesDefault = true
  }

  /// The text in the field.
  var text: String {
    get { field.text }
    set { field.text = newValue }
  }

  /// Runs the action with the field's text (as the button and Enter do); a refusal stays in
  /// the sheet.
  func submit() {
    guard task == nil else { return }
    let text = field.text
    form.isSaving = true
    task = Task { @MainActor [weak self] in
      guard let self else { return }
      do throws(FeedEditRefusal) {
        try await self.save(text)
        guard !Task.isCancelled else { return }
        self.close()
        return
      } catch {
        guard !Task.isCancelled else { return }
        self.form.message = error.message
      }
      self.task = nil
      self.form.isSaving = false
      self.field.focus()
    }
  }

  /// Cancels a save in progress: the sheet closed.
  func ended() {
    task?.cancel()
  }

  #if DEBUG
    /// The refusal shown now; empty when none (tests; debug builds only).
    var message: String { form.message }
  #endif
}

/// What a ``FeedTextSheet`` shows besides its field, observed by its widgets.
@MainActor @Observable
final class FeedTextForm {
  /// Why the last try was refused; empty when nothing was.
  var message = ""
  /// Whether the text is being saved (the action button waits meanwhile).
  var isSaving = false
}
