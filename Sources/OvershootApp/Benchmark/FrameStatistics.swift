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
    guard !frameMilliseconds.isEmpty else { return 0 }
    let sorted = frameMilliseconds.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }
}
