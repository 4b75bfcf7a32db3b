import FuzzDriver
import RefreshCore

/// libFuzzer's entry: any bytes as an `OVERSHOOT_TRACE` recording, replayed line by line through
/// the pull state machine (as `overshoot-cli replay` does).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  var replayer = TraceReplayer()
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    do {
      _ = try replayer.feed(line: line)
    } catch {
      return 0
    }
  }
  return 0
}

/// The executable's entry point (SwiftPM aliases `main` to it): hands the arguments to libFuzzer.
@_cdecl("FuzzTrace_main")
public func fuzzTraceMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  OvershootFuzzMain(argc, argv)
}
