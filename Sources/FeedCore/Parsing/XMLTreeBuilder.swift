import CLibXML2
import Foundation
import OvershootLocalization

/// Builds an ``XMLNode`` tree from UTF-8 with libxml2's SAX2 parser, keeping whatever was read
/// before an error.
///
/// Only what the mappers read is stored (``StoredElements``), and the descendants of a text
/// element become its text instead of nodes, so memory follows what a feed says, not how many
/// elements it has. Depth is bounded by ``maxDepth``, so no recursion over the tree can overflow
/// the stack.
final class XMLTreeBuilder {
  /// Where and why the document stopped being well-formed.
  struct Failure: Equatable {
    var message: String
    var line: Int
    var column: Int
    /// True when the document broke one of the parser's limits rather than XML's rules.
    var isLimit = false
  }

  /// The deepest element nesting read; a deeper document stops with an error at that element.
  static let maxDepth = 256

  /// The recovered document element, if one started.
  private(set) var root: XMLNode?
  /// The first error, if the document is not well-formed or exceeds a limit.
  private(set) var error: Failure?
  /// True when parsing stopped because the entry limit was reached.
  private(set) var hitEntryLimit = false

  private var stack: [OpenElement] = []
  /// Open elements below a text element or below one not stored; true for those that break words.
  private var hidden: [Bool] = []
  /// The index in `stack` of the text element gathering its descendants' text, if one is open.
  private var collector: Int?
  /// The text of the innermost open stored element; its ancestors' text waits in `stack`. Kept
  /// apart, behind a pointer, for the text callback: it runs for every run of text and every
  /// entity (millions in a hostile feed), and every access to a class's stored property pays for
  /// a dynamic exclusivity check.
  private let gathered = UnsafeMutablePointer<GatheredText>.allocate(capacity: 1)
  private let feedURL: URL?
  private let maxEntries: Int
  /// Called with every element's name, attributes and depth (the root is 0) as it starts,
  /// stored or not.
  private let observer: ((String, [String: String], Int) -> Void)?
  private var entryCount = 0
  private var context: xmlParserCtxtPtr?

  /// See ``gathered``.
  private struct GatheredText {
    var bytes: [UInt8] = []
    /// Whether text read now belongs to an element; see ``updateKeepsText()``.
    var isKept = false
  }

  /// An element being read: its node, and its text as bytes while a child is open.
  private struct OpenElement {
    var node: XMLNode
    var text: [UInt8] = []
    var storedChildren: [String: Int] = [:]
  }

  init(
    feedURL: URL?, maxEntries: Int, observer: ((String, [String: String], Int) -> Void)? = nil
  ) {
    self.feedURL = feedURL
    self.maxEntries = maxEntries
    self.observer = observer
    gathered.initialize(to: GatheredText())
  }

  deinit {
    gathered.deinitialize(count: 1)
    gathered.deallocate()
  }

  /// Parses UTF-8 `document`; never throws, the outcome is in ``root`` and ``error``.
  ///
  /// Takes the bytes over, so the NUL libxml2 stops at is appended in place and libxml2 reads
  /// them where they are: for a document the sanitizer grew, a copy was most of the peak memory.
  func run(_ document: consuming [UInt8]) {
    var bytes = document
    guard bytes.count < Int(Int32.max) else {  // libxml2 takes the length as an int.
      error = Failure(message: tr("the document is larger than 2 GB"), line: 1, column: 1)
      return
    }
    LibXML2.initialize()
    let size = bytes.count
    bytes.append(0)
    bytes.withUnsafeBufferPointer { buffer in
      guard let context = makeContext(buffer.baseAddress, size: size) else {
        error = Failure(message: tr("out of memory"), line: 1, column: 1)
        return
      }
      parse(context)
    }
    // Close what the error left open, so a truncated feed keeps its finished entries.
    while !hidden.isEmpty || !stack.isEmpty { closeElement(complete: false) }
  }

  /// A SAX2 parser over `size` bytes at `start` (followed by a NUL) calling back into this
  /// builder, kept in ``context``.
  private func makeContext(_ start: UnsafePointer<UInt8>?, size: Int) -> xmlParserCtxtPtr? {
    let user = Unmanaged.passUnretained(self).toOpaque()
    let context = UnsafeRawPointer(start).flatMap { raw in
      overshoot_xml_sax_parser(
        raw.assumingMemoryBound(to: CChar.self), Int32(size), user,
        { user, localName, _, uri, _, _, attributeCount, _, attributes in
          XMLTreeBuilder.startElement(user, localName, uri, attributeCount, attributes)
        },
        { user, _, _, _ in XMLTreeBuilder.builder(user)?.closeElement(complete: true) },
        { user, text, length in XMLTreeBuilder.characters(user, text, length) },
        { user, text, length in XMLTreeBuilder.characters(user, text, length) },
        // libxml2 2.12 and later pass `const xmlError *`, older ones `xmlError *`: UnsafePointer
        // takes either.
        { user, error in XMLTreeBuilder.structuredError(user, UnsafePointer(error)) })
    }
    self.context = context
    return context
  }

  /// Reads the whole document, then frees the parser.
  private func parse(_ context: xmlParserCtxtPtr) {
    xmlParseDocument(context)
    self.context = nil
    overshoot_xml_free_parser(context)
  }

  private func stop(_ failure: Failure) {
    if error == nil { error = failure }
    if let context { xmlStopParser(context) }
  }

  private var position: (line: Int, column: Int) {
    guard let context else { return (1, 1) }
    return (Int(xmlSAX2GetLineNumber(context)), Int(xmlSAX2GetColumnNumber(context)))
  }

  private func openElement(name: String, namespace: String, attributes: [String: String]) {
    defer { updateKeepsText() }
    guard stack.count + hidden.count < Self.maxDepth else {
      let (line, column) = position
      stop(
        Failure(
          message: tr("nests elements more than %@ deep", Self.maxDepth), line: line,
          column: column,
          isLimit: true))
      return
    }
    observer?(name, attributes, stack.count + hidden.count)
    if collector != nil || !hidden.isEmpty || !shouldStore(name, namespace) {
      hidden.append(Self.blockElements.contains(name))
      return
    }
    if stack.count <= 2, name == "item" || name == "entry" {
      entryCount += 1
      if entryCount > maxEntries {
        hitEntryLimit = true
        if let context { xmlStopParser(context) }
        hidden.append(false)
        return
      }
    }
    let parentBase = stack.last?.node.base ?? feedURL
    var base = parentBase
    // Only the xml-prefixed attribute is XML Base; a plain `base` attribute means nothing.
    if let declared = attributes["xml:base"] {
      base = URL(string: LinkResolver.resolve(declared, against: parentBase)) ?? parentBase
    }
    if !stack.isEmpty {
      stack[stack.count - 1].storedChildren[name + " " + namespace, default: 0] += 1
      swap(&gathered.pointee.bytes, &stack[stack.count - 1].text)
    }
    stack.append(
      OpenElement(
        node: XMLNode(name: name, namespace: namespace, attributes: attributes, base: base)))
    if Self.textElements.contains(name) || namespace == Namespace.xhtml {
      collector = stack.count - 1
    }
  }

  /// Whether a child with this name goes into the tree: the root always, else what the mappers
  /// read, and of the elements they read only once per parent, just the first.
  private func shouldStore(_ name: String, _ namespace: String) -> Bool {
    guard let parent = stack.last else { return true }
    guard let limit = StoredElements.perParent[name] else { return false }
    return parent.storedChildren[name + " " + namespace, default: 0] < limit
  }

  private func closeElement(complete: Bool) {
    defer { updateKeepsText() }
    if let isBlock = hidden.popLast() {
      if isBlock, collector != nil { gathered.pointee.bytes.append(UInt8(ascii: " ")) }
      return
    }
    guard var open = stack.popLast() else { return }
    if collector == stack.count { collector = nil }
    open.node.text = String(decoding: gathered.pointee.bytes, as: UTF8.self)
    gathered.pointee.bytes = []
    if !stack.isEmpty { swap(&gathered.pointee.bytes, &stack[stack.count - 1].text) }
    open.node.isComplete = complete
    guard !stack.isEmpty else {
      root = open.node
      return
    }
    stack[stack.count - 1].node.children.append(open.node)
  }

  private func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
    if gathered.pointee.isKept { gathered.pointee.bytes.append(contentsOf: bytes) }
  }

  /// Whether text read now belongs to an element; one flag for the text callback, which runs for
  /// every run of text and every entity (millions in a hostile feed), to read.
  private func updateKeepsText() {
    // A collector is always the innermost stored element: what is below it is hidden.
    gathered.pointee.isKept = collector != nil || (hidden.isEmpty && !stack.isEmpty)
  }

  private func record(_ error: UnsafePointer<xmlError>) {
    let failure = error.pointee
    guard failure.level.rawValue >= XML_ERR_ERROR.rawValue, self.error == nil, !hitEntryLimit
    else { return }
    let detail = failure.message.map { String(cString: $0) } ?? ""
    stop(
      Failure(
        message: XMLErrorText.describe(code: Int(failure.code), detail: detail),
        line: Int(failure.line), column: Int(failure.int2)))
  }

  /// Elements whose content is text, possibly with unescaped XHTML inside.
  private static let textElements: Set<String> = [
    "title", "description", "summary", "content", "subtitle", "tagline", "encoded", "rights",
    "copyright", "info",
  ]

  /// XHTML elements that separate words, so their text must not run together.
  private static let blockElements: Set<String> = [
    "p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "td", "blockquote", "pre",
  ]
}

// The C callbacks: each finds the builder in libxml2's user pointer.
extension XMLTreeBuilder {
  fileprivate static func builder(_ user: UnsafeMutableRawPointer?) -> XMLTreeBuilder? {
    user.map { Unmanaged<XMLTreeBuilder>.fromOpaque($0).takeUnretainedValue() }
  }

  private static func string(_ text: UnsafePointer<xmlChar>?) -> String? {
    text.map { String(cString: $0) }
  }

  private static func startElement(
    _ user: UnsafeMutableRawPointer?, _ localName: UnsafePointer<xmlChar>?,
    _ uri: UnsafePointer<xmlChar>?, _ attributeCount: Int32,
    _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  ) {
    guard let builder = builder(user), let name = string(localName) else { return }
    var dictionary: [String: String] = [:]
    if let attributes, attributeCount > 0 {
      // Five pointers per attribute: local name, prefix, namespace URI, value start, value end.
      for index in 0..<Int(attributeCount) {
        let base = index * 5
        guard let local = attributes[base], let start = attributes[base + 3],
          let end = attributes[base + 4]
        else { continue }
        let key = string(attributes[base + 1]).map { "\($0):" + String(cString: local) }
        dictionary[key ?? String(cString: local)] = attributeValue(
          UnsafeBufferPointer(start: start, count: end - start))
      }
    }
    builder.openElement(
      name: name, namespace: string(uri) ?? Namespace.none, attributes: dictionary)
  }

  /// An attribute value as text. Without entity substitution libxml2 hands SAX2 an escaped `&`
  /// as `&#38;` (its tree builder re-parses values); no other `&` can reach here, so undo that.
  private static func attributeValue(_ bytes: UnsafeBufferPointer<xmlChar>) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    return bytes.contains(UInt8(ascii: "&"))
      ? text.replacingOccurrences(of: "&#38;", with: "&") : text
  }

  private static func characters(
    _ user: UnsafeMutableRawPointer?, _ text: UnsafePointer<xmlChar>?, _ length: Int32
  ) {
    guard let text, length > 0, let user else { return }
    // Called for every run of text and every entity: no retain and release of the builder here.
    Unmanaged<XMLTreeBuilder>.fromOpaque(user)._withUnsafeGuaranteedRef {
      $0.appendText(UnsafeBufferPointer(start: text, count: Int(length)))
    }
  }

  private static func structuredError(
    _ user: UnsafeMutableRawPointer?, _ error: UnsafePointer<xmlError>?
  ) {
    guard let error else { return }
    builder(user)?.record(error)
  }
}
