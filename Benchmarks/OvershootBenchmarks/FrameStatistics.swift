/// Per-frame CPU times of one benchmark run and their summary figures.
struct FrameStatistics {
  /// Main-thread CPU time between consecutive frames, in milliseconds.
  var frameMilliseconds: [Double] = []

  /// Frames measured.
  var frames: Int { frameMilliseconds.count }

  /// The median frame's CPU time.
  var median: Double { percentile(0.5) }

  /// The 95th-percentile frame's CPU time.
  var p95: Double { percentile(0.95) }

  /// The value below which `fraction` of the frames fall (nearest rank).
  func percentile(_ fraction: Double) -> Double {
    Self.percentile(fraction, of: frameMilliseconds)
  }

  /// The nearest-rank `fraction` percentile of `values`; 0 when there are none.
  static func percentile(_ fraction: Double, of values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }
}

/// Ratios gathered round by round, summarised as their median and spread.
struct RatioSpread {
  var values: [Double] = []

  /// `median [min–max]`, two decimals.
  var summary: String {
    guard let low = values.min(), let high = values.max() else { return "n/a" }
    return "\(format(FrameStatistics.percentile(0.5, of: values))) [\(format(low))–\(format(high))]"
  }
}

/// `value` with two decimals.
func format(_ value: Double, decimals: Int = 2) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = String(rounded)
  let fraction = text.split(separator: ".").last?.count ?? 0
  if decimals > 0 && fraction < decimals {
    text += String(repeating: "0", count: decimals - fraction)
  }
  return text
}

/// `text` padded with spaces to `width` columns.
func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
