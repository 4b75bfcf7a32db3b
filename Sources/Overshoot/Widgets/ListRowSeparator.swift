extension Widget {
  /// Shows or hides the separator lines between a list's rows, like SwiftUI's
  /// `listRowSeparator(_:)`. GTK 4.8 draws separators for a whole list, so a row that hides
  /// them hides them for its list.
  public func listRowSeparator(_ visibility: Visibility) -> ModifiedWidget {
    ModifiedWidget(self, name: RowSeparator.modifierName(visibility)) { _ in }
  }
}

/// Reads `listRowSeparator(_:)` from a row's descriptions.
@MainActor
enum RowSeparator {
  static func modifierName(_ visibility: Visibility) -> String {
    "listRowSeparator-\(visibility)"
  }

  /// The visibility a row asks for, if any of its descriptions (or what they modify) says.
  static func visibility(in parts: [any Widget]) -> Visibility? {
    for part in parts {
      var current: any Widget = part
      while let modified = current as? ModifiedWidget {
        for visibility in [Visibility.hidden, .visible, .automatic]
        where modified.name == modifierName(visibility) {
          return visibility
        }
        current = modified.content
      }
    }
    return nil
  }
}
