import Foundation

/// How an entry's enclosures are stored in one column: a JSON array, NULL when there are none.
enum EnclosureList {
  /// The column value for `enclosures`.
  static func encode(_ enclosures: [Enclosure]) -> String? {
    guard !enclosures.isEmpty, let data = try? JSONEncoder().encode(enclosures) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// The enclosures a column value holds; none for NULL or a value that does not decode.
  static func decode(_ text: String?) -> [Enclosure] {
    guard let text else { return [] }
    return (try? JSONDecoder().decode([Enclosure].self, from: Data(text.utf8))) ?? []
  }
}
