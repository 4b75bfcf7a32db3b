import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Builds an ``XMLNode`` tree with XMLParser, keeping whatever was read before an error.
final class XMLTreeBuilder: NSObject, XMLParserDelegate {
  /// The recovered document element, if one started.
  private(set) var root: XMLNode?
  /// The parse error, if the document is not well-formed.
  private(set) var error: (message: String, line: Int, column: Int)?
  /// True when parsing stopped because the entry limit was reached.
  private(set) var hitEntryLimit = false

  private var stack: [XMLNode] = []
  /// Whether each open element accumulates its descendants' text (mixed content).
  private var collects: [Bool] = []
  private let feedURL: URL?
  private let maxEntries: Int
  private var entryCount = 0
  private weak var parser: XMLParser?

  /// Elements whose content is text, possibly with unescaped XHTML inside.
  private static let textElements: Set<String> = [
    "title", "description", "summary", "content", "subtitle", "tagline", "encoded", "rights",
    "copyright", "info",
  ]

  /// XHTML elements that separate words, so their text must not run together.
  private static let blockElements: Set<String> = [
    "p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "td", "blockquote", "pre",
  ]

  init(feedURL: URL?, maxEntries: Int) {
    self.feedURL = feedURL
    self.maxEntries = maxEntries
  }

  /// Parses `data`; never throws, the outcome is in ``root`` and ``error``.
  func run(_ data: Data) {
    let parser = XMLParser(data: data)
    parser.delegate = self
    parser.shouldProcessNamespaces = true
    parser.shouldReportNamespacePrefixes = false
    parser.shouldResolveExternalEntities = false
    self.parser = parser
    _ = parser.parse()
    // Close what the error left open, so a truncated feed keeps its finished entries.
    while !stack.isEmpty { closeElement() }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if elementName == "item" || elementName == "entry" {
      entryCount += 1
      if entryCount > maxEntries {
        hitEntryLimit = true
        parser.abortParsing()
        return
      }
    }
    let parentBase = stack.last?.base ?? feedURL
    var base = parentBase
    if let declared = attributeDict["xml:base"] ?? attributeDict["base"] {
      let resolved = LinkResolver.resolve(declared, against: parentBase)
      base = URL(string: resolved) ?? parentBase
    }
    let namespace = namespaceURI ?? ""
    stack.append(
      XMLNode(name: elementName, namespace: namespace, attributes: attributeDict, base: base))
    let collecting =
      (collects.last ?? false) || Self.textElements.contains(elementName)
      || namespace == Namespace.xhtml
    collects.append(collecting)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    closeElement()
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    guard error == nil, !hitEntryLimit else { return }
    let code = (parseError as NSError).code
    error = (XMLErrorText.describe(code: code), parser.lineNumber, parser.columnNumber)
  }

  func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?)
    -> Data?
  {
    nil  // Never fetch or read anything a document points at.
  }

  private func closeElement() {
    guard let node = stack.popLast() else { return }
    collects.removeLast()
    guard !stack.isEmpty else {
      root = node
      return
    }
    if collects.last == true {
      // Mixed content: the parent's text reads through its children, with block breaks as spaces.
      let separator = Self.blockElements.contains(node.name) ? " " : ""
      stack[stack.count - 1].text += node.text + separator
    }
    stack[stack.count - 1].children.append(node)
  }
}
