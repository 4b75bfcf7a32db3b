internal import CGLib
import Foundation
import OvershootLocalization

/// One subscription in an OPML file.
public struct OPMLOutline: Sendable, Hashable {
  /// The feed's address (`xmlUrl`).
  public var url: URL
  /// The feed's name (`title`, else `text`).
  public var title: String?
  /// The folder: the names of the outlines it is nested in, joined with " / "
  /// (``FolderName/separator``); nil at the top level.
  public var folder: String?

  /// Creates an outline.
  public init(url: URL, title: String? = nil, folder: String? = nil) {
    self.url = url
    self.title = title
    self.folder = FolderName.normalized(folder)
  }
}

/// Why an OPML file could not be imported.
public enum OPMLError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file is not well-formed XML or not OPML.
  case notOPML(String)

  /// A one-line message for the user.
  public var description: String {
    switch self {
    case .notOPML(let detail): return tr("Not an OPML file: %@", detail)
    }
  }
}

/// OPML 1.0/2.0 import and export: the subscription list format every feed reader speaks.
public enum OPML {
  /// The feeds listed in `data`, in document order, each with the folder it is nested in.
  ///
  /// An outline without an address is a folder. Nesting deeper than one level becomes one
  /// folder named by the path ("Tech / Swift"), since the sidebar shows one level of groups and
  /// ``export(_:title:)`` writes such a name back as the nested outlines it came from. A feed
  /// listed twice keeps its first place and folder.
  public static func parse(_ data: Data) throws(OPMLError) -> [OPMLOutline] {
    let bytes = [UInt8](data)
    guard !BinarySniffer.isBinary(bytes) else { throw .notOPML(tr("it is binary data")) }
    let clean = XMLSanitizer.sanitize(XMLTextDecoder.utf8(bytes).bytes)
    if let failure = clean.failure { throw .notOPML(failure) }
    var outlines: [OPMLOutline] = []
    // The folders open around the element being read, with the depth each was opened at.
    var folders: [(depth: Int, name: String)] = []
    let builder = XMLTreeBuilder(feedURL: nil, maxEntries: .max) { name, attributes, depth in
      guard name == "outline" else { return }
      while let last = folders.last, last.depth >= depth { folders.removeLast() }
      if var outline = outline(attributes) {
        outline.folder = FolderName.joined(folders.map(\.name))
        outlines.append(outline)
      } else {
        folders.append((depth, outlineName(attributes) ?? ""))
      }
    }
    builder.run(clean.bytes)
    guard let root = builder.root, root.name.lowercased() == "opml" else {
      let wellFormed = builder.error == nil && builder.root != nil
      throw .notOPML(
        wellFormed ? tr("the document is not <opml>") : tr("it is not well-formed XML"))
    }
    var seen = Set<URL>()
    return outlines.filter { seen.insert($0.url).inserted }
  }

  /// The subscription an `<outline xmlUrl=…>` element names, if it is one.
  private static func outline(_ attributes: [String: String]) -> OPMLOutline? {
    let address = attributes["xmlUrl"] ?? attributes["xmlurl"] ?? attributes["url"]
    guard let address, let url = try? FeedAddress.url(for: address) else { return nil }
    return OPMLOutline(url: url, title: outlineName(attributes))
  }

  /// An outline's name: `title`, else `text`, whitespace collapsed; nil when blank.
  private static func outlineName(_ attributes: [String: String]) -> String? {
    let title = (attributes["title"] ?? attributes["text"]).map(PlainText.collapsingWhitespace)
    return title?.isEmpty == false ? title : nil
  }

  /// An OPML 2.0 document listing `outlines`: feeds without a folder first, then each folder
  /// (in the order it first appears) as an outline holding its feeds; a folder named by a path
  /// ("Tech / Swift") becomes nested outlines, as ``parse(_:)`` reads it.
  public static func export(_ outlines: [OPMLOutline], title: String = "Overshoot subscriptions")
    -> String
  {
    var tree = OPMLFolderTree()
    for outline in outlines { tree.insert(outline) }
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<opml version=\"2.0\">",
      "  <head><title>\(escape(title))</title></head>",
      "  <body>",
    ]
    tree.write(into: &lines, indent: "    ")
    lines += ["  </body>", "</opml>", ""]
    return lines.joined(separator: "\n")
  }

  /// The `<outline>` line for one feed.
  static func feedLine(_ outline: OPMLOutline, indent: String) -> String {
    let name = escape(outline.title ?? outline.url.absoluteString)
    return "\(indent)<outline type=\"rss\" text=\"\(name)\" title=\"\(name)\" "
      + "xmlUrl=\"\(escape(outline.url.absoluteString))\"/>"
  }

  /// Text made safe for an XML attribute value: GLib's markup escaping (the one XML escaper the
  /// app and the CLI share), with line breaks kept as `&#10;`, which an attribute would
  /// otherwise fold into spaces.
  static func escape(_ text: String) -> String {
    guard let escaped = g_markup_escape_text(text, -1) else { return "" }
    defer { g_free(escaped) }
    return String(cString: escaped).replacingOccurrences(of: "\n", with: "&#10;")
  }
}
