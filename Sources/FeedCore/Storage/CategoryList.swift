/// How an entry's categories are kept in one text column: one per line.
///
/// A column, not a table, because categories are only ever read with their entry; the parser
/// collapses whitespace, so a line break cannot occur inside a name (one is folded to a space
/// all the same, so a stored list always reads back as the names written).
enum CategoryList {
  /// The column's text for `names`; nil for none, so entries without categories store NULL.
  static func encode(_ names: [String]) -> String? {
    let lines = names.map { $0.replacing("\n", with: " ") }.filter { !$0.isEmpty }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// The names in a column's text; none for NULL.
  static func decode(_ text: String?) -> [String] {
    guard let text, !text.isEmpty else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }
}
