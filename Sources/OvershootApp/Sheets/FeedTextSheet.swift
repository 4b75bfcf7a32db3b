import Overshoot

/// The sheet of a `FeedTextSession`: its field under a header bar with Cancel and the action,
/// which Enter in the field presses; the field has the focus, its text selected, as it shows.
struct FeedTextSheet: Widget {
  @Environment(\.dismiss) private var dismiss
  /// The showing this sheet is for.
  let session: FeedTextSession

  /// The field and the refusal, 400 points wide with their padding, titled, with two buttons.
  var body: some Widget {
    FeedTextView(label: session.label, field: session.field, form: session.form)
      // 400 points with FeedTextView's padding, which GTK puts outside the frame.
      .frame(width: 364)
      .navigationTitle(session.title)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button(tr("Cancel")) { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          // Pressable with the field blank too: the refusal then says what is missing.
          Button(session.action) { session.submit() }.disabled(session.form.isSaving)
        }
      }
      .onAppear { session.field.focus() }
  }
}
