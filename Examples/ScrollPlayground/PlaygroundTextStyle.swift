import Overshoot

extension Widget {
  /// A `Text` as the Playground's single lines show it: start-aligned, and shortened with an
  /// ellipsis rather than widening the window as a status line grows.
  func oneLine() -> ModifiedWidget {
    multilineTextAlignment(.leading).truncationMode(.tail)
  }

  /// A `Text` as the Playground's explanations show it: start-aligned and wrapping, asking for
  /// no more than 44 characters a line so side columns stay narrow.
  func paragraph() -> ModifiedWidget {
    multilineTextAlignment(.leading).wrapping(maxCharactersPerLine: 44)
  }
}
