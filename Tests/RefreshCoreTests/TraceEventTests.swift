import Foundation
import RefreshCore
import Testing

/// The trace line format: a stable contract between the widget and `overshoot-cli replay`.
@Suite struct TraceEventTests {
  static let everyKind: [PullEvent] = [
    .geometry(viewport: 600, content: 2000.5, offset: -12.25),
    .pull(dy: 3.5, source: .touchpad), .pull(dy: -2, source: .touch), .pull(dy: 40, source: .wheel),
    .release, .overshoot(edge: .top), .overshoot(edge: .bottom),
    .request(source: .keyboard), .request(source: .button), .request(source: .action),
    .request(source: .program),
    .finish(result: .success), .finish(result: .failure), .finish(result: .cancelled),
    .cancel, .tick,
  ]

  @Test func linesFollowTheContract() {
    #expect(
      TraceEvent(t: 12.5, event: .pull(dy: 3, source: .touchpad)).jsonLine
        == #"{"t":12.5,"event":"pull","dy":3,"source":"touchpad"}"#)
    #expect(
      TraceEvent(t: 0, event: .geometry(viewport: 600, content: 2000, offset: 0)).jsonLine
        == #"{"t":0,"event":"geometry","viewport":600,"content":2000,"offset":0}"#)
    #expect(TraceEvent(t: 7, event: .release).jsonLine == #"{"t":7,"event":"release"}"#)
    #expect(
      TraceEvent(t: 8, event: .finish(result: .cancelled)).jsonLine
        == #"{"t":8,"event":"finish","result":"cancelled"}"#)
  }

  @Test func everyEventKindRoundTripsThroughItsLineAndThroughCodable() throws {
    for (index, event) in Self.everyKind.enumerated() {
      let traced = TraceEvent(t: Double(index) * 16.5, event: event)
      #expect(try TraceEvent(jsonLine: traced.jsonLine, lineNumber: 1) == traced)
      let encoded = try JSONEncoder().encode(traced)
      #expect(try JSONDecoder().decode(TraceEvent.self, from: encoded) == traced)
    }
  }

  @Test func unknownExtraFieldsAreIgnored() throws {
    let traced = try TraceEvent(
      jsonLine: #"{"t":1,"event":"release","pointer":"pen"}"#, lineNumber: 1)
    #expect(traced == TraceEvent(t: 1, event: .release))
  }

  @Test(arguments: [
    (#"{"t":1,"event":"pull","source":"touch"}"#, #"line 4: missing field "dy""#),
    (#"{"event":"release"}"#, #"line 4: missing field "t""#),
    (#"{"t":1}"#, #"line 4: missing field "event""#),
    (#"{"t":1,"event":"jump"}"#, #"line 4: unknown event "jump""#),
    (
      #"{"t":1,"event":"pull","dy":"far","source":"touch"}"#,
      #"line 4: field "dy" must be a number"#
    ),
    (#"{"t":1,"event":7}"#, #"line 4: field "event" must be a string"#),
    (
      #"{"t":1,"event":"overshoot","edge":"left"}"#,
      #"line 4: unknown edge "left" (expected "top", "bottom")"#
    ),
    (#"{"t":1,"event":"pull","dy":1,"#, "line 4: malformed JSON"),
    ("release", "line 4: malformed JSON"),
    ("[1,2]", "line 4: not a JSON object"),
  ])
  func badLinesNameTheLineAndWhatIsWrong(line: String, message: String) {
    #expect(throws: TraceLineError.self) { try TraceEvent(jsonLine: line, lineNumber: 4) }
    do {
      _ = try TraceEvent(jsonLine: line, lineNumber: 4)
    } catch {
      #expect(error.description == message)
    }
  }
}
