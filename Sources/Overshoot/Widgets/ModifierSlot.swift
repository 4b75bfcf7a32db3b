/// Where a modifier sits among the modifiers of the same name on one widget, so each of
/// `.onScrollPhaseChange { … }.onScrollPhaseChange { … }` keeps its own observer, while an
/// update that applies the chain again still replaces each one.
@MainActor
enum ModifierSlot {
  /// `name` with the count of modifiers named `name` already in `content`'s chain.
  static func named(_ name: String, on content: any Widget) -> String {
    var count = 0
    var current = content
    while let modified = current as? ModifiedWidget {
      if modified.name == name { count += 1 }
      current = modified.content
    }
    return "\(name)#\(count)"
  }
}
