/// The release of the Overshoot package, shown by `overshoot --version` and `overshoot-cli --version`.
public enum OvershootVersion {
  /// Semantic version string of this release.
  public static let string = "0.1.0"
}
