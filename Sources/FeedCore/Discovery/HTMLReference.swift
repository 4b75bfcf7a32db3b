import Foundation

/// Turns an href as an HTML page writes it into an absolute URL, the way browsers read it.
enum HTMLReference {
  /// `href` resolved against `base`, without its fragment; nil when it is not a URL at all.
  ///
  /// Leading and trailing whitespace is dropped and tabs and newlines inside removed (as the
  /// URL standard does), `\` reads as `/` in web addresses, `feed:` prefixes are unwrapped,
  /// and characters a URL cannot hold (spaces, non-ASCII) are percent-encoded as UTF-8.
  static func resolve(_ href: String, against base: URL) -> URL? {
    var text = href.trimmingCharacters(in: .whitespacesAndNewlines)
      .filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
    if text.lowercased().hasPrefix("feed:") {
      text.removeFirst("feed:".count)
      if text.hasPrefix("//") { text = "https:" + text }
    }
    let scheme = base.scheme?.lowercased()
    if scheme == "http" || scheme == "https" {
      text = text.replacingOccurrences(of: "\\", with: "/")
    }
    let encoded = percentEncoded(text)
    let reference = LinkResolver.resolve(encoded, against: base)
    guard var components = URLComponents(string: reference), components.scheme != nil else {
      return nil
    }
    components.fragment = nil
    return components.url
  }

  /// `text` with every byte a URL may not hold as is written `%XX`; a `%` is kept when it
  /// starts an escape, and escaped itself when not (`100%` in a query).
  private static func percentEncoded(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var output = ""
    output.reserveCapacity(bytes.count)
    for (index, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "%") {
        let escapes =
          index + 2 < bytes.count && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])
        output += escapes ? "%" : "%25"
      } else if allowed[Int(byte)] {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return output
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66)
  }

  /// RFC 3986's unreserved and reserved characters (`%` is handled apart).
  private static let allowed: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    let characters =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;="
    for byte in characters.utf8 { table[Int(byte)] = true }
    return table
  }()
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
