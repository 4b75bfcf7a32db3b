import CGtk
import GtkGlue

extension ScrollView {
  /// Sets the margins of `edges` to `length` for `placement`, keeping the other edges' margins.
  ///
  /// Content margins are CSS padding on the scrolled window's child (the list view, or the
  /// viewport around other content): GTK lays the rows out inside the padding and clips them at
  /// its outer edge, so the content starts inside the margins and scrolls through them.
  /// Indicator margins are the scrollbars' own margins.
  func setContentMargins(_ edges: Edge.Set, _ length: Int, for placement: ContentMarginPlacement) {
    let placements: [ContentMarginPlacement] =
      placement == .automatic ? [.scrollContent, .scrollIndicators] : [placement]
    for place in placements {
      var margins = contentMargins[place.name] ?? [0, 0, 0, 0]
      for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
        margins[Int(edge.rawValue)] = length
      }
      contentMargins[place.name] = margins
      if place == .scrollIndicators {
        applyIndicatorMargins(margins)
      } else {
        applyContentPadding(margins)
      }
    }
  }

  /// Margins in `Edge` order: top, leading, bottom, trailing.
  private func applyContentPadding(_ margins: [Int]) {
    guard
      let child = Gtk.ScrolledWindow(scrolledWindow).child
    else { return }
    if let old = paddingClass { child.removeCSSClass(old) }
    let name = "overshoot-content-margins-" + margins.map(String.init).joined(separator: "-")
    if Self.paddingRules.insert(name).inserted {
      let (top, leading, bottom, trailing) = (margins[0], margins[1], margins[2], margins[3])
      StyleSheet.add(".\(name) { padding: \(top)px \(trailing)px \(bottom)px \(leading)px; }")
    }
    child.addCSSClass(name)
    paddingClass = name
  }

  private func applyIndicatorMargins(_ margins: [Int]) {
    let window = Gtk.ScrolledWindow(scrolledWindow)
    let vertical = window.vscrollbar
    vertical.marginTop = margins[0]
    vertical.marginBottom = margins[2]
    let horizontal = window.hscrollbar
    horizontal.marginStart = margins[1]
    horizontal.marginEnd = margins[3]
  }

  /// The padding classes whose rule the style sheet has already.
  private static var paddingRules: Set<String> = []
}
