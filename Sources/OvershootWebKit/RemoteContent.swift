/// Whether an article may load what lives elsewhere: images, `srcset` candidates, video
/// posters, style sheets, fonts and anything else its HTML or CSS points at on another server.
public enum RemoteContent: Sendable, Equatable {
  /// The article loads its remote images and other resources (the default).
  case allowed
  /// The article makes no request at all: only what is in its HTML (and `data:` URLs) shows,
  /// so no server learns that, when or from where it was read.
  case blocked
}
