import Overshoot

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
