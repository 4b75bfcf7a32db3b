import Foundation

/// How a change the app makes moves on screen, as SwiftUI's `Animation`; today that is the
/// scrolls `withAnimation { proxy.scrollTo(id) }` and `position.scrollTo(…)` ask for.
///
/// Every curve eases to a stop without passing its target: a scroll that overshot would show
/// rows the reader did not ask for, so `.spring` and `.bouncy` keep their duration, not their
/// bounce. When the desktop turns animations off (`gtk-enable-animations`), nothing animates.
public struct Animation: Hashable, Sendable {
  /// The shape of the motion over its duration.
  enum Curve: Hashable, Sendable {
    case easeOut, easeInOut, easeIn, linear
  }

  let curve: Curve
  /// Seconds from start to rest.
  let duration: Double

  /// The library's own scroll motion: a quarter second, slowing down at the end.
  public static let `default` = Animation(curve: .easeOut, duration: 0.25)
  /// Slow at both ends, a third of a second.
  public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
  /// Slow at the start, a third of a second.
  public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
  /// Slow at the end, a third of a second.
  public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
  /// Even speed, a third of a second.
  public static let linear = Animation(curve: .linear, duration: 0.35)
  /// SwiftUI's default spring: half a second, slowing down at the end.
  public static let spring = Animation(curve: .easeOut, duration: 0.5)
  /// A spring without bounce, half a second.
  public static let smooth = Animation(curve: .easeOut, duration: 0.5)
  /// A quick spring, a third of a second.
  public static let snappy = Animation(curve: .easeOut, duration: 0.35)
  /// A bouncy spring's timing, half a second (without the bounce).
  public static let bouncy = Animation(curve: .easeOut, duration: 0.5)

  /// Slow at both ends, lasting `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(curve: .easeInOut, duration: duration)
  }

  /// Slow at the start, lasting `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation(curve: .easeIn, duration: duration)
  }

  /// Slow at the end, lasting `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation(curve: .easeOut, duration: duration)
  }

  /// Even speed, lasting `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(curve: .linear, duration: duration)
  }

  /// A spring settling in `duration` seconds; `bounce` is accepted and not shown (see above).
  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
    Animation(curve: .easeOut, duration: duration)
  }

  /// A spring without bounce settling in `duration` seconds.
  public static func smooth(duration: Double = 0.5) -> Animation {
    Animation(curve: .easeOut, duration: duration)
  }

  /// A quick spring settling in `duration` seconds.
  public static func snappy(duration: Double = 0.35) -> Animation {
    Animation(curve: .easeOut, duration: duration)
  }

  init(curve: Curve, duration: Double) {
    self.curve = curve
    self.duration = duration.isFinite ? min(max(duration, 0), 10) : 0.25
  }

  /// How far along the motion is (0 to 1) after `fraction` of its duration.
  func eased(_ fraction: Double) -> Double {
    let t = min(max(fraction, 0), 1)
    switch curve {
    case .linear: return t
    case .easeOut: return 1 - pow(1 - t, 3)
    case .easeIn: return t * t * t
    case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
    }
  }

  /// The animation `withAnimation` set for the code running now; nil outside it or under
  /// `withAnimation(nil)`.
  @TaskLocal static var current: Animation?
}

/// Runs `body` so the scrolls it asks for move with `animation`, as SwiftUI's `withAnimation`:
/// `withAnimation { proxy.scrollTo(message.id, anchor: .bottom) }`. `nil` makes them jump.
/// Returns what `body` returns.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try Animation.$current.withValue(animation, operation: body)
}
