import CGtk
import GtkGlue
import RefreshCore

/// Loads the next page when a scroll view reaches its bottom edge ("infinite scrolling"), one
/// load at a time through a `RefreshCoordinator`, like pull-to-refresh at the other end.
///
/// While a load runs, reaching the bottom again starts nothing. A load that fails (or times out)
/// shows `retryRow` ("Could not load more · Try again"); place it below the scroll view. The
/// scroll view keeps the controller: nothing needs to hold it.
@MainActor
public final class LoadMoreController {
  /// Runs the loads, one at a time, with the coordinator's timeout.
  public let coordinator = RefreshCoordinator(minimumVisibleDuration: .zero)
  /// A row shown after a failed load, with a button that tries again; hidden otherwise.
  public let retryRow: UnsafeMutablePointer<GtkWidget>
  /// How the last load ended, if one has.
  public private(set) var lastOutcome: RefreshOutcome?
  /// Loads started so far.
  public private(set) var loadsStarted = 0
  private let action: RefreshAction
  private let message: UnsafeMutablePointer<GtkWidget>

  /// Runs `action` whenever `scrollView` is scrolled to its bottom edge (or `loadMore()` is
  /// called) and no load is running.
  public init(scrollView: ScrollView, action: @escaping @MainActor () async throws -> Void) {
    self.action = RefreshAction(action)
    retryRow = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 12).widget
    message = Gtk.Label(text: tr("Could not load more")).widget
    let retry = Gtk.Button(label: tr("Try again")).widget
    retryRow.halign = GTK_ALIGN_CENTER
    retryRow.addCSSClass("load-more-retry")
    Gtk.Box(retryRow).append(message)
    Gtk.Box(retryRow).append(retry)
    retryRow.isVisible = false
    retry.connect("clicked") { [weak self] in self?.loadMore() }
    scrollView.onEdgeReached { [self] edge in
      if edge == .bottom { loadMore() }
    }
  }

  /// Whether a load is running now.
  public var isLoading: Bool { coordinator.refreshInProgress != nil }

  /// Starts a load unless one is running; returns whether it started.
  @discardableResult
  public func loadMore() -> Bool {
    let started = coordinator.start(loadsStarted + 1, action: action) { [weak self] outcome in
      self?.finished(outcome)
    }
    if started {
      loadsStarted += 1
      retryRow.isVisible = false
    }
    return started
  }

  private func finished(_ outcome: RefreshOutcome) {
    lastOutcome = outcome
    guard case .failure(let failure) = outcome else { return }
    Gtk.Label(message).text = tr("Could not load more: %@", failure.message)
    retryRow.isVisible = true
  }
}
