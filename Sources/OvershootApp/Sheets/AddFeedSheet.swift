import FeedCore
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

/// What the Add Feed dialog shows: the address field, where to subscribe (when there are sync
/// accounts), the feeds a page offered to pick from, and the status line, all observed from
/// `form` and the model's accounts.
struct AddFeedView: Widget {
  /// What the dialog shows now.
  let form: AddFeedForm
  /// The reader's model, for its sync accounts.
  let model: ReaderModel
  /// The address field, which the dialog focuses and disables while it checks.
  let field: TextField
  /// Subscribes to a feed the page offered.
  let pick: @MainActor (FeedLink) -> Void

  /// The field, the account picker, the choices and the status line.
  var body: some Widget {
    VStack(spacing: 10) {
      Text(tr("Feed address (https://…, a web page, or a file path)"))
        .leadingAligned()
      field.accessibilityLabel(tr("Feed address"))
      Picker(
        tr("Subscribe in"),
        selection: Binding(get: { form.destination }, set: { form.destination = $0 }),
        options: [(tr("This computer"), Int64(0))]
          + model.accounts.map { ($0.displayName, $0.id) }
      ).pickerStyle(.menu).hidden(model.accounts.isEmpty)
      ForEach(form.choices, spacing: 6) { link in
        Button(Self.label(link)) { pick(link) }
          .help(link.url.absoluteString)
          .disabled(form.isChecking)
      }
      DialogStatusLine(
        isBusy: form.isChecking, message: form.message, isError: form.isError)
    }.padding(18)
  }

  /// A choice as its button reads: the link's title, else its address, then its format
  /// unless the title names it already ("Blog (RSS)").
  static func label(_ link: FeedLink) -> String {
    let title = link.title ?? link.url.absoluteString
    let kind = link.kind.displayName
    return title.localizedCaseInsensitiveContains(kind) ? title : "\(title) (\(kind))"
  }
}
