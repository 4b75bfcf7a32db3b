extension String {
  /// The string without leading and trailing ASCII whitespace and no-break spaces; much cheaper
  /// than Foundation's `trimmingCharacters(in:)`, which goes through NSString on Linux.
  var trimmedForFeed: String {
    let utf8 = self.utf8
    guard let first = utf8.first, let last = utf8.last else { return self }
    if !Self.isTrimmable(first) && !Self.isTrimmable(last) { return self }
    var start = utf8.startIndex
    var end = utf8.endIndex
    while start < end, Self.isTrimmable(utf8[start]) { start = utf8.index(after: start) }
    while end > start, Self.isTrimmable(utf8[utf8.index(before: end)]) {
      end = utf8.index(before: end)
    }
    return String(self[start..<end])
  }

  private static func isTrimmable(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
  }
}
