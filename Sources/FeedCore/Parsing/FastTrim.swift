extension String {
  /// The string without leading and trailing ASCII whitespace; much cheaper than Foundation's
  /// `trimmingCharacters(in:)`, which goes through NSString and UTF-16 on Linux (on a parsed
  /// feed's every HTML body, that copy was a quarter of the parse).
  var trimmedForFeed: String {
    trimmed { $0.value == 0x20 || (0x09...0x0D).contains($0.value) }
  }

  /// The string without leading and trailing white space, control and format characters (as
  /// `trimmingCharacters(in: .whitespacesAndNewlines.union(.controlCharacters))`, at a fraction
  /// of its cost): what the URL standard strips from an address (C0 controls and space) and more.
  var trimmedForURL: String {
    trimmed { scalar in
      if scalar.value <= 0x20 { return true }
      if scalar.isASCII { return scalar.value == 0x7F }
      return scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
        || scalar.properties.generalCategory == .format
    }
  }

  /// The string without the scalars `strips` accepts at either end; the string itself, not a
  /// copy, when neither end has one (the common case).
  private func trimmed(where strips: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.first, let final = scalars.last else { return self }
    if !strips(first) && !strips(final) { return self }
    guard let start = scalars.firstIndex(where: { !strips($0) }),
      let last = scalars.lastIndex(where: { !strips($0) })
    else { return "" }
    return String(scalars[start...last])
  }
}
