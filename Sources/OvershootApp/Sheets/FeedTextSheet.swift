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

/// What a ``FeedTextSheet`` shows: the field under its label, and the refusal of the last
/// try (selectable, in the error colour) observed from `form`.
struct FeedTextView: Widget {
  /// What the field is for, above it and as its accessible name.
  let label: String
  /// The line's field, which the session fills and focuses.
  let field: TextField
  /// What the sheet shows besides the field.
  let form: FeedTextForm

  /// The label, the field and the refusal.
  var body: some Widget {
    VStack(spacing: 10) {
      Text(label).leadingAligned()
      field.accessibilityLabel(label)
      Text(form.message).leadingAligned().textSelection(.enabled).cssClass("error")
        .hidden(form.message.isEmpty)
    }.padding(18)
  }
}
