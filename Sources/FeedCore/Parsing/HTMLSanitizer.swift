import Foundation

/// Turns a feed's HTML into HTML that is safe to show in a web view: an allow-list of elements
/// and attributes, with everything else dropped.
///
/// Scripts, styles, frames, plugins, forms and their contents go; so do event handlers, `style`
/// attributes and every URL that is not http(s) (`javascript:`, `data:`, `file:`), with `mailto:`
/// kept for links. Relative URLs resolve against the entry's address. Unknown elements are
/// unwrapped (their text stays). The output is balanced: every element it opens it closes. One
/// pass over the bytes, nesting bounded, so hostile input costs time in proportion to its size.
public enum HTMLSanitizer {
  /// Elements deeper than this are unwrapped, keeping their text.
  static let maxDepth = 128

  /// The safe HTML for `html`, with relative URLs resolved against `base`.
  public static func sanitize(_ html: String, base: URL?) -> String {
    var writer = SanitizedHTMLWriter(base: base)
    var tokens = HTMLTokenizer(Array(html.utf8))
    while let token = tokens.next() {
      switch token {
      case .text(let bytes): writer.text(bytes)
      case .start(let name, let attributes, let selfClosing):
        if droppedWithContent.contains(name) {
          if !selfClosing { tokens.skipContent(of: name) }
        } else {
          writer.open(name, attributes: attributes)
        }
      case .end(let name): writer.close(name)
      }
    }
    return writer.finish()
  }

  /// Elements dropped together with everything inside them.
  static let droppedWithContent: Set<String> = [
    "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "noscript",
    "noembed", "noframes", "template", "svg", "math", "form", "textarea", "select", "button",
    "title", "head", "xmp", "plaintext", "canvas", "dialog", "portal",
  ]

  /// Elements kept, with the attributes each may keep (besides ``globalAttributes``).
  static let allowed: [String: Set<String>] = {
    var table: [String: Set<String>] = [:]
    let plain = [
      "abbr", "b", "bdi", "bdo", "br", "caption", "cite", "code", "dd", "details", "dfn", "div",
      "dl", "dt", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i",
      "kbd", "li", "mark", "p", "picture", "pre", "rp", "rt", "ruby", "s", "samp", "small",
      "span", "strong", "sub", "summary", "sup", "table", "tbody", "tfoot", "thead", "tr", "u",
      "ul", "var", "wbr",
    ]
    for name in plain { table[name] = [] }
    table["a"] = ["href"]
    table["img"] = ["src", "alt", "width", "height"]
    table["td"] = ["colspan", "rowspan"]
    table["th"] = ["colspan", "rowspan", "scope"]
    table["ol"] = ["start", "reversed", "type"]
    table["time"] = ["datetime"]
    table["blockquote"] = ["cite"]
    table["q"] = ["cite"]
    table["del"] = ["cite", "datetime"]
    table["ins"] = ["cite", "datetime"]
    table["audio"] = ["src"]
    table["video"] = ["src", "poster", "width", "height"]
    table["source"] = ["src", "type"]
    return table
  }()

  /// Attributes any kept element may have.
  static let globalAttributes: Set<String> = ["title", "lang", "dir"]
  /// Attributes whose value is a URL, checked and resolved.
  static let urlAttributes: Set<String> = ["href", "src", "cite", "poster"]
  /// Elements that have no content and no end tag.
  static let voidElements: Set<String> = ["br", "hr", "img", "source", "wbr"]
}
