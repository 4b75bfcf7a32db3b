/// Whether two values of a widget are equal, for widgets that are `Equatable` (SwiftUI skips the
/// body of an equal view); nil when the type cannot say.
enum ValueEquality {
  static func equal<Value>(_ first: Value, _ second: Value) -> Bool? {
    guard let first = first as? any Equatable else { return nil }
    return first.isEqual(to: second)
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
