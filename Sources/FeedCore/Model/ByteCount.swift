/// Formats byte counts for messages, in the units people read ("5 MB", "900 KB").
enum ByteCount {
  /// `bytes` as a short human-readable size.
  static func text(_ bytes: Int) -> String {
    if bytes >= 1 << 20 {
      let mb = Double(bytes) / Double(1 << 20)
      return mb == mb.rounded() ? "\(Int(mb)) MB" : "\((mb * 10).rounded() / 10) MB"
    }
    if bytes >= 1 << 10 { return "\(bytes >> 10) KB" }
    return "\(bytes) bytes"
  }
}
