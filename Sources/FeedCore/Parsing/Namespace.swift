/// The XML namespace URIs the feed formats use.
enum Namespace {
  static let none = ""
  static let atom = "http://www.w3.org/2005/Atom"
  static let atom03 = "http://purl.org/atom/ns#"
  static let rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
  static let rss10 = "http://purl.org/rss/1.0/"
  static let rss090 = "http://my.netscape.com/rdf/simple/0.9/"
  static let dc = "http://purl.org/dc/elements/1.1/"
  static let dcterms = "http://purl.org/dc/terms/"
  static let content = "http://purl.org/rss/1.0/modules/content/"
  static let xhtml = "http://www.w3.org/1999/xhtml"

  /// Where RSS's own elements live: no namespace (0.9x/2.0) or the RDF flavours' namespaces.
  static let rss: Set<String> = [none, rss10, rss090]
  /// Both Atom versions, whose element names mostly agree.
  static let anyAtom: Set<String> = [atom, atom03]
}
