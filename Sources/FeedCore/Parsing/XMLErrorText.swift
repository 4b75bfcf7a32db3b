/// Words for the libxml2 error codes XMLParser reports, since Linux gives no message with them.
enum XMLErrorText {
  /// A short description of a parse error code.
  static func describe(code: Int) -> String {
    switch code {
    case 4: return "the document is empty"
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
    default: return "XML error \(code)"
    }
  }
}
