import Overshoot

extension DialogWindow {
  /// The bar of a dialog that asks and acts: Cancel at the start, and `title` at the end as
  /// the suggested button that Enter presses, insensitive while `isDisabled` holds (observed).
  @discardableResult
  func cancelAndConfirm(
    _ title: String, disabled isDisabled: @autoclosure @escaping @MainActor () -> Bool,
    cancel: @escaping @MainActor () -> Void, confirm: @escaping @MainActor () -> Void
  ) -> DialogWindow {
    toolbar {
      Button(tr("Cancel"), action: cancel)
    } confirmation: {
      Button(title, action: confirm)
        .cssClass("suggested-action")
        .keyboardShortcut(.defaultAction)
        .disabled(isDisabled())
    }
  }
}
