/// Turns feed HTML (or text) into plain text for display: no tag or entity survives, so nothing
/// a feed writes can be interpreted as markup later.
public enum PlainText {
  /// Strips tags (dropping scripts, styles and comments), decodes entities, collapses whitespace.
  public static func fromHTML(_ html: String) -> String {
    guard html.contains(where: { $0 == "<" || $0 == "&" }) else {
      return collapsingWhitespace(html)
    }
    var output = String.UnicodeScalarView()
    let scalars = Array(html.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "<", let end = tagEnd(scalars, from: index) {
        let name = tagName(scalars, from: index + 1)
        if name == "script" || name == "style" {
          index = closingTagEnd(scalars, name: name, from: end)
        } else {
          index = end
        }
        if blockTags.contains(name) { output.append(" ") }
        continue
      }
      if scalar == "&", let (decoded, next) = entity(scalars, from: index) {
        output.append(decoded)
        index = next
        continue
      }
      output.append(scalar)
      index += 1
    }
    return collapsingWhitespace(String(output))
  }

  /// Collapses whitespace and control characters to single spaces and trims; for plain text.
  public static func collapsingWhitespace(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace || (scalar.value < 0x20) || scalar.value == 0x7F {
        pendingSpace = !output.isEmpty
        continue
      }
      if pendingSpace {
        output.append(" ")
        pendingSpace = false
      }
      output.append(scalar)
    }
    return String(output)
  }

  private static let blockTags: Set<String> = [
    "br", "p", "/p", "div", "/div", "li", "/li", "ul", "/ul", "ol", "/ol", "tr", "/tr", "td",
    "/td", "th", "h1", "/h1", "h2", "/h2", "h3", "/h3", "h4", "/h4", "h5", "/h5", "h6", "/h6",
    "blockquote", "/blockquote", "hr", "pre", "/pre", "img", "table", "/table",
  ]

  /// Where a tag that starts at `start` ends (one past `>`), or nil when `<` is just a character.
  private static func tagEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 1 < s.count else { return nil }
    let next = s[start + 1]
    guard next.properties.isAlphabetic || next == "/" || next == "!" || next == "?" else {
      return nil
    }
    if next == "!", start + 3 < s.count, s[start + 2] == "-", s[start + 3] == "-" {
      var index = start + 4
      while index + 2 < s.count {
        if s[index] == "-" && s[index + 1] == "-" && s[index + 2] == ">" { return index + 3 }
        index += 1
      }
      return s.count
    }
    var quote: Unicode.Scalar?
    var index = start + 1
    while index < s.count {
      let c = s[index]
      if let open = quote {
        if c == open { quote = nil }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == ">" {
        return index + 1
      }
      index += 1
    }
    return s.count  // An unclosed tag swallows the rest, as browsers do.
  }

  /// The lowercased tag name after `<`, keeping a leading `/` for closing tags.
  private static func tagName(_ s: [Unicode.Scalar], from start: Int) -> String {
    var name = String.UnicodeScalarView()
    var index = start
    if index < s.count, s[index] == "/" {
      name.append("/")
      index += 1
    }
    while index < s.count, s[index].properties.isAlphabetic || ("0"..."9").contains(s[index]) {
      name.append(s[index])
      index += 1
    }
    return String(name).lowercased()
  }

  /// One past the `</name…>` that closes a script or style element, or the end.
  private static func closingTagEnd(_ s: [Unicode.Scalar], name: String, from start: Int) -> Int {
    var index = start
    while index < s.count {
      if s[index] == "<", tagName(s, from: index + 1) == "/" + name {
        return tagEnd(s, from: index) ?? s.count
      }
      index += 1
    }
    return s.count
  }

  /// The character an entity at `start` stands for and the index after it; nil if not an entity.
  static func entity(_ s: [Unicode.Scalar], from start: Int) -> (Unicode.Scalar, Int)? {
    var index = start + 1
    var name = String.UnicodeScalarView()
    while index < s.count, index - start <= 32, s[index] != ";" {
      name.append(s[index])
      index += 1
    }
    guard index < s.count, s[index] == ";", !name.isEmpty else { return nil }
    let text = String(name)
    let value: UInt32?
    if text.hasPrefix("#x") || text.hasPrefix("#X") {
      value = UInt32(text.dropFirst(2), radix: 16)
    } else if text.hasPrefix("#") {
      value = UInt32(text.dropFirst())
    } else {
      value = HTMLEntities.scalar(named: Substring(text))
    }
    guard let value, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, index + 1)
  }
}
