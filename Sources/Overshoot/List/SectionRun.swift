/// The run of equal section keys around a position, found in logarithmic time: steps doubling
/// outward from the position until a key differs, then halving back to the edge. Sections are
/// contiguous runs of one key, so a 100,000-row section costs about 34 key reads, not 100,000.
enum SectionRun {
  /// The positions around `position` (within `0..<count`) whose key equals the key there.
  static func around(_ position: Int, count: Int, key: (Int) -> Int) -> Range<Int> {
    let own = key(position)
    let start = edge(from: position, step: -1, limit: -1, own: own, key: key)
    let end = edge(from: position, step: 1, limit: count, own: own, key: key)
    return start..<(end + 1)
  }

  /// The last position from `position` towards `limit` (excluded) whose key is `own`.
  private static func edge(
    from position: Int, step direction: Int, limit: Int, own: Int, key: (Int) -> Int
  ) -> Int {
    var inside = position
    var outside = limit
    var step = 1
    while true {
      let probe = inside + direction * step
      if probe == limit || (probe - limit) * direction > 0 { break }
      if key(probe) == own {
        inside = probe
        step *= 2
      } else {
        outside = probe
        break
      }
    }
    while abs(outside - inside) > 1 {
      let middle = (inside + outside) / 2
      if key(middle) == own { inside = middle } else { outside = middle }
    }
    return inside
  }
}
