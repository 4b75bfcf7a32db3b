import FeedCore
import FuzzDriver

/// libFuzzer's entry: any bytes through the text helpers: HTML to plain text (tags and
/// entities), whitespace collapsing, and date reading and writing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  let plain = PlainText.fromHTML(text)
  // Collapsed text has no control characters, no runs of spaces, and no blank ends.
  for output in [plain, PlainText.collapsingWhitespace(text)] {
    let bytes = Array(output.utf8)
    guard !bytes.contains(where: { $0 < 0x20 }), bytes.first != 0x20, bytes.last != 0x20,
      !output.contains("  ")
    else { fatalError("not collapsed: \(output.debugDescription)") }
  }
  if let date = FeedDate.parse(text) {
    let written = FeedDate.iso8601(date)
    guard FeedDate.parse(written) != nil else { fatalError("\(written) does not read back") }
  }
  return 0
}

/// The executable's entry point (SwiftPM aliases `main` to it): hands the arguments to libFuzzer.
@_cdecl("FuzzText_main")
public func fuzzTextMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  OvershootFuzzMain(argc, argv)
}
