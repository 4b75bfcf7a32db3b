import Foundation

/// The Dublin Core elements feeds use in place of their format's own (`dc:title`, `dc:creator`,
/// `dc:date`, `dc:description`, `dc:subject`): the mappers read them only where the core element
/// is missing, so a feed that has both keeps what its own format says.
enum DublinCore {
  private static let namespaces: Set<String> = [Namespace.dc]

  /// `dc:title` as plain text.
  static func title(of node: XMLNode) -> String? {
    TextConstruct.rss(node.child("title", in: namespaces))
  }

  /// `dc:creator` as plain text.
  static func creator(of node: XMLNode) -> String? {
    TextConstruct.rss(node.child("creator", in: namespaces))
  }

  /// `dc:description` as plain text (feeds put escaped HTML there as in RSS's description).
  static func description(of node: XMLNode) -> String? {
    TextConstruct.rss(node.child("description", in: namespaces))
  }

  /// `dc:date` (W3C date-time, or whatever dates the feed writes) as a date.
  static func date(of node: XMLNode) -> Date? {
    node.childText("date", in: namespaces).flatMap(FeedDate.parse)
  }

  /// Every `dc:subject`, as plain text.
  static func subjects(of node: XMLNode) -> [String] {
    node.children("subject", in: namespaces).compactMap { TextConstruct.rss($0) }
  }
}
