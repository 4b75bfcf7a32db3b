import Foundation

/// The one spelling of a folder name the store keeps, so "News", " News " and "News\n" are one
/// folder and a blank name means the top level.
public enum FolderName {
  /// How nested OPML outlines are joined into one folder name: "Tech / Swift".
  public static let separator = " / "

  /// `name` with whitespace collapsed; nil when nothing is left.
  public static func normalized(_ name: String?) -> String? {
    guard let name else { return nil }
    let collapsed = PlainText.collapsingWhitespace(name)
    return collapsed.isEmpty ? nil : collapsed
  }

  /// The folder a feed nested under `outlines` (outermost first) is filed in; nil at the top.
  public static func joined(_ outlines: [String]) -> String? {
    normalized(outlines.compactMap(normalized).joined(separator: separator))
  }
}
