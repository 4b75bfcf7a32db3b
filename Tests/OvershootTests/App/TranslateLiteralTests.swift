import OvershootLocalization
import XCTest

/// `tr` hands gettext a literal's own bytes; messages without a translation must still read
/// exactly as written, whatever form the literal takes.
final class TranslateLiteralTests: XCTestCase {
  func testUntranslatedMessagesReadAsWrittenInEveryLiteralForm() {
    let savedLocale = String(cString: setlocale(LC_MESSAGES, nil))
    setlocale(LC_MESSAGES, "C")
    defer { setlocale(LC_MESSAGES, savedLocale) }
    XCTAssertEqual(tr("no catalog has this message"), "no catalog has this message")
    XCTAssertEqual(tr("Zeitüberschreitung · ★"), "Zeitüberschreitung · ★", "UTF-8 bytes")
    XCTAssertEqual(tr(""), "")
    let scalar = Self.scalarLiteral(StaticString.self)
    XCTAssertFalse(scalar.hasPointerRepresentation, "the copied path is the one tested here")
    XCTAssertEqual(tr(scalar), "é")
    XCTAssertEqual(tr("%@ of %2$@ (100%%)", 3, 18), "3 of 18 (100%)", "placeholders still fill")
    XCTAssertEqual(trn("%@ new entry", "%@ new entries", 1, 1), "1 new entry")
    XCTAssertEqual(trn("%@ new entry", "%@ new entries", 4, 4), "4 new entries")
  }

  /// A literal built through `ExpressibleByUnicodeScalarLiteral`, which gives a static string
  /// holding one scalar and no bytes (a plain `"é"` is stored as bytes).
  private static func scalarLiteral<T: ExpressibleByUnicodeScalarLiteral>(_: T.Type) -> T { "é" }
}
