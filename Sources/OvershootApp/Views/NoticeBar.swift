import Overshoot

/// A strip above the timeline for what just happened outside a refresh: a link that could not
/// be opened, an import that failed or worked, a copied link. Each says its own thing in its own
/// words; the refresh failures keep their banner. Confirmations are toasts over the timeline
/// (they cover nothing the reader aims at, never shift the list, and stay while the pointer is on
/// them) that leave after a few seconds; errors are this strip above the timeline, which stays
/// until dismissed, replaced, or the reader moves on to another scope (see ``NoticeState``).
struct NoticeBar: Widget {
  /// What it shows and does.
  let notice: NoticeState

  /// The message, the offered action and Dismiss, slid in while the state shows an error.
  var body: some Widget {
    HStack(spacing: 8) {
      Text(notice.stripMessage).leadingAligned().expanding()
      Button(notice.stripActionTitle) { notice.runAction() }
        .hidden(notice.stripActionTitle.isEmpty)
      Button(tr("Dismiss"), systemImage: "window-close-symbolic") { notice.hide() }
        .cssClass("flat")
    }.padding(6).cssClass("notice-bar").cssClass("error-notice", when: notice.isError)
      .revealed(notice.isStripShown)
  }
}
