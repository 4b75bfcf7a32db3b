import Foundation

/// One line of an `OVERSHOOT_TRACE` file: an event and its time, the stable trace contract.
///
/// `{"t":12.5,"event":"pull","dy":3,"source":"touchpad"}`; `t` is in milliseconds since the first
/// event, the other fields are those of `PullEvent`. Unknown extra fields are ignored, so a
/// newer writer's traces still replay.
public struct TraceEvent: Sendable, Equatable, Hashable {
  /// Milliseconds since the first event of the trace.
  public var t: Double
  /// The event.
  public var event: PullEvent

  /// A trace event.
  public init(t: Double, event: PullEvent) {
    self.t = t
    self.event = event
  }

  /// The JSON object, on one line without the newline, keys in the contract's order.
  public var jsonLine: String {
    let t = "{\"t\":\(TraceNumber.format(self.t, decimals: 3)),\"event\":"
    switch event {
    case .geometry(let viewport, let content, let offset):
      return t + "\"geometry\",\"viewport\":\(TraceNumber.format(viewport)),"
        + "\"content\":\(TraceNumber.format(content)),\"offset\":\(TraceNumber.format(offset))}"
    case .pull(let dy, let source):
      return t + "\"pull\",\"dy\":\(TraceNumber.format(dy)),\"source\":\"\(source.rawValue)\"}"
    case .release:
      return t + "\"release\"}"
    case .overshoot(let edge):
      return t + "\"overshoot\",\"edge\":\"\(edge.rawValue)\"}"
    case .request(let source):
      return t + "\"request\",\"source\":\"\(source.rawValue)\"}"
    case .finish(let result):
      return t + "\"finish\",\"result\":\"\(result.rawValue)\"}"
    case .cancel:
      return t + "\"cancel\"}"
    case .tick:
      return t + "\"tick\"}"
    }
  }

  /// Parses one trace line; the error's `line` is `lineNumber`.
  public init(jsonLine: String, lineNumber: Int) throws(TraceLineError) {
    do {
      self = try JSONDecoder().decode(TraceEvent.self, from: Data(jsonLine.utf8))
    } catch let error as DecodingError {
      throw TraceLineError(line: lineNumber, reason: Self.reason(for: error))
    } catch {
      throw TraceLineError(line: lineNumber, reason: "\(error)")
    }
  }

  /// A short reason for a decoding error: the field and what is wrong with it.
  private static func reason(for error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, _):
      return "missing field \"\(key.stringValue)\""
    case .valueNotFound(_, let context):
      return "field \"\(context.codingPath.last?.stringValue ?? "?")\" is null"
    case .typeMismatch(let type, let context):
      guard let key = context.codingPath.last else { return "not a JSON object" }
      let expected = type == String.self ? "a string" : "a number"
      return "field \"\(key.stringValue)\" must be \(expected)"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "malformed JSON" : context.debugDescription
    @unknown default:
      return "malformed line"
    }
  }
}
