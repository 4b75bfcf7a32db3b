/// A Google Reader item id in its two spellings: the long form
/// (`tag:google.com,2005:reader/item/` and 16 hex digits) that contents and edits use, and the
/// decimal short form that `stream/items/ids` returns. The store keeps the long form.
public enum GReaderItemID {
  private static let prefix = "tag:google.com,2005:reader/item/"

  /// The long form of a numeric id.
  public static func long(_ number: Int64) -> String {
    let hex = String(UInt64(bitPattern: number), radix: 16)
    return prefix + String(repeating: "0", count: max(0, 16 - hex.count)) + hex
  }

  /// The number behind either spelling; nil for anything else.
  public static func number(_ text: String) -> Int64? {
    if text.hasPrefix(prefix) {
      return UInt64(text.dropFirst(prefix.count), radix: 16).map { Int64(bitPattern: $0) }
    }
    return Int64(text)
  }
}
