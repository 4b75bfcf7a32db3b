import GtkGlue
import Overshoot

/// The scroll playground: each Overshoot scroll feature on its own page, chosen from a sidebar,
/// for library users trying things and for screenshots (`swift run seed-gallery playground`).
///
/// Self-contained: put `widget` in a window and keep the `PlaygroundPage` alive as long as the
/// window.
@MainActor
public final class PlaygroundPage {
  /// Pull-to-refresh around non-list content.
  let refreshableContent = RefreshableContentSection()
  /// 16,777,216 virtual rows.
  let virtualRows = VirtualRowsSection()
  /// A horizontal carousel with the geometry readout.
  let carousel = CarouselSection()
  /// The flash triggers.
  let flash = FlashSection()
  /// The separators switch and selection modes.
  let separators = SeparatorsSection()
  /// Pull configuration controls and the live inspector.
  let pullControls = PullControlsSection()
  /// The sections' pages, named by each section's `name`.
  let pages: TabView
  /// The root: the sidebar beside the sections' pages.
  public let widget: GtkWidgetPointer

  /// Every section, in sidebar order.
  let sections: [any PlaygroundSection]
  /// Keeps the root alive as long as the page, parented or not.
  private let reference: ObjectRef

  /// The page, showing its first section.
  public init() {
    PlaygroundStyle.install()
    sections = [refreshableContent, virtualRows, carousel, flash, separators, pullControls]
    let pages = TabView(sizing: .largestTab)
    self.pages = pages
    for section in sections {
      let kind = type(of: section)
      pages.addTab(kind.name, title: kind.title, content: EmbeddedWidget(section.widget))
    }
    widget = HStack(spacing: 0) {
      pages.sidebar().frame(width: 200)
      Divider(vertical: true)
      pages.expanding(horizontally: true, vertically: true)
    }
    .cssClass("playground")
    .makeGtkWidget()
    reference = ObjectRef(sinking: UnsafeMutableRawPointer(widget))
  }

  /// Shows the section named `name` (one of the sections' `name`s); false if there is none.
  @discardableResult
  public func show(section name: String) -> Bool {
    guard pages.hasTab(name) else { return false }
    pages.selection = name
    return true
  }

  #if DEBUG
    /// The name of the section shown now (tests; debug builds only).
    var visibleSectionName: String? { pages.selection }
  #endif
}
