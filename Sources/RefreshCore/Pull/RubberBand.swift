/// The rubber-band curve that turns a pull distance into how far the indicator moves.
///
/// It is UIScrollView's: linear with slope `coefficient` at rest, then ever stiffer, never reaching
/// `dimension`, so an overpull always shows resistance yet always moves a little.
public enum RubberBand {
  /// UIKit's constant: the indicator first moves at 55 % of the finger's speed.
  public static let standardCoefficient = 0.55

  /// The indicator offset for a pull of `distance` points against a `dimension` (usually the
  /// viewport height); 0 for a distance of 0 or less, and always less than `dimension`.
  public static func offset(
    forDistance distance: Double, dimension: Double, coefficient: Double = standardCoefficient
  ) -> Double {
    guard distance > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (distance * coefficient / dimension + 1)) * dimension
  }
}
