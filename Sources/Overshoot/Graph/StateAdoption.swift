/// Moves `@State` storage from the last value of a composite widget into the new one its parent's
/// body made, property by property (by name and type), so that state lives as long as the
/// widget's identity and not as long as one value of its struct (SwiftUI's rule).
@MainActor
enum StateAdoption {
  /// The widget types found to have no `@State`: Mirror is not asked about them again.
  private static var stateless: Set<ObjectIdentifier> = []

  /// Whether the widgets being updated now show something else than before (a recycled row
  /// bound to another item): their identity ended, so their state starts anew.
  private static var identityEnded = false

  /// Runs `update` for widgets that now show another identity: no state carries over.
  static func withoutCarryingState<Result>(_ update: () -> Result) -> Result {
    let outer = identityEnded
    identityEnded = true
    defer { identityEnded = outer }
    return update()
  }

  /// Points each `@State` of `new` at the storage of the same property of `old`.
  static func move<Content>(from old: Content, into new: Content) {
    let type = ObjectIdentifier(Content.self)
    guard !identityEnded, !stateless.contains(type) else { return }
    var previous: [String: any StateStorageOwner] = [:]
    for child in Mirror(reflecting: old).children {
      if let label = child.label, let state = child.value as? any StateStorageOwner {
        previous[label] = state
      }
    }
    guard !previous.isEmpty else {
      stateless.insert(type)
      return
    }
    for child in Mirror(reflecting: new).children {
      guard let label = child.label, let state = child.value as? any StateStorageOwner,
        let before = previous[label]
      else { continue }
      state.adoptStorage(of: before)
    }
  }
}

/// A property wrapper whose storage outlives the struct it is in (`@State`).
@MainActor
protocol StateStorageOwner {
  /// Uses `other`'s storage from now on, when it holds the same type of value.
  func adoptStorage(of other: any StateStorageOwner)
}
