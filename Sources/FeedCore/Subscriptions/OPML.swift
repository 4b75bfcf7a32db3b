import Foundation

/// One subscription in an OPML file.
public struct OPMLOutline: Sendable, Hashable {
  /// The feed's address (`xmlUrl`).
  public var url: URL
  /// The feed's name (`title`, else `text`).
  public var title: String?

  /// Creates an outline.
  public init(url: URL, title: String? = nil) {
    self.url = url
    self.title = title
  }
}

/// Why an OPML file could not be imported.
public enum OPMLError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file is not well-formed XML or not OPML.
  case notOPML(String)

  /// A one-line message for the user.
  public var description: String {
    switch self {
    case .notOPML(let detail): return "Not an OPML file: \(detail)"
    }
  }
}

/// OPML 1.0/2.0 import and export: the subscription list format every feed reader speaks.
public enum OPML {
  /// The feeds listed in `data`, folders flattened, duplicates dropped, in document order.
  public static func parse(_ data: Data) throws(OPMLError) -> [OPMLOutline] {
    let bytes = [UInt8](data)
    guard !BinarySniffer.isBinary(bytes) else { throw .notOPML("it is binary data") }
    let clean = XMLSanitizer.sanitize(XMLTextDecoder.utf8(bytes).bytes)
    if let failure = clean.failure { throw .notOPML(failure) }
    var outlines: [OPMLOutline] = []
    let builder = XMLTreeBuilder(feedURL: nil, maxEntries: .max) { name, attributes in
      if let outline = outline(name, attributes) { outlines.append(outline) }
    }
    builder.run(clean.bytes)
    guard let root = builder.root, root.name.lowercased() == "opml" else {
      let wellFormed = builder.error == nil && builder.root != nil
      throw .notOPML(wellFormed ? "the document is not <opml>" : "it is not well-formed XML")
    }
    var seen = Set<URL>()
    return outlines.filter { seen.insert($0.url).inserted }
  }

  /// The subscription an `<outline xmlUrl=…>` element names, if it is one.
  private static func outline(_ name: String, _ attributes: [String: String]) -> OPMLOutline? {
    guard name == "outline" else { return nil }
    let address = attributes["xmlUrl"] ?? attributes["xmlurl"] ?? attributes["url"]
    guard let address, let url = try? FeedAddress.url(for: address) else { return nil }
    let title = (attributes["title"] ?? attributes["text"]).map(PlainText.collapsingWhitespace)
    return OPMLOutline(url: url, title: title?.isEmpty == false ? title : nil)
  }

  /// An OPML 2.0 document listing `outlines`.
  public static func export(_ outlines: [OPMLOutline], title: String = "Overshoot subscriptions")
    -> String
  {
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<opml version=\"2.0\">",
      "  <head><title>\(escape(title))</title></head>",
      "  <body>",
    ]
    for outline in outlines {
      let name = escape(outline.title ?? outline.url.absoluteString)
      lines.append(
        "    <outline type=\"rss\" text=\"\(name)\" title=\"\(name)\" "
          + "xmlUrl=\"\(escape(outline.url.absoluteString))\"/>")
    }
    lines += ["  </body>", "</opml>", ""]
    return lines.joined(separator: "\n")
  }

  /// Text made safe for an XML attribute value.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n": out += "&#10;"
      default: out.append(character)
      }
    }
    return out
  }
}
