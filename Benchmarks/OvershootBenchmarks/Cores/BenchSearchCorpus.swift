import FeedCore
import Foundation
import SeededRandomness

/// The generated entries `cores search` stores: English's most common words and 20,000 invented
/// names, drawn with Zipf's law (the n-th word is 1/n as frequent as the first), so a first
/// keystroke matches most entries and a finished rare word a few, as in a real reader's store.
enum BenchSearchCorpus {
  private static let common = """
    the of and to in is that for it as was with be by on not he this are or his from at which but \
    have an they you were her she there been one all we their has would when if so no will can \
    more about said up out what some into than its time only new could other people also two may \
    after first any very should like most over such year work just world well way years make even \
    back use see good our how where many day government these because between same both through \
    life being under still those while last might must great since against right three old part \
    down own long called before release update security linux desktop swift feed reader news
    """.split(separator: " ").map(String.init)

  /// Every word, most frequent first.
  static let vocabulary: [String] = {
    var generator = SeededRandom(seed: 14)
    let consonants = Array("bcdfghjklmnprstvwz")
    let vowels = Array("aeiou")
    var names: [String] = []
    var seen = Set(common)
    while names.count < 20_000 {
      var name = ""
      for _ in 0..<(2 + generator.next(below: 3)) {
        name.append(consonants[generator.next(below: consonants.count)])
        name.append(vowels[generator.next(below: vowels.count)])
      }
      if seen.insert(name).inserted { names.append(name) }
    }
    return common + names
  }()

  /// The words the bench types: a common word, a two-word phrase, a mid-frequency and a rare name.
  static var typedWords: [String] {
    ["government", "new world", vocabulary[common.count + 300], vocabulary[common.count + 15_000]]
  }

  /// Stores `count` entries over 100 feeds through ``FeedStore/merge``, marks 70 % of them read,
  /// and returns the seconds it took.
  static func fill(_ store: FeedStore, entries count: Int) async throws -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try await store.setRetention(.forever)
    var generator = SeededRandom(seed: UInt64(count))
    let sampler = ZipfSampler(count: vocabulary.count)
    let perFeed = (count + 99) / 100
    let origin = Date(timeIntervalSince1970: 1_700_000_000)
    var made = 0
    for feedNumber in 0..<100 where made < count {
      let feed = try await store.addFeed(
        url: URL(string: "https://bench-\(feedNumber).example/feed")!, title: "Feed \(feedNumber)")
      var items: [Entry] = []
      for item in 0..<min(perFeed, count - made) {
        func words(_ n: Int) -> String {
          (0..<n).map { _ in vocabulary[sampler.sample(&generator)] }.joined(separator: " ")
        }
        let date = origin.addingTimeInterval(Double(generator.next(below: 31_536_000)))
        items.append(
          Entry(
            id: "bench-\(feedNumber)-\(item)", title: words(8),
            link: "https://bench-\(feedNumber).example/\(item)", published: date,
            summary: words(40)))
      }
      made += items.count
      try await store.merge(
        ParsedFeed(feed: Feed(title: "Feed \(feedNumber)", format: .rss), entries: items),
        into: feed.id, at: origin.addingTimeInterval(31_536_000))
    }
    let stored = try await store.entries(in: .all, limit: count)
    try await store.setRead(
      stored.enumerated().filter { $0.offset % 10 < 7 }.map(\.element.id), true)
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }
}

/// Draws indices 0..<count where index n is 1/(n+1) as likely as index 0.
struct ZipfSampler {
  private let cumulative: [Double]

  init(count: Int) {
    var total = 0.0
    cumulative = (0..<count).map { n in
      total += 1 / Double(n + 1)
      return total
    }
  }

  func sample(_ generator: inout SeededRandom) -> Int {
    let unit = Double(generator.next() >> 11) / Double(1 << 53)
    let target = unit * (cumulative.last ?? 0)
    var low = 0
    var high = cumulative.count - 1
    while low < high {
      let middle = (low + high) / 2
      if cumulative[middle] < target { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
