/// Coalesces flash requests so that several in one frame make one flash.
///
/// Requests only mark the scheduler pending; the widget calls ``frame(_:)`` from its next frame
/// clock tick with the decision for that moment. Deciding at the tick rather than at request
/// time means a flash asked for while the list is being filled sees the final content size.
public struct FlashScheduler: Sendable, Equatable {
  /// Who asked for a flash.
  public enum Source: String, Sendable, Hashable, CaseIterable {
    /// `flashScrollIndicators()`, the imperative form.
    case explicit
    /// First appearance, when ``flashesOnAppear`` is set.
    case appear
    /// A ``FlashTrigger`` saw its value change.
    case trigger
  }

  /// Whether the first ``appeared()`` asks for a flash (SwiftUI's `scrollIndicatorsFlash(onAppear:)`).
  public var flashesOnAppear: Bool
  /// The sources that asked since the last frame; empty when nothing is pending.
  public private(set) var pendingSources: Set<Source> = []
  /// How many requests the pending flash stands for.
  public private(set) var pendingRequests = 0
  /// What the last frame decided, for logs and tests; nil before any.
  public private(set) var lastDecision: FlashDecision?
  private var hasAppeared = false
  /// Frames the pending appearance flash has waited for its content to be measured.
  private var appearanceFramesWaited = 0

  /// How many frames an appearance flash waits while the content still reads as fitting: at
  /// the first frame after a view is mapped GTK has not laid its content out yet (every size
  /// reads 0), and a list measures its rows over the frames after that. Half a second at 60 Hz.
  public static let appearanceWaitFrames = 30

  /// Creates a scheduler with nothing pending.
  public init(flashesOnAppear: Bool = false) {
    self.flashesOnAppear = flashesOnAppear
  }

  /// Whether a flash waits for the next frame, so the widget knows to add a tick callback.
  public var needsFrame: Bool { pendingRequests > 0 }

  /// Asks for a flash at the next frame.
  public mutating func request(_ source: Source = .explicit) {
    pendingSources.insert(source)
    pendingRequests += 1
  }

  /// The view was mapped; the first time, this asks for a flash if ``flashesOnAppear`` is set.
  public mutating func appeared() {
    guard !hasAppeared else { return }
    hasAppeared = true
    if flashesOnAppear {
      request(.appear)
    }
  }

  /// Runs at a frame tick: returns nil when nothing is pending, else the decision for all the
  /// pending requests together, and clears them. Requests the decision refuses are dropped,
  /// not retried later: a flash is about now. The one exception is an appearance whose content
  /// still fits: it stays pending (nil) for up to ``appearanceWaitFrames`` frames, since
  /// content just mapped is measured only in the frames that follow.
  public mutating func frame(_ decision: @autoclosure () -> FlashDecision) -> FlashDecision? {
    guard needsFrame else { return nil }
    let decided = decision()
    if decided == .contentFits, pendingSources.contains(.appear),
      appearanceFramesWaited < Self.appearanceWaitFrames
    {
      appearanceFramesWaited += 1
      return nil
    }
    pendingSources = []
    pendingRequests = 0
    lastDecision = decided
    return decided
  }
}
