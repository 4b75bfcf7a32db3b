/// A figure the `readers` bench records for each reader in each round.
enum ComparisonRow: String, CaseIterable {
  case refresh, lastFeedServed, startup
  case residentAfterRefresh, proportionalAfterRefresh, peakAfterRefresh
  case residentAfterArticles, proportionalAfterArticles, peakAfterArticles
  case search

  /// The row's label, with its unit.
  var title: String {
    switch self {
    case .refresh: "1 refresh: launch → every entry stored, s"
    case .lastFeedServed: "  (server: launch → last feed served, s)"
    case .startup: "2 start-up, filled profile: launch → window mapped, ms"
    case .residentAfterRefresh: "3 after the refresh: resident (VmRSS), MB"
    case .proportionalAfterRefresh: "  after the refresh: proportional (Pss), MB"
    case .peakAfterRefresh: "  after the refresh: peak (VmHWM), MB"
    case .residentAfterArticles: "  after the articles: resident, MB"
    case .proportionalAfterArticles: "  after the articles: proportional, MB"
    case .peakAfterArticles: "  after the articles: peak, MB"
    case .search: "4 search across all entries: last key → matches shown, ms"
    }
  }

  /// Whether a ratio Overshoot/peer is printed for it (the server's row is context).
  var hasRatio: Bool { self != .lastFeedServed }
}

/// Every figure of a run: per reader, per row, one value per round.
struct ComparisonFigures {
  private var values: [String: [ComparisonRow: [Int: Double]]] = [:]

  mutating func record(_ value: Double, _ row: ComparisonRow, reader: String, round: Int) {
    values[reader, default: [:]][row, default: [:]][round] = value
  }

  /// The reader's values of `row`, by round.
  func rounds(_ row: ComparisonRow, reader: String) -> [Int: Double] {
    values[reader]?[row] ?? [:]
  }

  /// `median [min–max]` of the reader's row, or "–" when it has none.
  func summary(_ row: ComparisonRow, reader: String, decimals: Int) -> String {
    let all = Array(rounds(row, reader: reader).values)
    guard let low = all.min(), let high = all.max() else { return "–" }
    let median = FrameStatistics.percentile(0.5, of: all)
    func figure(_ value: Double) -> String {
      decimals == 0 ? String(Int(value.rounded())) : format(value, decimals: decimals)
    }
    return "\(figure(median)) [\(figure(low))–\(figure(high))]"
  }

  /// Overshoot's value over `peer`'s, round by round (the rounds both have).
  func ratio(_ row: ComparisonRow, peer: String) -> RatioSpread {
    let ours = rounds(row, reader: "overshoot")
    let theirs = rounds(row, reader: peer)
    var spread = RatioSpread()
    for (round, value) in ours.sorted(by: { $0.key < $1.key }) {
      if let other = theirs[round], other > 0 { spread.values.append(value / other) }
    }
    return spread
  }
}
