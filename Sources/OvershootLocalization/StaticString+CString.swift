extension StaticString {
  /// Calls `body` with the string as a C string. A literal's bytes are already one (Swift stores
  /// them NUL-terminated), so they are passed as they are: the timeline says "unread" and its
  /// relative time on every bind, and copying each message into a `String` first was most of a
  /// translation's cost. A single-scalar static string has no bytes of its own and is copied.
  func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
    guard hasPointerRepresentation else { return description.withCString(body) }
    return utf8Start.withMemoryRebound(to: CChar.self, capacity: utf8CodeUnitCount + 1, body)
  }
}
