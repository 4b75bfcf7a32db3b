import Foundation
import RefreshCore
import TestSupport
import XCTest

@testable import OvershootApp

/// The schema in `data/`, the app's built-in defaults and the core agree, so a run without an
/// installed schema behaves as an installed one, and wheel pulls are opt-in everywhere.
final class SettingDefaultsTests: XCTestCase {
  private static let schemaURL = SourceTree.url(
    "data/io.github.overshoot.Overshoot.gschema.xml")

  /// Each key's `<default>` text in the schema XML.
  private func schemaDefaults() throws -> [String: String] {
    let xml = try String(contentsOf: Self.schemaURL, encoding: .utf8)
    let pattern = try NSRegularExpression(
      pattern: #"<key name="([^"]+)" type="[^"]+">(?:(?!</key>).)*?<default>([^<]*)</default>"#,
      options: [.dotMatchesLineSeparators])
    var defaults: [String: String] = [:]
    for match in pattern.matches(in: xml, range: NSRange(xml.startIndex..., in: xml)) {
      let name = String(xml[Range(match.range(at: 1), in: xml)!])
      defaults[name] = String(xml[Range(match.range(at: 2), in: xml)!])
    }
    return defaults
  }

  func testEveryKeysBuiltInDefaultMatchesTheSchema() throws {
    let schema = try schemaDefaults()
    XCTAssertEqual(Set(schema.keys), Set(SettingKey.allCases.map(\.rawValue)))
    for key in SettingKey.allCases {
      let text: String
      switch key.schemaDefault {
      case .int(let value): text = "\(value)"
      case .uint(let value): text = "\(value)"
      case .bool(let value): text = "\(value)"
      case .string(let value): text = "'\(value)'"
      }
      XCTAssertEqual(schema[key.rawValue], text, "default of \(key.rawValue)")
    }
  }

  func testWheelPullsAreOptInInTheSchemaTheAppAndTheCore() throws {
    XCTAssertEqual(try schemaDefaults()["wheel-pulls"], "false")
    XCTAssertEqual(SettingKey.wheelPulls.schemaDefault, .bool(false))
    XCTAssertFalse(PullConfiguration().wheelPullsEnabled)
  }

  func testNewEntryNotificationsAreOnInTheSchemaAndTheApp() throws {
    XCTAssertEqual(try schemaDefaults()["notify-new-entries"], "true")
    XCTAssertEqual(SettingKey.notifyNewEntries.schemaDefault, .bool(true))
  }
}
