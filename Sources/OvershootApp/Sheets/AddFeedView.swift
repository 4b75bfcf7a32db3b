import FeedCore
import Overshoot

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
