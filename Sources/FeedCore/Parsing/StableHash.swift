/// FNV-1a, 64 bit: a stable hash for synthesized entry ids (Swift's `Hasher` is seeded per run).
enum StableHash {
  /// The FNV-1a hash of the UTF-8 bytes of `parts`, joined by newlines, as 16 hex digits.
  static func hex(_ parts: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for (index, part) in parts.enumerated() {
      if index > 0 { hash = (hash ^ 0x0A) &* 0x100_0000_01b3 }
      for byte in part.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
