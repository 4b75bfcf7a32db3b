import FeedCore
import Foundation
import Testing

/// How the sanitizer's time grows with hostile input. Timed, so it runs in a process of its own
/// (`.ci/test-all`, `.ci/sanitizers`), not beside the other core suites: in their parallel run,
/// neighbours slowed the larger input alone (13× and 15.6× for 4× the input on Debian 13 and
/// sid, 4.0–4.1× alone).
@Suite struct HTMLSanitizerGrowthTests {
  let base = URL(string: "https://blog.example/posts/1")

  func clean(_ html: String) -> String { HTMLSanitizer.sanitize(html, base: base) }

  /// Hostile shapes take time in proportion to their length: four times the input may take at
  /// most ten times as long (a quadratic scan takes sixteen). A ratio, not a wall-clock bound, so
  /// it holds under a sanitizer or on a loaded machine, where everything is slower alike; each
  /// size's fastest of five interleaved runs, so one slowed run does not decide it.
  @Test func hostileInputGrowsLinearly() {
    let shapes: [(String, (Int) -> String)] = [
      ("<", { String(repeating: "<", count: $0 * 4) }),
      ("<a ", { String(repeating: "<a ", count: $0) }),
      ("<!--", { String(repeating: "<!--", count: $0) }),
      ("<script>", { String(repeating: "<script>", count: $0) }),
      ("unclosed href", { "<a href=\"" + String(repeating: "x", count: $0 * 8) }),
      ("&#x", { String(repeating: "&#x", count: $0 * 2) }),
    ]
    let clock = ContinuousClock()
    for (name, make) in shapes {
      let (smallInput, largeInput) = (make(12_500), make(50_000))
      var (small, large) = (Duration.seconds(3_600), Duration.seconds(3_600))
      for _ in 0..<5 {
        small = min(small, clock.measure { _ = clean(smallInput) })
        large = min(large, clock.measure { _ = clean(largeInput) })
      }
      // Below 5 ms a ratio is mostly the clock's noise.
      #expect(
        large < max(small * 10, .milliseconds(5)),
        "\(name): 4× the input took \(large) against \(small)")
    }
  }
}
