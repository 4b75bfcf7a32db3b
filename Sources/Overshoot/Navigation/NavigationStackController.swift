import CGtk
import GtkGlue

/// What a `NavigationStack` made: a GtkStack of navigation pages sliding left and right, the
/// values pushed, and the path binding kept in step both ways. Lives as long as its stack.
@MainActor
final class NavigationStackController: Navigator {
  /// The GtkStack.
  let gtkWidget: UnsafeMutablePointer<GtkWidget>
  private let path: Binding<[AnyHashable]>?
  /// The pages from the root up, with the value each shows (nil for the root and for links
  /// with a page of their own).
  private var entries: [(value: AnyHashable?, page: NavigationPage)] = []
  /// The root page's content and the shape it was made from, to update in place.
  private var rootContent: DescribedContent?
  /// Pages popped while the slide out of them still runs; removed when it ends.
  private var leaving: [UnsafeMutablePointer<GtkWidget>] = []

  private var stack: Gtk.Stack { Gtk.Stack(gtkWidget) }

  /// Where the root page's back button goes: the previous column of a collapsed split view.
  var outerBack: (@MainActor () -> Void)? {
    didSet { entries.first?.page.onBack = outerBack }
  }

  /// Shows a split view's sidebar toggle on the root page (see `NavigationPage`).
  func showSidebarToggle(
    sidebarShown: Bool?, onToggle: @escaping @MainActor (_ shown: Bool) -> Void
  ) {
    entries.first?.page.showSidebarToggle(sidebarShown: sidebarShown, onToggle: onToggle)
  }

  /// Whether the pages' header bars show the window's buttons (see `NavigationPage`).
  var showsWindowButtons = true {
    didSet { for entry in entries { entry.page.showsWindowButtons = showsWindowButtons } }
  }

  init(root: [any Widget], path: Binding<[AnyHashable]>?) {
    gtkWidget = Gtk.Stack().widget
    self.path = path
    stack.transitionType = GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT
    stack.isHorizontallyHomogeneous = false
    NavigationHostMark.mark(gtkWidget, host: self)
    let rootContent = DescribedContent(root)
    self.rootContent = rootContent
    show(NavigationPage(content: rootContent.widget), value: nil)
    gtkWidget.connectWithPointer("notify::transition-running") { [weak self] _ in
      self?.removeLeavingPages()
    }
    if let path {
      ObservedBinding.bind(gtkWidget, key: .controlValue, read: path.get) { [weak self] values, _ in
        self?.match(values)
      }
    }
  }

  /// Shows the root a body evaluated again describes, in place where its shape holds (its
  /// widgets, their `@State` and the focus stay; the pages pushed above stay too); false when
  /// it cannot, and the stack is made anew.
  func update(root parts: [any Widget]) -> Bool {
    guard let rootContent, rootContent.update(with: parts) else { return false }
    entries.first?.page.refreshChrome(from: rootContent.widget)
    return true
  }

  /// The values pushed now.
  private var values: [AnyHashable] { entries.compactMap(\.value) }

  func follow(_ target: NavigationTarget, from widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    switch target {
    case .value(let value):
      guard push(value) else { return true }
    case .view(let destination):
      show(NavigationPage(content: DescribedContent(destination()).widget), value: nil)
    }
    writePath()
    return true
  }

  /// Pushes the page for `value`; false (and a message) when no route shows its type.
  @discardableResult
  private func push(_ value: AnyHashable) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: value.base))
    let route = entries.reversed().lazy.compactMap { $0.page.chrome.destinations[type] }.first
    guard let route else {
      Diagnostics.warn(
        "NavigationStack: nothing shows a \(Swift.type(of: value.base)); add "
          + ".navigationDestination(for: \(Swift.type(of: value.base)).self) { … } to its root")
      return false
    }
    show(NavigationPage(content: DescribedContent(route.make(value)).widget), value: value)
    return true
  }

  private func show(_ page: NavigationPage, value: AnyHashable?) {
    if !entries.isEmpty {
      page.onBack = { [weak self] in self?.goBack() }
    }
    page.showsWindowButtons = showsWindowButtons
    entries.append((value, page))
    stack.addChild(page.gtkWidget)
    reveal(page)
  }

  /// Shows `page`; when the keyboard focus was in the page it replaces, it moves into `page`
  /// (its first control: the back button), as libadwaita's navigation view does.
  private func reveal(_ page: NavigationPage) {
    let hadFocus =
      gtk_widget_get_state_flags(gtkWidget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    stack.setVisibleChild(page.gtkWidget)
    if hadFocus { page.gtkWidget.childFocus(GTK_DIR_TAB_FORWARD) }
  }

  /// Pops the top page, as the back button and Alt+Left do, and writes the path.
  private func goBack() {
    // A path set since the last frame is shown first, so going back pops from it.
    if let path { match(path.get()) }
    guard entries.count > 1 else { return }
    pop(to: entries.count - 1)
    writePath()
  }

  /// Shows the page at `count - 1`, removing the pages above it once they have slid out.
  private func pop(to count: Int) {
    guard count < entries.count else { return }
    let removed = entries[count...].map(\.page.gtkWidget)
    entries.removeLast(entries.count - count)
    reveal(entries[count - 1].page)
    leaving += removed
    // Later, not now: the back button or key that asked is inside a page being removed.
    MainContext.idle { [weak self] in self?.removeLeavingPages() }
  }

  private func removeLeavingPages() {
    guard !stack.isTransitionRunning else { return }
    let pages = leaving
    leaving = []
    for page in pages { stack.remove(page) }
  }

  /// Pushes and pops so the values shown are `newValues`.
  private func match(_ newValues: [AnyHashable]) {
    var kept = 1
    while kept < entries.count, kept - 1 < newValues.count,
      entries[kept].value == newValues[kept - 1]
    {
      kept += 1
    }
    if kept == entries.count, kept - 1 == newValues.count { return }
    pop(to: kept)
    for value in newValues[(kept - 1)...] where !push(value) { break }
    writePath()
  }

  /// Writes the values shown to the path binding, when they differ from it.
  private func writePath() {
    guard let path else { return }
    let shown = values
    if path.get() != shown { path.set(shown) }
  }

}
