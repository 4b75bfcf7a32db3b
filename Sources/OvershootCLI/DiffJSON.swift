import ListDiffing

/// The JSON-lines form of splices printed by `overshoot-cli diff`.
///
/// Written by hand because the key order (position, removed, added) is part of the output
/// contract, and JSONEncoder can only keep it by sorting, which puts `added` first.
enum SpliceJSON {
  /// Appends `{"position":P,"removed":R,"added":[...]}` and a newline to `output`.
  static func append(_ splice: ListSplice<String>, to output: inout String) {
    output += "{\"position\":\(splice.position),\"removed\":\(splice.removed),\"added\":["
    for (index, id) in splice.added.enumerated() {
      if index > 0 {
        output += ","
      }
      output += quoted(id)
    }
    output += "]}\n"
  }

  /// `text` as a JSON string literal, quotes included.
  static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}
