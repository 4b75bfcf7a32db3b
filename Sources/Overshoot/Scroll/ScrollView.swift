import CGtk
import GtkGlue
import ScrollCore

/// A GtkScrolledWindow with the scroll conveniences of SwiftUI: a live `ScrollGeometry`
/// (offset, sizes, overshoot, velocity, phase, visible rows) observed at most once per frame,
/// scrolling to an offset or edge with or without animation, and flashing the indicators.
///
/// `RefreshableScrolledWindow` has one as `scrollView`; wrap any other scrolled window with
/// `ScrollView(scrolledWindow:)`, or let it make one with `ScrollView(child:)`. It lives as long
/// as the scrolled window: keeping the widget (or its window) keeps the observers working.
@MainActor
public final class ScrollView {
  /// The wrapped GtkScrolledWindow.
  public let scrolledWindow: UnsafeMutablePointer<GtkWidget>
  let lifetime: WrapperLifetime
  /// Reports the pull past an edge; `RefreshableScrolledWindow` sets it to its pull distance.
  public var overshootProvider: (@MainActor () -> ScrollPoint)?
  /// Reports the visible rows (positions, first and last id); a list view sets it.
  public var visibleRowsProvider: (@MainActor () -> (Range<Int>, String?, String?)?)?
  /// Holds a jump back until the content has laid out its latest change, and returns true when
  /// it will run the jump then; a list view sets it in `reportVisibleRows(to:)`.
  var contentLayoutGate: (@MainActor (@escaping @MainActor () -> Void) -> Bool)?
  var observers: [Int: any ScrollGeometryObserver] = [:]
  var nextObserverID = 0
  var tickID: guint = 0
  var velocity = VelocityEstimator()
  /// What the user's input is doing to the content (`phase` adds the app's animations).
  var userPhase = ScrollPhase.idle
  /// True between a touchpad's scroll-begin and scroll-end, or a touch drag's begin and end.
  var gestureActive = false
  var lastUserInputAt = 0.0
  var lastMoveAt = 0.0
  /// The rows of the list inside, which `scrollTo(id:anchor:)` and `scrollPosition` reach by id.
  weak var rowTargets: (any ScrollRowTargets)?
  /// Where the content stays put when its size changes (`defaultScrollAnchor(_:for:)`).
  var sizeChangeAnchor: UnitPoint?
  /// Whether the content showed its bottom at the last change, for a `.bottom` size anchor.
  var wasAtBottom = true
  var sizeChangeConnections: [SignalConnection] = []
  /// `.contentMargins` per placement, in `Edge` order, and the CSS class giving the content's.
  var contentMargins: [String: [Int]] = [:]
  var paddingClass: String?
  /// Whether the initial-offset anchor has been applied (it applies once).
  var startedAtAnchor = false
  /// The adjustments watched for the content's first overflow, to apply the initial offset then.
  var initialOffsetWatches: [InitialOffsetAxis: SignalConnection] = [:]
  /// The geometry observer each scroll modifier added, so a modifier applied again on update
  /// replaces its observer instead of adding one more.
  var modifierObservers: [String: Int] = [:]
  /// The names of the `afterNextLayout` requests waiting for their frame.
  var pendingAfterLayout: Set<String> = []
  var animationTickID: guint = 0
  var idleCheck: guint = 0
  /// The content a `ScrollView { … }` was described with, for a parent whose body runs again.
  var describedContent: DescribedScrollContent?
  var flashScheduler = FlashScheduler()
  var flashTrigger: Any?
  /// True while a flash re-emits `value-changed`: handlers that watch the offset must skip it.
  public internal(set) var isFlashing = false
  var edgeHandlers: [@MainActor (ScrollEdge) -> Void] = []

  /// Wraps an existing GtkScrolledWindow.
  public init(scrolledWindow: UnsafeMutablePointer<GtkWidget>) {
    self.scrolledWindow = scrolledWindow
    // Sinking takes over a floating window made for us and adds a reference to an owned one.
    lifetime = WrapperLifetime(sinking: scrolledWindow)
    // A generic name an app may replace (`Accessibility.setLabel(_:of:)`); GTK 4.8 reads none.
    AccessibleChrome.nameScrollParts(
      of: scrolledWindow, paneLabel: AccessibleChrome.scrollPaneLabel)
    watchAdjustments()
    watchInput()
    followContentFocus()
    scrolledWindow.connect("map") { [weak self] in
      self?.flashScheduler.appeared()
      self?.needFrames()
    }
    lifetime.bind(to: self)
  }

  /// Makes a GtkScrolledWindow around `child` (scrolling both ways as needed).
  public convenience init(child: UnsafeMutablePointer<GtkWidget>?) {
    let scrolled = ScrollPaneType.make()
    self.init(scrolledWindow: scrolled)
    Gtk.ScrolledWindow(scrolled).child = child
  }

  /// The vertical adjustment.
  public var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
    Gtk.ScrolledWindow(scrolledWindow).vadjustment
  }

  /// The horizontal adjustment.
  public var horizontalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
    Gtk.ScrolledWindow(scrolledWindow).hadjustment
  }

  /// The geometry now.
  public var geometry: ScrollGeometry {
    var geometry = ScrollGeometry(
      horizontal: Self.snapshot(horizontalAdjustment), vertical: Self.snapshot(verticalAdjustment),
      overshoot: overshootProvider?() ?? .zero, velocity: velocity.velocity(at: Self.now()),
      phase: phase)
    if let (range, first, last) = visibleRowsProvider?() {
      geometry.visibleRange = range
      geometry.firstVisibleID = first
      geometry.lastVisibleID = last
    }
    return geometry
  }

  /// What moves the content now.
  public var phase: ScrollPhase {
    if animationTickID != 0 || AdjustmentGlide.isGliding(verticalAdjustment)
      || AdjustmentGlide.isGliding(horizontalAdjustment)
    {
      return .animating
    }
    return userPhase
  }

  /// SwiftUI's `onScrollGeometryChange(for:of:action:)`: `action(old, new)` runs when
  /// `transform(geometry)` changes, at most once per frame. Returns a token for
  /// `removeGeometryObserver`.
  @discardableResult
  public func onScrollGeometryChange<Value: Equatable>(
    for type: Value.Type = Value.self, of transform: @escaping (ScrollGeometry) -> Value,
    action: @escaping (_ old: Value, _ new: Value) -> Void
  ) -> Int {
    let filter = GeometryChangeFilter(for: type, of: transform, action: action)
    filter.submit(geometry)
    filter.frame()
    nextObserverID += 1
    observers[nextObserverID] = filter
    return nextObserverID
  }

  /// Stops the observer `token` came from.
  public func removeGeometryObserver(_ token: Int) {
    observers[token] = nil
  }

  /// Calls `handler` when the content reaches an edge by scrolling (never for a flash).
  public func onEdgeReached(_ handler: @escaping @MainActor (ScrollEdge) -> Void) {
    edgeHandlers.append(handler)
  }

  static func snapshot(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) -> ScrollAdjustment {
    ScrollAdjustment(
      value: adjustment.value, lower: adjustment.lower,
      upper: adjustment.upper,
      pageSize: adjustment.pageSize)
  }

  /// Seconds on GLib's monotonic clock.
  static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }
}
