import OvershootLocalization

/// Words for libxml2's error codes; libxml2's own message is used for the rest.
enum XMLErrorText {
  /// A short description of a parse error code; `detail` is libxml2's message for it.
  static func describe(code: Int, detail: String = "") -> String {
    switch code {
    case 4: return tr("the document has no element")
    case 5: return tr("the document ends too early")
    case 9: return tr("an invalid character")
    case 23, 26, 27: return tr("an undefined entity")
    case 38, 39, 40, 41: return tr("a malformed attribute")
    case 64, 65: return tr("a malformed XML declaration")
    case 68: return tr("a name was expected")
    case 73: return tr("'>' was expected")
    case 76: return tr("mismatched tags")
    case 77: return tr("an unclosed tag")
    case 85: return tr("extra content after the document element")
    default:
      let message = detail.trimmedForFeed
      return message.isEmpty ? tr("XML error %@", code) : tr("XML error %@: %@", code, message)
    }
  }
}
