import CGtk
import GtkGlue

/// A recycled list row whose content is a closure from item to widget descriptions (`List`'s
/// rows): a bind whose description has the shape of the last one updates the row's widgets in
/// place, so scrolling makes no widgets once every recycled row has been made.
@MainActor
final class DescribedRow<Item>: ListRow {
  private let box = DescribedBox()
  var content: (@MainActor (Item) -> [any Widget])?
  /// Sees every row's descriptions when they are made (the list reads row-level modifiers).
  var onMake: (@MainActor ([any Widget]) -> Void)?
  /// The identity of an item (its id in the list): a row bound to another item than before
  /// starts its widgets' `@State` anew, as SwiftUI's rows are identified by their items.
  var identify: (@MainActor (Item) -> AnyHashable)?
  private var shownIdentity: AnyHashable?

  init() {
    box.widget.addCSSClass("described-row")
  }

  var gtkWidget: UnsafeMutablePointer<GtkWidget> { box.widget }

  func bind(_ item: Item) {
    guard let content else { return }
    let parts = content(item)
    let identity = identify?(item)
    let sameItem = identity == nil || identity == shownIdentity
    shownIdentity = identity
    let made = sameItem ? box.show(parts) : StateAdoption.withoutCarryingState { box.show(parts) }
    guard made else { return }
    leadAlign(WidgetChildren.of(gtkWidget))
    #if DEBUG
      RowBuildCounts.contentsBuilt += 1
    #endif
    onMake?(parts)
  }
}

extension DescribedRow {
  /// Puts the row's content at its leading edge, as SwiftUI's List does (a GtkLabel left to
  /// fill the row centres its text): each top-level part that neither aligns itself nor asks
  /// to expand. A label keeps filling the row and moves its text instead (`xalign`), which
  /// wraps the same and costs no extra measuring while scrolling; other widgets start the row.
  private func leadAlign(_ children: [UnsafeMutablePointer<GtkWidget>]) {
    for child in children
    where child.halign == GTK_ALIGN_FILL && !child.hexpandSet {
      if let label = Gtk.Label(ifInstance: child) {
        if label.xalign == 0.5 { label.xalign = 0 }
      } else {
        child.halign = GTK_ALIGN_START
      }
    }
  }
}

#if DEBUG
  /// How many times a described row made its widgets (rather than updating them): at most once per
  /// recycled row while scrolling, however many items pass. For tests.
  @MainActor @_spi(Testing)
  public enum RowBuildCounts {
    /// Row contents made since the process started.
    public internal(set) static var contentsBuilt = 0
  }
#endif
