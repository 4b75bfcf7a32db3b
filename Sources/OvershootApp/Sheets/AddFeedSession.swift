import FeedCore
import Foundation
import Observation
import Overshoot

/// One showing of "Add Feed" (Ctrl+L): takes a feed's or a web page's address (or a path),
/// finds the feed, fetches and parses it before subscribing, and shows what went wrong inline,
/// keeping the sheet open to fix the address. A page that links to several feeds lists them to
/// pick from. `AddFeedSheet` shows it; `ReaderSheets` presents it.
@MainActor
final class AddFeedSession: SheetSession {
  /// What the sheet shows now.
  let form = AddFeedForm()
  /// The address field, focused again and disabled while a check runs.
  let field: TextField
  /// The reader's model, which subscribes.
  let model: ReaderModel
  private let onSubscribed: @MainActor (Subscription) -> Void
  /// Gets the reason when the subscription was queued for a sync account's server without
  /// arriving now; the sheet then closes.
  var onQueued: @MainActor (SubscribeError) -> Void = { _ in }
  private var task: Task<Void, Never>?
  /// The page the choices came from.
  private var choicesPage: URL?
  /// Closes the sheet showing this session; `ReaderSheets` sets it when it shows the sheet.
  var dismiss: @MainActor () -> Void = {}
  /// The sheet that shows this session.
  var sheet: any Widget { AddFeedSheet(session: self) }

  /// A session starting with `prefill` in the address field; `onSubscribed` gets the feed
  /// followed, once, before the sheet closes.
  init(
    model: ReaderModel, prefill: String = "",
    onSubscribed: @escaping @MainActor (Subscription) -> Void
  ) {
    self.model = model
    self.onSubscribed = onSubscribed
    let field = TextField("https://example.org/feed.xml")
    field.activatesDefault = true
    self.field = field
    field.onChange { [weak self] text in self?.addressChanged(text) }
    setAddress(prefill)
  }

  /// The text in the address field.
  var address: String { field.text }

  /// Finds and subscribes to the feed at the address; errors stay in the sheet.
  func submit() {
    let text = address.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty, task == nil else { return }
    let account = accountChosen
    check(tr("Checking the feed…")) { (model) async throws(SubscribeError) -> CheckResult in
      switch try await model.discoverAndSubscribe(text, in: account) {
      case .subscribed(let subscription):
        return .subscribed(subscription)
      case .choices(let page, let links):
        return .choices(page, links)
      }
    }
  }

  /// Subscribes to `link`, one of the feeds the page offered.
  func pick(_ link: FeedLink) {
    guard task == nil, let page = choicesPage else { return }
    let account = accountChosen
    check(tr("Checking %@…", AddFeedView.label(link))) {
      (model) async throws(SubscribeError) -> CheckResult in
      .subscribed(try await model.subscribe(to: link, from: page, in: account))
    }
  }

  /// The sync account chosen to subscribe in, or nil for this computer.
  private var accountChosen: Int64? {
    form.destination == 0 ? nil : form.destination
  }

  /// Subscribes in the sync account `id` (nil: on this computer), as choosing it would.
  func setDestination(_ id: Int64?) { form.destination = id ?? 0 }

  /// What a check ends with: a feed followed, or feeds to pick from.
  private enum CheckResult {
    case subscribed(Subscription)
    case choices(URL, [FeedLink])
  }

  private func check(
    _ progress: String,
    _ body: @escaping @MainActor (ReaderModel) async throws(SubscribeError) -> CheckResult
  ) {
    setChecking(true)
    form.message = progress
    form.isError = false
    task = Task { @MainActor [weak self] in
      guard let self else { return }
      do throws(SubscribeError) {
        let result = try await body(self.model)
        // Closed while the feed was being checked: the subscription stands, but the window
        // does not jump to a feed the reader walked away from.
        guard !Task.isCancelled else { return }
        switch result {
        case .subscribed(let subscription):
          self.onSubscribed(subscription)
          self.close()
          return
        case .choices(let page, let links):
          self.choicesPage = page
          self.form.choices = links
          self.form.message = trn(
            "This page links to %@ feed: pick it above.",
            "This page links to %@ feeds: pick one above.", links.count, links.count)
        }
      } catch {
        guard !Task.isCancelled else { return }
        // Queued all the same: a second Subscribe would only ask for it twice.
        if error.queued {
          self.onQueued(error)
          self.close()
          return
        }
        self.form.isError = true
        self.form.message = tr("Couldn’t add this feed: %@", error.message)
      }
      self.task = nil
      self.setChecking(false)
      // The field was disabled while checking, which took its focus: give it back so the
      // reader can fix the address by typing (Tab reaches the choices).
      self.field.focus()
    }
  }

  private func addressChanged(_ text: String) {
    form.address = text
    // Choices belong to the address that found them.
    if task == nil, !form.choices.isEmpty {
      form.choices = []
      choicesPage = nil
      form.message = ""
    }
  }

  private func setChecking(_ checking: Bool) {
    form.isChecking = checking
    // Set now, not on the next frame: the focus can only come back to an enabled field.
    field.isEnabled = !checking
  }

  /// Replaces the address, as typing would.
  func setAddress(_ text: String) { field.text = text }

  #if DEBUG
    /// The feeds offered to pick from, as their buttons read (tests; debug builds only).
    var choiceLabels: [String] { form.choices.map(AddFeedView.label) }
  #endif

  /// Cancels a check in progress: the sheet closed.
  func ended() {
    task?.cancel()
  }

  #if DEBUG
    /// The inline message shown now (tests; debug builds only).
    var message: String { form.message }
  #endif

}

/// What the Add Feed dialog shows, observed by its widgets.
@MainActor @Observable
final class AddFeedForm {
  /// The address typed, as the field holds it.
  var address = ""
  /// The line under the field: progress, or why the feed could not be added.
  var message = ""
  /// Whether `message` says what went wrong.
  var isError = false
  /// Whether an address or a choice is being checked.
  var isChecking = false
  /// The feeds the page offered, to pick from; empty until a page offers several.
  var choices: [FeedLink] = []
  /// Where the feed is followed: 0 on this computer, else the id of the sync account whose
  /// server subscribes to it.
  var destination: Int64 = 0

  /// Whether Subscribe can be pressed: there is an address and nothing is being checked.
  var canSubscribe: Bool {
    !isChecking && !address.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }
}
