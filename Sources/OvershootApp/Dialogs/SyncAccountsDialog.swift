import FeedCore
import Foundation
import Overshoot

/// "Sync Accounts…": each Google Reader API account with its server, user and last sync, and
/// a Remove button that asks first, then forgets the account with its feeds and entries and
/// deletes its password from the keyring (as `overshoot-cli account remove` does).
@MainActor
final class SyncAccountsDialog {
  /// The dialog's window.
  var window: GtkWidgetPointer { dialog.gtkWindow }
  private let dialog: DialogWindow
  private let list = SyncAccountsList()
  private let model: ReaderModel
  private let onRemoved: @MainActor (SyncAccount) -> Void
  /// Dialogs stay alive while shown; GTK owns the window, this set owns the Swift side.
  private static var open: [ObjectIdentifier: SyncAccountsDialog] = [:]

  /// Shows the accounts of `model` over `parent`; `onRemoved` runs after an account is gone.
  @discardableResult
  static func present(
    over parent: GtkWidgetPointer, model: ReaderModel,
    onRemoved: @escaping @MainActor (SyncAccount) -> Void
  ) -> SyncAccountsDialog {
    let dialog = SyncAccountsDialog(parent: parent, model: model, onRemoved: onRemoved)
    open[ObjectIdentifier(dialog)] = dialog
    dialog.reload()
    dialog.dialog.present()
    return dialog
  }

  private init(
    parent: GtkWidgetPointer, model: ReaderModel,
    onRemoved: @escaping @MainActor (SyncAccount) -> Void
  ) {
    self.model = model
    self.onRemoved = onRemoved
    let list = self.list
    let actions = WeakReference<SyncAccountsDialog>()
    dialog = DialogWindow(tr("Sync Accounts"), over: parent, width: 480) {
      SyncAccountsView(list: list) { actions.object?.confirmRemoval(of: $0) }
    }
    dialog.toolbar {
    } confirmation: {
      Button(tr("Close")) { actions.object?.close() }
    }
    actions.object = self
    let key = ObjectIdentifier(self)
    dialog.onClose { Self.open[key] = nil }
  }

  /// Shows the accounts as the model has them now.
  func reload() {
    list.show(model.accounts, results: model.lastSyncResults)
  }

  /// Asks before removing `account`.
  @discardableResult
  func confirmRemoval(of account: SyncAccount) -> ConfirmDialog {
    ConfirmDialog.present(
      over: window, question: tr("Remove %@?", account.displayName),
      detail: tr(
        "Its feeds and entries are deleted from this computer and its password from the keyring; the server keeps them."
      ),
      action: tr("Remove")
    ) { [weak self] in
      guard let self else { return }
      Task { await self.remove(account) }
    }
  }

  /// Removes `account` without asking.
  func remove(_ account: SyncAccount) async {
    do throws(StoreError) {
      let keyringProblem = try await model.removeAccount(account)
      list.message = keyringProblem.map { tr("Removed %@, but %@.", account.displayName, $0) } ?? ""
    } catch {
      list.message = tr("Couldn’t remove %@: %@", account.displayName, error.description)
    }
    reload()
    onRemoved(account)
  }

  /// Closes the dialog.
  func close() {
    dialog.close()
  }

  #if DEBUG
    /// How many Sync Accounts dialogs are open (tests; debug builds only).
    static var openCount: Int { open.count }

    /// The open dialog, if any (tests; debug builds only).
    static var current: SyncAccountsDialog? { open.values.first }

    /// The rows shown (tests; debug builds only).
    var rows: [SyncAccountsList.Row] { list.rows }

    /// The message under the rows (tests; debug builds only).
    var message: String { list.message }
  #endif
}
