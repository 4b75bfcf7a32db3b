/// What shows right above a row that starts a section with a heading, which a scroll putting
/// the row at the top keeps in view.
enum HeadingAbove: Equatable {
  /// The row starts no section with a heading.
  case none
  /// The heading is a row of its own, at this position (GTK 4.8).
  case row(at: Int)
  /// The heading is GTK's section header (4.12+), this tall; nil when not laid out yet.
  case header(height: Double?)
}
