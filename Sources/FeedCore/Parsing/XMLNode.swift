import Foundation

/// One element of a parsed document: just enough of XML for the feed mappers.
struct XMLNode: Sendable {
  /// The local name (no prefix).
  var name: String
  /// The namespace URI, or "" for none.
  var namespace: String
  /// Attributes by qualified name (`xml:base`, `href`, …).
  var attributes: [String: String]
  var children: [XMLNode] = []
  /// Character data, including that of descendants for text-bearing elements (see the builder).
  var text = ""
  /// The base URL in scope (`xml:base` resolved against the parent's base and the feed URL).
  var base: URL?
  /// False when an error cut the element short before its end tag.
  var isComplete = true

  /// The first child with this local name in one of these namespaces.
  func child(_ name: String, in namespaces: Set<String>) -> XMLNode? {
    children.first { $0.name == name && namespaces.contains($0.namespace) }
  }

  /// Every child with this local name in one of these namespaces.
  func children(_ name: String, in namespaces: Set<String>) -> [XMLNode] {
    children.filter { $0.name == name && namespaces.contains($0.namespace) }
  }

  /// The trimmed text of the first matching child, or nil when absent or blank.
  func childText(_ name: String, in namespaces: Set<String>) -> String? {
    child(name, in: namespaces)?.trimmedText
  }

  /// This element's text, trimmed; nil when blank.
  var trimmedText: String? {
    let trimmed = text.trimmedForFeed
    return trimmed.isEmpty ? nil : trimmed
  }

  /// `reference` made absolute against this element's base; nil when blank.
  ///
  /// A feed read from a file has no web address, so relative links there resolve against
  /// `site` (the feed's own `<link>`) instead of turning into `file:` URLs.
  func resolve(_ reference: String?, site: String? = nil) -> String? {
    guard let reference = reference?.trimmedForFeed,
      !reference.isEmpty
    else { return nil }
    let isWeb = base.map { $0.scheme == "http" || $0.scheme == "https" } ?? false
    if !isWeb, let site, let siteURL = URL(string: site),
      siteURL.scheme == "http" || siteURL.scheme == "https"
    {
      return LinkResolver.resolve(reference, against: siteURL)
    }
    return LinkResolver.resolve(reference, against: base)
  }
}

/// Resolves relative references, leaving absolute ones untouched.
enum LinkResolver {
  /// `reference` resolved against `base`; unchanged when already absolute or unresolvable.
  static func resolve(_ reference: String, against base: URL?) -> String {
    if hasScheme(reference) { return reference }
    guard let base, let url = URL(string: reference, relativeTo: base) else { return reference }
    return url.absoluteString
  }

  private static func hasScheme(_ reference: String) -> Bool {
    guard let colon = reference.firstIndex(of: ":") else { return false }
    let scheme = reference[..<colon]
    guard let first = scheme.first, first.isLetter else { return false }
    return scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
  }
}
