import ArgumentParser
import CLibXML2
import FeedCore
import Foundation

/// `overshoot-benchmarks cores parse`: FeedParser's throughput on a generated feed, against a
/// do-nothing libxml2 SAX2 pass over the same bytes (the floor for any parser built on it).
struct BenchParseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse",
    abstract: "Parse a generated feed; print MB/s and the ratio to a do-nothing libxml2 pass.")

  @Option(help: "Size of the generated feed in MB.")
  var megabytes: Int = 10

  @Option(help: "Runs of each; the best is reported.")
  var runs: Int = 3

  @Option(help: "Parse this file instead of a generated feed (e.g. a hostile one).")
  var file: String?

  func run() throws {
    let data =
      try file.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
      ?? BenchParseFeed.generate(bytes: megabytes << 20)
    let megabytesRead = Double(data.count) / Double(1 << 20)
    let parser = FeedParser(limits: ParseLimits(maxBytes: Int.max, maxEntries: Int.max))
    var entries = 0
    var outcome = ""
    // FeedParser first, so the process's peak memory (`/usr/bin/time -v`) is its own: a big
    // block the baseline frees raises glibc's mmap threshold, and later blocks stay resident.
    let feed = best(of: runs) {
      do {
        let parsed = try parser.parse(data)
        entries = parsed.entries.count
        outcome = parsed.warnings.first.map { "; warning: \($0)" } ?? ""
      } catch {
        outcome = "; error: \(error)"
      }
    }
    let baseline = NullSAXPass.withTerminated(data) { bytes in
      best(of: runs) { NullSAXPass.run(bytes) }
    }
    let what = file ?? "RSS 2.0 with HTML, CDATA, entities"
    print(
      "feed: \(String(format: "%.1f", megabytesRead)) MB, \(entries) entries (\(what))\(outcome)")
    print("libxml2 SAX2, no callbacks: \(rate(megabytesRead, baseline))")
    print(
      "FeedParser (decode, sanitize, tree, map, plain text, dates): \(rate(megabytesRead, feed))")
    print(
      "ratio FeedParser / do-nothing libxml2 (CPU time): "
        + "\(String(format: "%.2f", feed.cpu / baseline.cpu))x")
  }

  /// MB per second of this thread's CPU time, which a busy machine inflates far less than the
  /// wall-clock time printed beside it.
  private func rate(_ megabytes: Double, _ time: (wall: Double, cpu: Double)) -> String {
    String(
      format: "%.1f MB/s of CPU time (%.0f ms CPU, %.0f ms wall)", megabytes / time.cpu,
      time.cpu * 1000, time.wall * 1000)
  }

  /// The shortest wall-clock and CPU times of `runs` runs of `body`.
  private func best(of runs: Int, _ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double)
  {
    var best = (wall: Double.infinity, cpu: Double.infinity)
    for _ in 0..<max(1, runs) {
      let start = DispatchTime.now().uptimeNanoseconds
      let cpuStart = Self.threadCPUSeconds()
      try body()
      best.cpu = min(best.cpu, Self.threadCPUSeconds() - cpuStart)
      best.wall = min(best.wall, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
  }

  private static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// libxml2's SAX2 parser with FeedCore's options and no callbacks: the cost of reading the
/// bytes at all.
private enum NullSAXPass {
  /// `body` given `data` and the NUL libxml2 stops at; the copy is gone when this returns, so it
  /// does not count in FeedParser's peak memory.
  static func withTerminated<T>(_ data: Data, _ body: ([UInt8]) -> T) -> T {
    body([UInt8](data) + [0])
  }

  /// Parses `terminated`, whose last byte is the NUL libxml2 stops at.
  static func run(_ terminated: [UInt8]) {
    terminated.withUnsafeBufferPointer { bytes in
      guard
        let context = bytes.withMemoryRebound(
          to: CChar.self,
          {
            overshoot_xml_sax_parser(
              $0.baseAddress, Int32($0.count - 1), nil, nil, nil, nil, nil, nil)
          })
      else { return }
      xmlParseDocument(context)
      overshoot_xml_free_parser(context)
    }
  }
}

/// A deterministic, realistic RSS 2.0 document of a given size.
enum BenchParseFeed {
  static func generate(bytes: Int) -> Data {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" \
      xmlns:content="http://purl.org/rss/1.0/modules/content/">
      <channel><title>Benchmark &amp; Co</title><link>https://bench.example/</link>
      <description>Generated for overshoot-cli bench parse</description>

      """
    var number = 0
    let footer = "</channel></rss>\n"
    while text.utf8.count < bytes - footer.utf8.count {
      let day = number % 28 + 1
      text += """
        <item><title>Entry \(number): caf&#233; &amp; <![CDATA[<b>bold</b> news]]></title>
        <link>/posts/\(number)</link><guid isPermaLink="false">bench-\(number)</guid>
        <pubDate>Mon, \(day) Jan 2024 10:\(number % 60 < 10 ? "0" : "")\(number % 60):00 +0100</pubDate>
        <dc:creator>Author \(number % 17)</dc:creator>
        <description>&lt;p&gt;Paragraph one of entry \(number), with &lt;a href="https://x.example/\(number)"&gt;a link&lt;/a&gt; and an entity &amp;amp; more text to make the summary a realistic length for a feed reader's two-line preview.&lt;/p&gt;&lt;p&gt;Second paragraph, lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt.&lt;/p&gt;</description>
        </item>

        """
      number += 1
    }
    return Data((text + footer).utf8)
  }
}
