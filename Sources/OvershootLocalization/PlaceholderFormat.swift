/// Fills `%@` placeholders, in order or numbered (`%2$@`), and turns `%%` into `%`: the one
/// format translations use, so a translator can reorder words without a C format's risks.
public enum PlaceholderFormat {
  /// `format` with each placeholder replaced by its argument; a placeholder without one is kept
  /// as written, so a broken translation shows its mistake instead of crashing.
  public static func fill(_ format: String, with arguments: [String]) -> String {
    // Most messages have no placeholder; the bytes are checked without breaking the text into
    // characters (a `%` is the byte 0x25 in UTF-8, and nothing else is).
    guard format.utf8.contains(UInt8(ascii: "%")) else { return format }
    var result = ""
    var next = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      let after = rest[rest.index(after: percent)...]
      if after.hasPrefix("%") {
        result += "%"
        rest = after.dropFirst()
      } else if after.hasPrefix("@") {
        result += next < arguments.count ? arguments[next] : "%@"
        next += 1
        rest = after.dropFirst()
      } else if let (index, length) = numbered(after), index >= 1, index <= arguments.count {
        result += arguments[index - 1]
        rest = after.dropFirst(length)
      } else {
        result += "%"
        rest = after
      }
    }
    return result + rest
  }

  /// `2$@` at the start of `text`: the argument number and how many characters it spans.
  private static func numbered(_ text: Substring) -> (Int, Int)? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, let number = Int(digits) else { return nil }
    let tail = text.dropFirst(digits.count)
    guard tail.hasPrefix("$@") else { return nil }
    return (number, digits.count + 2)
  }
}
