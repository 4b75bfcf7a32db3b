@_spi(Fuzzing) import FeedCore
import Foundation
import FuzzDriver

/// libFuzzer's entry: the first byte picks the answer read (0 a subscription list, 1 a page of
/// item ids, 2 item contents) and, with bit 2 set, a size cap of half the rest; the rest is the
/// server's answer. The decoder must return a value or throw a clear error, and must refuse what
/// is over the cap before reading it; what it returns must be no larger than the input allows.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGReaderJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  guard count > 0 else { return 0 }
  let bytes = UnsafeRawBufferPointer(start: start, count: count)
  let selector = bytes[0]
  let data = Data(bytes[1...])
  let capped = selector & 4 != 0 && data.count > 1
  let decoder = GReaderDecoder(
    server: "https://fuzz.example/api", maxBytes: capped ? data.count / 2 : 16 << 20)
  do {
    // Each element needs at least `{"id":""}` (9 bytes) of input.
    let elements: Int
    switch selector % 3 {
    case 0:
      elements = try decoder.subscriptions(data).count
    case 1:
      let page = try decoder.itemIDs(data)
      elements = page.ids.count
      if page.ids.isEmpty && page.continuation != nil {
        fatalError("a continuation on a page without ids would be followed for ever")
      }
      for id in page.ids where GReaderItemID.number(GReaderItemID.long(id)) != id {
        fatalError("item id \(id) does not read back from its long form")
      }
    default:
      let items = try decoder.items(data)
      elements = items.count
      _ = items.map { ($0.isRead, $0.isStarred, $0.content?.content, $0.origin?.streamId) }
    }
    if capped { fatalError("\(data.count) bytes decoded under a cap of \(data.count / 2)") }
    if elements > data.count / 9 {
      fatalError("\(elements) elements out of \(data.count) bytes")
    }
  } catch {
    guard case .notGReader(let server, let reason) = error, server == decoder.server,
      !reason.isEmpty
    else { fatalError("unclear error: \(error)") }
    if capped && !reason.contains("more than") {
      fatalError("over the cap, yet refused for another reason: \(reason)")
    }
  }
  return 0
}

/// The executable's entry point (SwiftPM aliases `main` to it): hands the arguments to libFuzzer.
@_cdecl("FuzzGReaderJSON_main")
public func fuzzGReaderJSONMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  OvershootFuzzMain(argc, argv)
}
