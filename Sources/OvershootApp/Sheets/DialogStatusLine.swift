import Overshoot

/// The line under a dialog's fields: a spinner while the dialog works, and what it last said
/// (selectable, in the error colour when it is a failure).
struct DialogStatusLine: Widget {
  /// Whether the dialog is working (checking a feed, signing in).
  let isBusy: @MainActor () -> Bool
  /// What the dialog says now; empty for nothing.
  let message: @MainActor () -> String
  /// Whether the message is a failure.
  let isError: @MainActor () -> Bool

  /// A line observing `isBusy`, `message` and `isError` (each read again when what it reads
  /// changes).
  init(
    isBusy: @autoclosure @escaping @MainActor () -> Bool,
    message: @autoclosure @escaping @MainActor () -> String,
    isError: @autoclosure @escaping @MainActor () -> Bool
  ) {
    self.isBusy = isBusy
    self.message = message
    self.isError = isError
  }

  /// The spinner beside the message.
  var body: some Widget {
    HStack(spacing: 8) {
      ProgressView().hidden(!isBusy())
      // Hidden while empty: a selectable label takes the focus, and an empty one reads as
      // nothing (GTK 4.8: "GtkLabel").
      Text(message()).leadingAligned().textSelection(.enabled)
        .cssClass("error", when: isError()).hidden(message().isEmpty)
    }
  }
}
