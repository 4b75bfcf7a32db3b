import FeedCore
import Foundation
import Overshoot
import TestSupport
import XCTest

/// Translations: `tr`/`trn` read the gettext catalog compiled from `data/po`, in the user's
/// language, and fill placeholders a translator may reorder.
final class LocalizationTests: XCTestCase {
  func testPlaceholdersFillInOrderByNumberAndKeepWhatTheyCannotFill() {
    XCTAssertEqual(PlaceholderFormat.fill("%@ of %@", with: ["3", "18"]), "3 of 18")
    XCTAssertEqual(PlaceholderFormat.fill("%2$@ von %1$@", with: ["18", "3"]), "3 von 18")
    XCTAssertEqual(PlaceholderFormat.fill("100%% %@", with: ["done"]), "100% done")
    XCTAssertEqual(PlaceholderFormat.fill("%@ and %@", with: ["one"]), "one and %@")
    XCTAssertEqual(PlaceholderFormat.fill("%9$@ %x", with: ["a"]), "%9$@ %x")
    XCTAssertEqual(PlaceholderFormat.fill("no placeholders", with: ["a"]), "no placeholders")
  }

  func testTheGermanCatalogTranslatesTheIndicatorAndCountsItsPlurals() throws {
    let catalog = try Self.compileCatalog(language: "de")
    defer { try? FileManager.default.removeItem(atPath: catalog) }
    let restore = try Self.useGermanLocale()
    defer { restore() }
    Localization.bind(to: catalog)
    XCTAssertEqual(RefreshStatusText.label(for: .pulling, outcome: nil), "Zum Aktualisieren ziehen")
    XCTAssertEqual(
      RefreshStatusText.finished(.success(newItems: 1)), "Gerade aktualisiert · 1 neuer Eintrag")
    XCTAssertEqual(
      RefreshStatusText.finished(.success(newItems: 4)), "Gerade aktualisiert · 4 neue Einträge")
    setlocale(LC_MESSAGES, "C")
    XCTAssertEqual(
      RefreshStatusText.label(for: .pulling, outcome: nil), "Pull to refresh",
      "the C locale reads the messages as written")
  }

  func testFeedCoresMessagesAndRelativeTimesReadInGerman() throws {
    let catalog = try Self.compileCatalog(language: "de")
    defer { try? FileManager.default.removeItem(atPath: catalog) }
    let restore = try Self.useGermanLocale()
    defer { restore() }
    Localization.bind(to: catalog)
    // FeedCore is GTK-free and translates through the same catalog the app binds.
    XCTAssertEqual(
      FetchError.closedByServer.description, "Der Server hat die Verbindung geschlossen")
    XCTAssertEqual(FetchError.timedOut(seconds: 10).description, "Zeitüberschreitung nach 10 s")
    XCTAssertEqual(FeedParseError.binary.description, "Kein Feed (Binärdaten)")
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    XCTAssertEqual(
      RelativeTime.describe(now.addingTimeInterval(-300), now: now, calendar: calendar),
      "vor 5 Min.")
    setlocale(LC_MESSAGES, "C")
    XCTAssertEqual(
      FetchError.closedByServer.description, "The server closed the connection",
      "the C locale (FeedCore's own tests, the CLI) reads the messages as written")
  }

  /// Switches messages to German the way a user does, with the locale (`LANG=de_DE.UTF-8`), not
  /// with `LANGUAGE` over `C.UTF-8`: glibc 2.41 reads `C.UTF-8` as the C locale, where gettext
  /// ignores `LANGUAGE`. Returns what puts the previous locale and `LANGUAGE` back.
  static func useGermanLocale() throws -> () -> Void {
    let savedLocale = String(cString: setlocale(LC_MESSAGES, nil))
    let savedLanguage = getenv("LANGUAGE").map { String(cString: $0) }
    // A LANGUAGE of the developer's own would take precedence over the locale.
    unsetenv("LANGUAGE")
    guard setlocale(LC_MESSAGES, "de_DE.UTF-8") != nil else {
      if let savedLanguage { setenv("LANGUAGE", savedLanguage, 1) }
      throw CatalogFailure(
        description: "no de_DE.UTF-8 locale: `localedef -i de_DE -c -f UTF-8 de_DE.UTF-8` "
          + "(bash .ci/quickstart test makes it)")
    }
    return {
      if let savedLanguage { setenv("LANGUAGE", savedLanguage, 1) }
      setlocale(LC_MESSAGES, savedLocale)
    }
  }

  /// Compiles `data/po/<language>.po` into a fresh `locale` folder and returns the folder.
  static func compileCatalog(language: String) throws -> String {
    let root = SourceTree.root.path
    let folder = NSTemporaryDirectory() + "overshoot-locale-\(getpid())"
    let messages = "\(folder)/\(language)/LC_MESSAGES"
    try FileManager.default.createDirectory(atPath: messages, withIntermediateDirectories: true)
    let result = try DeadlineProcess.run(
      "/usr/bin/msgfmt",
      ["--output-file=\(messages)/overshoot.mo", "\(root)/data/po/\(language).po"], seconds: 30)
    guard result.status == 0 else {
      throw CatalogFailure(description: "msgfmt failed: \(result.stderr)")
    }
    return folder
  }
}

/// The test catalog could not be compiled.
private struct CatalogFailure: Error, CustomStringConvertible {
  let description: String
}
