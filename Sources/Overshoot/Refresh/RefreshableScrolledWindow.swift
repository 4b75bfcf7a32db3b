import CGtk
import GtkGlue
import RefreshCore
import ScrollCore

/// A GtkScrolledWindow around any child (a list or arbitrary content) that refreshes when
/// pulled past its top, like SwiftUI's `.refreshable` or UIKit's `UIRefreshControl`.
///
/// Pulls come from touchpads, touchscreens, GTK's `edge-overshot`, and (opt-in) the mouse
/// wheel; `beginRefreshing()`, the `refreshable.refresh` action and any button or shortcut
/// that calls them run the same refresh, one at a time. Content shorter than the viewport can
/// still be pulled. All decisions live in `controller` (RefreshCore); this class translates GTK
/// input into its events and draws its state.
///
/// The wrapper lives as long as `gtkWidget`: put the widget in a window and you may drop the
/// wrapper; pulls, F5 and the `refreshable.refresh` action keep working, and destroying the
/// window releases it.
///
/// ```swift
/// let refreshable = RefreshableScrolledWindow(child: listWidget)
/// refreshable.onRefresh { try await feed.reload() }
/// gtk_window_set_child(window, refreshable.gtkWidget)
/// ```
@MainActor
public final class RefreshableScrolledWindow: WidgetHandle {
  /// The GtkScrolledWindow inside, for policies and adjustments.
  public let scrolledWindow: UnsafeMutablePointer<GtkWidget>
  /// The pull-to-refresh logic: configuration, state, observers, the running refresh.
  public let controller: PullToRefreshController
  /// Geometry, position and indicator flashing for the scrolled content.
  public let scrollView: ScrollView
  private let spacer: UnsafeMutablePointer<GtkWidget>
  private var indicator: any RefreshIndicatorView
  private var input: PullInputTranslator?
  private let layout: RefreshIndicatorLayout
  private var traceWriter: TraceWriter?
  private var lastGeometry: PullGeometry?
  private var announcedPhase: PullPhase = .idle

  /// A refreshable scrolled window around `child` (which may be set later with `setChild`).
  public convenience init(
    child: UnsafeMutablePointer<GtkWidget>? = nil,
    configuration: PullConfiguration = RefreshableScrolledWindow.defaultConfiguration
  ) {
    self.init(adopting: nil, child: child, configuration: configuration)
  }

  /// A refreshable view around an existing scroll view (its scrolled window moves inside this
  /// view), so the scroll view's observers and flashing keep working: how `.refreshable` wraps
  /// a `List` or `ScrollView`. With `nil`, a new vertical scrolled window.
  init(
    adopting existing: ScrollView?, child: UnsafeMutablePointer<GtkWidget>? = nil,
    configuration: PullConfiguration
  ) {
    controller = PullToRefreshController(configuration: configuration)
    let overlay = Gtk.Overlay().widget
    overlay.addCSSClass("refreshable")
    // GTK 4.8 reads an unnamed overlay as "GtkOverlay"; an app names it after its content.
    overshoot_accessible_set_label(overlay, tr("Refreshable content"))
    overlay.overflow = GTK_OVERFLOW_HIDDEN
    overlay.hexpand = true
    overlay.vexpand = true

    let column = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0)
    spacer = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0).widget
    spacer.setSizeRequest(width: -1, height: 0)
    if let existing {
      scrollView = existing
      scrolledWindow = existing.scrolledWindow
    } else {
      scrolledWindow = ScrollPaneType.make()
      // A short list never scrolls under AUTOMATIC, but it is still pulled by our own
      // controllers, which see input whether or not the window can scroll.
      Gtk.ScrolledWindow(scrolledWindow).setPolicy(
        horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
      scrollView = ScrollView(scrolledWindow: scrolledWindow)
    }
    scrolledWindow.vexpand = true
    column.append(spacer)
    column.append(scrolledWindow)
    Gtk.Overlay(overlay).child = column.widget

    indicator = DefaultRefreshIndicator()
    layout = RefreshIndicatorLayout(
      host: overlay, spacer: spacer, collapseMilliseconds: configuration.collapseMilliseconds)
    super.init(gtkWidget: overlay)
    attach(indicator)
    if let child { setChild(child) }
    let adjustment = Gtk.ScrolledWindow(scrolledWindow).vadjustment
    layout.contentOffset = { adjustment.value - adjustment.lower }
    layout.setContentOffset = { offset in adjustment.value = adjustment.lower + offset }
    layout.contentHeight = { adjustment.upper - adjustment.lower }

    input = PullInputTranslator(
      scrolledWindow: scrolledWindow, dragHost: gtkWidget,
      pulledDistance: { [weak self] in self?.controller.state.distance ?? 0 },
      send: { [weak self] event in self?.send(event) })
    watchGeometry()
    scrollView.overshootProvider = { [weak self] in
      ScrollPoint(x: 0, y: -(self?.controller.state.distance ?? 0))
    }
    installActions()
    RefreshShortcuts.install(
      on: gtkWidget, refresh: { [weak self] in self?.beginRefreshing(source: .keyboard) },
      cancel: { [weak self] in
        guard let self, self.controller.phase == .refreshing else { return false }
        self.controller.cancel()
        return true
      })
    startTracing()
    controller.onChange { [weak self] change in
      self?.render(change)
      if change.previous.distance != change.state.distance { self?.scrollView.submitGeometry() }
    }
    render(nil)
    gtkWidget.connect("unrealize") { [weak self] in
      // The view going away (removed, or its window destroyed) cancels its refresh. Not on
      // "unmap": a GtkStack unmaps the pages it hides, and switching tabs is not leaving.
      if self?.controller.phase == .refreshing { self?.controller.cancel() }
    }
  }

  /// Defaults for the widget: the core's, with time to read "Updated just now" before the
  /// indicator collapses.
  public static let defaultConfiguration = PullConfiguration(collapseMilliseconds: 900)

  /// Replaces the scrolled content.
  public func setChild(_ child: UnsafeMutablePointer<GtkWidget>?) {
    Gtk.ScrolledWindow(scrolledWindow).child = child
  }

  /// Sets the refresh to run, like SwiftUI's `.refreshable { … }`. Throwing shows the error in
  /// the indicator; the coordinator's timeout and minimum visible duration apply.
  public func onRefresh(_ action: @escaping @MainActor () async throws -> Void) {
    controller.action = RefreshAction(action)
  }

  /// Sets a refresh for callers without async, like seed code's `onRefresh: { done in … }`:
  /// `action` gets a `RefreshCompletion` to call when the work is done. The refresh ends exactly
  /// once whatever the caller does: a second call is ignored, and a completion that is dropped
  /// uncalled (or the coordinator's timeout) ends it too.
  public func onRefresh(withCompletion action: @escaping @MainActor (RefreshCompletion) -> Void) {
    controller.action = RefreshAction { try await RefreshCompletion.run(action) }
  }

  /// Sets a refresh that reports how many new items arrived ("Updated just now · 3 new").
  public func onRefreshReportingNewItems(_ action: @escaping @MainActor () async throws -> Int?) {
    controller.action = RefreshAction(counting: action)
  }

  /// Sets a refresh that reads what started it (`RefreshRequest`: a pull, or a request and the
  /// context it carries) and reports how many new items arrived.
  public func onRefreshReportingNewItems(
    for action: @escaping @MainActor (RefreshRequest) async throws -> Int?
  ) {
    controller.action = RefreshAction(countingFor: action)
  }

  /// Starts a refresh as if the user pulled (subject to the policy while one runs); the action
  /// set with `onRefreshReportingNewItems(for:)` receives `context` with the request.
  public func beginRefreshing(
    source: RefreshRequestSource = .program, context: (any Sendable)? = nil
  ) {
    controller.beginRefreshing(source: source, context: context)
  }

  /// Cancels the running refresh (Esc).
  public func cancelRefreshing() {
    controller.cancel()
  }

  /// Whether a mouse click-drag pulls too (touch always does). Off by default, because a
  /// click-drag on a list usually means selection.
  public var allowsMouseDrag: Bool {
    get { input?.allowsMouseDrag ?? false }
    set { input?.allowsMouseDrag = newValue }
  }

  /// Replaces the indicator with your own view.
  public func setIndicator(_ custom: any RefreshIndicatorView) {
    Gtk.Overlay(gtkWidget).removeOverlay(indicator.gtkWidget)
    indicator = custom
    attach(custom)
    render(nil)
  }

  // MARK: - Wiring

  private func attach(_ view: any RefreshIndicatorView) {
    view.gtkWidget.canTarget = false
    Gtk.Overlay(gtkWidget).addOverlay(view.gtkWidget)
    layout.indicator = view
  }

  private func watchGeometry() {
    let adjustment = Gtk.ScrolledWindow(scrolledWindow).vadjustment
    let report: @MainActor () -> Void = { [weak self] in self?.reportGeometry() }
    adjustment.connect("value-changed", report)
    adjustment.connect("changed", report)
  }

  private func reportGeometry() {
    guard !scrollView.isFlashing else { return }
    let adjustment = Gtk.ScrolledWindow(scrolledWindow).vadjustment
    let lower = adjustment.lower
    // The whole widget's height, so the indicator's own room does not change the threshold.
    let viewport = Double(gtkWidget.height)
    let geometry = PullGeometry(
      viewport: viewport > 0 ? viewport : adjustment.pageSize,
      content: adjustment.upper - lower,
      offset: adjustment.value - lower)
    guard geometry != lastGeometry else { return }
    lastGeometry = geometry
    controller.send(
      .geometry(viewport: geometry.viewport, content: geometry.content, offset: geometry.offset))
  }

  private func installActions() {
    let group = g_simple_action_group_new()!
    defer { g_object_unref(group.gpointer) }
    let refresh = g_simple_action_new("refresh", nil)!
    refresh.connectActivate { [weak self] _ in self?.controller.beginRefreshing(source: .action) }
    let cancel = g_simple_action_new("cancel", nil)!
    cancel.connectActivate { [weak self] _ in self?.controller.cancel() }
    for action in [refresh, cancel] {
      g_action_map_add_action(group.checked(g_action_map_get_type()), action)
      g_object_unref(action.gpointer)
    }
    gtk_widget_insert_action_group(
      gtkWidget, "refreshable", group.checked(g_action_group_get_type()))
  }

  private func startTracing() {
    do {
      guard let writer = try TraceWriter.fromEnvironment() else { return }
      traceWriter = writer
      controller.traceRecorder = { [weak self] event, time in
        do {
          try self?.traceWriter?.record(event, at: time)
        } catch {
          Diagnostics.warn("\(error); tracing stopped")
          self?.traceWriter = nil
        }
      }
    } catch {
      Diagnostics.warn("\(error); tracing is off")
    }
  }

  // MARK: - Drawing

  private func render(_ change: PullChange?) {
    let state = controller.state
    indicator.render(state, outcome: controller.lastOutcome)
    layout.update(state)
    announce(state.phase)
  }

  private func announce(_ phase: PullPhase) {
    guard phase != announcedPhase else { return }
    announcedPhase = phase
    switch phase {
    case .refreshing: Announcer.announce(tr("Refreshing"), from: indicator.gtkWidget)
    case .finishing:
      Announcer.announce(
        RefreshStatusText.finished(controller.lastOutcome), from: indicator.gtkWidget)
    default: break
    }
  }
}
