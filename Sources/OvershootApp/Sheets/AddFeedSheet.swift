import Overshoot

/// The Add Feed sheet: the session's form under a header bar with Cancel and Subscribe, which
/// Enter in the address presses once there is an address and no check is running. The address
/// has the focus as the sheet shows (GTK would give it to Cancel, the first in the header), so a
/// pasted or typed address goes in at once.
struct AddFeedSheet: Widget {
  @Environment(\.dismiss) private var dismiss
  /// The showing of Add Feed this sheet is for.
  let session: AddFeedSession

  /// The form, 440 points wide with its padding, titled, with its two buttons.
  var body: some Widget {
    AddFeedView(form: session.form, model: session.model, field: session.field) { link in
      session.pick(link)
    }
    // 440 points with AddFeedView's padding, which GTK puts outside the frame.
    .frame(width: 404)
    .navigationTitle(tr("Add Feed"))
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button(tr("Cancel")) { dismiss() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button(tr("Subscribe")) { session.submit() }.disabled(!session.form.canSubscribe)
      }
    }
    // Once GTK has given the sheet its first focus (4.8: the field; 4.18 and later: Cancel),
    // and only when that is not the field: focusing it as the sheet appeared sent a screen
    // reader's libatspi a focus event for a node it had not cached yet (GTK 4.8; seen in
    // FeedReaderScreenReaderTests), after which it found nothing in the sheet.
    .onAppear {
      Task { @MainActor in if !session.field.isFocused { session.field.focus() } }
    }
  }
}
