import CLibXML2

/// Decodes a document to UTF-8 before anything reads it, so the repairs that follow and libxml2
/// see one ASCII-compatible encoding: in UTF-16 a 0x26 byte is not always `&`.
///
/// The encoding comes from the byte-order mark, else the layout of the first bytes, else the
/// XML declaration, else UTF-8. Bytes the encoding does not define become U+FFFD, with a warning.
enum XMLTextDecoder {
  /// The document as UTF-8 without a byte-order mark, and warnings about what was replaced.
  static func utf8(_ bytes: [UInt8]) -> (bytes: [UInt8], warnings: [String]) {
    let (order, markLength) = XMLByteOrder.detect(bytes)
    let body = markLength == 0 ? bytes : Array(bytes[markLength...])
    if let (name, unit) = order.iconvName {
      return transcode(body, from: name, unit: unit, label: name) ?? repairedUTF8(body)
    }
    guard let declared = declaredEncoding(body) else { return repairedUTF8(body) }
    let name = iconvName(forDeclared: declared)
    if name == "UTF-8" { return repairedUTF8(body) }
    if let decoded = transcode(body, from: name, unit: 1, label: declared) { return decoded }
    var (utf8, warnings) = repairedUTF8(body)
    warnings.insert("The feed declares the unknown encoding “\(declared)”; read it as UTF-8", at: 0)
    return (utf8, warnings)
  }

  /// The name iconv knows a declared encoding by. Latin-1 and ASCII labels mean windows-1252, as
  /// in browsers (the WHATWG Encoding Standard): feeds that say ISO-8859-1 use its curly quotes.
  /// UTF-16 and UTF-32 labels on ASCII-compatible bytes are wrong, and the bytes win.
  static func iconvName(forDeclared declared: String) -> String {
    let label = declared.lowercased()
    switch label {
    case "utf-8", "utf8", "unicode-1-1-utf-8", "utf-16", "utf16", "utf-16le", "utf-16be",
      "utf-32", "ucs-2", "ucs-4", "iso-10646-ucs-2":
      return "UTF-8"
    case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "l1", "us-ascii", "ascii",
      "windows-1252", "cp1252", "x-cp1252", "cp819", "ibm819", "iso-ir-100":
      return "WINDOWS-1252"
    default:
      return declared
    }
  }

  /// The `encoding` pseudo-attribute of an XML declaration at the start of ASCII-compatible bytes.
  static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    let head = bytes.prefix(512)
    guard head.starts(with: Array("<?xml".utf8)),
      let close = head.firstIndex(of: UInt8(ascii: ">"))
    else { return nil }
    let declaration = String(decoding: head[..<close], as: UTF8.self)
    guard let key = declaration.range(of: "encoding") else { return nil }
    let rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    let name = rest.dropFirst().prefix { $0 != quote }
    let valid = name.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "-_.:".contains($0))
    }
    return valid && !name.isEmpty && name.count <= 40 ? String(name) : nil
  }

  /// `bytes` in `encoding` as UTF-8, or nil when iconv does not know the encoding.
  private static func transcode(
    _ bytes: [UInt8], from encoding: String, unit: Int, label: String
  ) -> (
    bytes: [UInt8], warnings: [String]
  )? {
    var replaced = 0
    var unknown = false
    let capacity = bytes.count * 4 + 16
    let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      let written = bytes.withUnsafeBufferPointer { input in
        input.withMemoryRebound(to: CChar.self) { chars in
          buffer.withMemoryRebound(to: CChar.self) { out in
            overshoot_transcode_to_utf8(
              encoding, chars.baseAddress, chars.count, unit, out.baseAddress, capacity,
              &replaced)
          }
        }
      }
      unknown = written < 0
      count = max(0, written)
    }
    guard !unknown else { return nil }
    let what = replaced == 1 ? "1 byte that is" : "\(replaced) bytes that are"
    let warnings = replaced == 0 ? [] : ["Replaced \(what) not valid \(label) with U+FFFD"]
    return (output, warnings)
  }

  /// `bytes` when they are valid UTF-8, else with each invalid sequence replaced by U+FFFD.
  private static func repairedUTF8(_ bytes: [UInt8]) -> (bytes: [UInt8], warnings: [String]) {
    if isUTF8(bytes) { return (bytes, []) }
    let repaired = Array(String(decoding: bytes, as: UTF8.self).utf8)
    let count = replacementCount(repaired) - replacementCount(bytes)
    let what = count == 1 ? "1 byte sequence that is" : "\(count) byte sequences that are"
    return (repaired, ["Replaced \(what) not valid UTF-8 with U+FFFD"])
  }

  /// Whether `bytes` are well-formed UTF-8; checked in place, unlike `String(validating:)`.
  static func isUTF8(_ bytes: some Collection<UInt8>) -> Bool {
    let checked = bytes.withContiguousStorageIfAvailable {
      overshoot_utf8_is_valid($0.baseAddress, $0.count) != 0
    }
    return checked ?? isUTF8(Array(bytes))
  }

  private static func replacementCount(_ bytes: [UInt8]) -> Int {
    var count = 0
    var index = 0
    while index + 2 < bytes.count {
      if bytes[index] == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBD {
        count += 1
        index += 3
      } else {
        index += 1
      }
    }
    return count
  }
}
