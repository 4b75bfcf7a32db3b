import Foundation

/// The search tests' feed, "Garden": entries "Entry N" (newest first, one a minute) with plain
/// summaries, but entry 7's title says "Radish harvest" and entry 23's summary "Notes on a
/// `radish` bed" (the spelling given, to try case and accents).
enum GardenFeed {
  static func document(entries: Int, guidPrefix: String, radish: String = "radish") -> String {
    let items = (1...entries).reversed().map { number in
      let title = number == 7 ? "Radish harvest" : "Entry \(number)"
      let summary = number == 23 ? "Notes on a \(radish) bed" : "Plain notes \(number)"
      let minutes = String(format: "%02d", number)
      return """
        <item><guid>\(guidPrefix)-\(number)</guid><title>\(title)</title>\
        <description>\(summary)</description><link>https://example.org/\(number)</link>\
        <pubDate>Mon, 01 Jun 2026 10:\(minutes):00 +0000</pubDate></item>
        """
    }
    return """
      <?xml version="1.0"?><rss version="2.0"><channel><title>Garden</title>
      <link>https://example.org/</link>\(items.joined())</channel></rss>
      """
  }
}
