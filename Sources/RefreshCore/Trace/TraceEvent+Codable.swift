extension TraceEvent: Codable {
  private enum Field: String, CodingKey {
    case t, event, viewport, content, offset, dy, source, edge, result
  }

  /// Decodes the flat trace object, naming the unknown value when an enum field has one.
  public init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: Field.self)
    t = try fields.decode(Double.self, forKey: .t)
    let name = try fields.decode(String.self, forKey: .event)
    switch name {
    case "geometry":
      event = .geometry(
        viewport: try fields.decode(Double.self, forKey: .viewport),
        content: try fields.decode(Double.self, forKey: .content),
        offset: try fields.decode(Double.self, forKey: .offset))
    case "pull":
      event = .pull(
        dy: try fields.decode(Double.self, forKey: .dy),
        source: try Self.decodeName(PullSource.self, .source, in: fields))
    case "release": event = .release
    case "overshoot":
      event = .overshoot(edge: try Self.decodeName(OvershootEdge.self, .edge, in: fields))
    case "request":
      event = .request(source: try Self.decodeName(RefreshRequestSource.self, .source, in: fields))
    case "finish":
      event = .finish(result: try Self.decodeName(RefreshOutcomeKind.self, .result, in: fields))
    case "cancel": event = .cancel
    case "tick": event = .tick
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .event, in: fields, debugDescription: "unknown event \"\(name)\"")
    }
  }

  /// Encodes the flat trace object.
  public func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: Field.self)
    try fields.encode(t, forKey: .t)
    switch event {
    case .geometry(let viewport, let content, let offset):
      try fields.encode("geometry", forKey: .event)
      try fields.encode(viewport, forKey: .viewport)
      try fields.encode(content, forKey: .content)
      try fields.encode(offset, forKey: .offset)
    case .pull(let dy, let source):
      try fields.encode("pull", forKey: .event)
      try fields.encode(dy, forKey: .dy)
      try fields.encode(source, forKey: .source)
    case .release:
      try fields.encode("release", forKey: .event)
    case .overshoot(let edge):
      try fields.encode("overshoot", forKey: .event)
      try fields.encode(edge, forKey: .edge)
    case .request(let source):
      try fields.encode("request", forKey: .event)
      try fields.encode(source, forKey: .source)
    case .finish(let result):
      try fields.encode("finish", forKey: .event)
      try fields.encode(result, forKey: .result)
    case .cancel:
      try fields.encode("cancel", forKey: .event)
    case .tick:
      try fields.encode("tick", forKey: .event)
    }
  }

  private static func decodeName<Name: RawRepresentable & CaseIterable>(
    _ type: Name.Type, _ field: Field, in fields: KeyedDecodingContainer<Field>
  ) throws -> Name where Name.RawValue == String {
    let raw = try fields.decode(String.self, forKey: field)
    guard let value = Name(rawValue: raw) else {
      let expected = Name.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: field, in: fields,
        debugDescription: "unknown \(field.rawValue) \"\(raw)\" (expected \(expected))")
    }
    return value
  }
}
