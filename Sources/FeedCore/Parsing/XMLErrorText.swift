/// Words for libxml2's error codes; libxml2's own message is used for the rest.
enum XMLErrorText {
  /// A short description of a parse error code; `detail` is libxml2's message for it.
  static func describe(code: Int, detail: String = "") -> String {
    switch code {
    case 4: return "the document has no element"
    case 5: return "the document ends too early"
    case 9: return "an invalid character"
    case 23, 26, 27: return "an undefined entity"
    case 38, 39, 40, 41: return "a malformed attribute"
    case 64, 65: return "a malformed XML declaration"
    case 68: return "a name was expected"
    case 73: return "'>' was expected"
    case 76: return "mismatched tags"
    case 77: return "an unclosed tag"
    case 85: return "extra content after the document element"
    default:
      let message = detail.trimmedForFeed
      return message.isEmpty ? "XML error \(code)" : "XML error \(code): \(message)"
    }
  }
}
