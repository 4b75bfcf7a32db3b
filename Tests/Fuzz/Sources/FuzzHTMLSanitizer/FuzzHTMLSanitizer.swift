import FeedCore
import Foundation
import FuzzDriver

/// libFuzzer's entry: any bytes as an entry's HTML. The output must be the sanitizer's own
/// fixed point (sanitizing it again changes nothing) and hold no script or event handler;
/// anything else is a finding, like a crash, a hang or a leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTMLSanitizer(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let html = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  let base = URL(string: "https://fuzz.example/post")
  let once = HTMLSanitizer.sanitize(html, base: base)
  let twice = HTMLSanitizer.sanitize(once, base: base)
  precondition(once == twice, "sanitizing is not idempotent")
  let lower = once.lowercased()
  precondition(!lower.contains("<script"), "a script survived")
  precondition(noHandler(lower), "an event handler survived")
  return 0
}

/// Whether no kept attribute is an event handler (`on…=`). The writer puts every value in
/// double quotes and escapes `"`, `<` and `>` inside it, so a value's text (an `alt` that reads
/// `x onerror=…`) is removed before the tags are read: there it is text, not an attribute.
private func noHandler(_ html: String) -> Bool {
  let unquoted = html.replacingOccurrences(
    of: #""[^"]*""#, with: #""""#, options: .regularExpression)
  return unquoted.range(of: #"<[^>]*\son[a-z]+="#, options: .regularExpression) == nil
}

/// The executable's entry point (SwiftPM aliases `main` to it): hands the arguments to libFuzzer.
@_cdecl("FuzzHTMLSanitizer_main")
public func fuzzHTMLSanitizerMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  OvershootFuzzMain(argc, argv)
}
