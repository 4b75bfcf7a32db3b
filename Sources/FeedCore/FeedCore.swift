/// Namespace for the feed model's shared constants.
public enum FeedCore {
  /// The user agent sent with every feed request.
  public static let userAgent = "Overshoot/0.1 (+feed reader; GTK4)"
}
