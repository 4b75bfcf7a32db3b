/// How a builder list's section headings look, the same on every GTK: GTK 4.12+ puts a heading
/// in a section header, with no separator under it; GTK 4.8 puts it in a row, which the theme
/// gives a row's 1 px separator. The rules space a header's heading as the theme spaces a row's
/// content (`listview > row`: 2 px of padding) and take the separator off a heading row, so
/// the first row of a section starts at the same place under its heading on each.
@MainActor
enum SectionStyle {
  /// The style class of a row showing a section's heading (GTK 4.8, or an empty section).
  static let headingRowClass = "section-heading"
  /// The style class of the empty child of a hidden header (a section with no heading).
  static let noHeadingClass = "no-section-heading"

  /// Whether the rules are on the display.
  private static var isInstalled = false

  /// Adds the rules to the display once.
  static func install() {
    guard !isInstalled else { return }
    isInstalled = StyleSheet.add(
      """
      listview.recycled-list > header > .list-section-heading { margin: 2px; }
      listview.recycled-list > row.\(headingRowClass) { border-bottom: none; }
      """)
  }
}
