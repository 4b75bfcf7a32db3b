import FeedCore
import Foundation
import FuzzDriver

/// libFuzzer's entry: any bytes as a feed, from a corpus and dictionary of JSON Feeds. Errors are answers; only a crash, a hang or a leak
/// (AddressSanitizer) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONFeed(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  if let parsed = try? FeedParser().parse(data, url: URL(string: "https://fuzz.example/feed")) {
    // Reading every field runs the lazy paths too (dates, ids).
    _ = parsed.entries.map { ($0.id, $0.published.map(FeedDate.iso8601)) }
  }
  return 0
}

/// The executable's entry point (SwiftPM aliases `main` to it): hands the arguments to libFuzzer.
@_cdecl("FuzzJSONFeed_main")
public func fuzzJSONFeedMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  OvershootFuzzMain(argc, argv)
}
