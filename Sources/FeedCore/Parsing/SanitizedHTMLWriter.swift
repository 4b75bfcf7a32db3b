import Foundation

/// Writes the output of ``HTMLSanitizer``: escaped text, allowed elements with checked
/// attributes, and a stack that keeps every opened element closed in order.
struct SanitizedHTMLWriter {
  private let base: URL?
  private var output: [UInt8] = []
  /// The kept elements open at this point, innermost last.
  private var open: [String] = []

  init(base: URL?) {
    self.base = base
  }

  /// Appends text, its entities decoded and `<`, `>`, `&` escaped again.
  mutating func text(_ bytes: ArraySlice<UInt8>) {
    Self.appendEscaped(decodingEntities(bytes), to: &output, quotes: false)
  }

  /// Opens `name` if it is allowed (and not too deep), with its allowed attributes.
  mutating func open(_ name: String, attributes: [(String, ArraySlice<UInt8>)]) {
    guard let permitted = HTMLSanitizer.allowed[name], open.count < HTMLSanitizer.maxDepth else {
      return
    }
    var kept: [(String, String)] = []
    for (attribute, raw) in attributes where !kept.contains(where: { $0.0 == attribute }) {
      guard permitted.contains(attribute) || HTMLSanitizer.globalAttributes.contains(attribute)
      else { continue }
      let value = String(decoding: decodingEntities(raw), as: UTF8.self)
      if HTMLSanitizer.urlAttributes.contains(attribute) {
        guard let url = safeURL(value, allowsMail: attribute == "href") else { continue }
        kept.append((attribute, url))
      } else {
        kept.append((attribute, value))
      }
    }
    // An image or a medium without a source shows nothing but a broken frame.
    if ["img", "audio", "video", "source"].contains(name), !kept.contains(where: { $0.0 == "src" })
    {
      return
    }
    if name == "video" || name == "audio" { kept.append(("controls", "")) }
    output.append(UInt8(ascii: "<"))
    output.append(contentsOf: name.utf8)
    for (attribute, value) in kept {
      output.append(UInt8(ascii: " "))
      output.append(contentsOf: attribute.utf8)
      output.append(contentsOf: "=\"".utf8)
      Self.appendEscaped(Array(value.utf8), to: &output, quotes: true)
      output.append(UInt8(ascii: "\""))
    }
    output.append(UInt8(ascii: ">"))
    if !HTMLSanitizer.voidElements.contains(name) { open.append(name) }
  }

  /// Closes `name` and whatever is open inside it; an end tag for nothing open is ignored.
  mutating func close(_ name: String) {
    guard let index = open.lastIndex(of: name) else { return }
    while open.count > index { closeInnermost() }
  }

  /// The sanitized HTML, every open element closed.
  mutating func finish() -> String {
    while !open.isEmpty { closeInnermost() }
    return String(decoding: output, as: UTF8.self)
  }

  private mutating func closeInnermost() {
    let name = open.removeLast()
    output.append(contentsOf: "</".utf8)
    output.append(contentsOf: name.utf8)
    output.append(UInt8(ascii: ">"))
  }

  /// `value` as an absolute http(s) URL (or `mailto:` for links), resolved against the base.
  private func safeURL(_ value: String, allowsMail: Bool) -> String? {
    let trimmed = value.trimmedForURL
    guard !trimmed.isEmpty, let url = URL(string: trimmed, relativeTo: base)?.absoluteURL,
      let scheme = url.scheme?.lowercased()
    else { return nil }
    if scheme == "http" || scheme == "https" || (allowsMail && scheme == "mailto") {
      return url.absoluteString
    }
    return nil
  }

  private func decodingEntities(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    let array = Array(bytes)
    guard array.contains(UInt8(ascii: "&")) else { return array }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(array.count)
    var index = 0
    while index < array.count {
      if array[index] == UInt8(ascii: "&"),
        let (scalar, next) = PlainText.entity(array, from: index)
      {
        decoded.append(contentsOf: String(Character(scalar)).utf8)
        index = next
      } else {
        decoded.append(array[index])
        index += 1
      }
    }
    return decoded
  }

  private static func appendEscaped(_ bytes: [UInt8], to output: inout [UInt8], quotes: Bool) {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "\"") where quotes: output.append(contentsOf: "&quot;".utf8)
      case 0: continue
      default: output.append(byte)
      }
    }
  }
}
