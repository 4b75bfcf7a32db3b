import FeedCore
import Foundation
import FuzzDriver

/// libFuzzer's entry: any bytes as an OPML subscription list; the export of what was read must
/// read back to the same feeds in the same folders (export writes top-level feeds before the
/// folders, so the order may change).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOPML(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  guard let outlines = try? OPML.parse(Data(bytes: start, count: count)) else { return 0 }
  let exported = OPML.export(outlines)
  let filed = { (outline: OPMLOutline) in
    "\(outline.folder ?? "")\u{0}\(outline.url.absoluteString)"
  }
  guard let again = try? OPML.parse(Data(exported.utf8)),
    again.map(filed).sorted() == outlines.map(filed).sorted()
  else { fatalError("OPML export does not read back: \(outlines)") }
  return 0
}

/// The executable's entry point (SwiftPM aliases `main` to it): hands the arguments to libFuzzer.
@_cdecl("FuzzOPML_main")
public func fuzzOPMLMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  OvershootFuzzMain(argc, argv)
}
