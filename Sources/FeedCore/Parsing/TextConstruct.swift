/// Converts feed text to display text according to how the element says it is encoded.
enum TextConstruct {
  /// RSS text: officially plain, in practice often HTML, so it is always treated as HTML.
  static func rss(_ node: XMLNode?) -> String? {
    guard let raw = node?.trimmedText else { return nil }
    return nonEmpty(PlainText.fromHTML(raw))
  }

  /// Atom text: `type="text"` is literal, `html` and `xhtml` are markup (Atom 0.3's
  /// `mode="escaped"` and `text/html` type too).
  static func atom(_ node: XMLNode?) -> String? {
    guard let node, let raw = node.trimmedText else { return nil }
    let type = (node.attributes["type"] ?? "text").lowercased()
    let isText = type == "text" || type == "text/plain"
    return nonEmpty(isText ? PlainText.collapsingWhitespace(raw) : PlainText.fromHTML(raw))
  }

  private static func nonEmpty(_ text: String) -> String? {
    text.isEmpty ? nil : text
  }
}
