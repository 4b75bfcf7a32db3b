import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

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
    let (clean, _) = XMLSanitizer.sanitize(data)
    let reader = OutlineReader()
    let parser = XMLParser(data: clean)
    parser.delegate = reader
    parser.shouldResolveExternalEntities = false
    let wellFormed = parser.parse()
    guard reader.sawOPML else {
      throw .notOPML(wellFormed ? "the document is not <opml>" : "it is not well-formed XML")
    }
    var seen = Set<URL>()
    return reader.outlines.filter { seen.insert($0.url).inserted }
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

/// Collects `<outline xmlUrl=…>` elements at any depth.
private final class OutlineReader: NSObject, XMLParserDelegate {
  var outlines: [OPMLOutline] = []
  var sawOPML = false

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if elementName.lowercased() == "opml" { sawOPML = true }
    guard elementName == "outline" else { return }
    let address = attributeDict["xmlUrl"] ?? attributeDict["xmlurl"] ?? attributeDict["url"]
    guard let address, let url = try? FeedAddress.url(for: address) else { return }
    let title = (attributeDict["title"] ?? attributeDict["text"]).map(
      PlainText.collapsingWhitespace)
    outlines.append(OPMLOutline(url: url, title: title?.isEmpty == false ? title : nil))
  }
}
