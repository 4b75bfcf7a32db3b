import CGtk
import GtkGlue

/// One page of navigation: a header bar (a back button when there is somewhere to go back to,
/// the page's title and toolbar items, a search button), the search bar the page asked for,
/// and the page's content, like a libadwaita navigation page in its toolbar view.
///
/// The page lives as long as its box; the header bars of the pages shown are the window's title
/// bar (see `WindowChrome`).
@MainActor
final class NavigationPage {
  /// The vertical box: header bar, search bar, content.
  let gtkWidget: UnsafeMutablePointer<GtkWidget>
  /// The GtkHeaderBar.
  let header: UnsafeMutablePointer<GtkWidget>
  private let backButton: UnsafeMutablePointer<GtkWidget>
  /// The split view's sidebar toggle, after the back button; hidden unless the split view shows
  /// it here (see `showSidebarToggle(sidebarShown:onToggle:)`).
  private let sidebarToggle: SidebarToggle
  private let titleLabel: UnsafeMutablePointer<GtkWidget>
  /// What the content's widgets asked for.
  let chrome: PageChrome
  private var searchField: PageSearchField?
  /// The toolbar items placed in the header, to update in place.
  private var toolbar: [PlacedToolbarItem] = []
  /// A stack that is the whole content shows its own header bars; this page's is hidden.
  private weak var nestedStack: NavigationStackController?
  private var title = ""

  /// What the back button, and Alt+Left while the page shows, do; nil hides the button.
  var onBack: (@MainActor () -> Void)? {
    didSet {
      backButton.isVisible = onBack != nil
      nestedStack?.outerBack = onBack
    }
  }

  /// Whether Escape goes back too, as in a collapsed split view (a stack's pages keep Escape
  /// for the page's own use).
  var goesBackOnEscape = false

  /// Whether the header shows the window's own buttons (close…): only the last column does.
  var showsWindowButtons = true {
    didSet {
      Gtk.HeaderBar(header).showsTitleButtons = showsWindowButtons
      nestedStack?.showsWindowButtons = showsWindowButtons
    }
  }

  /// A page showing `content` under the chrome its widgets asked for.
  init(content: UnsafeMutablePointer<GtkWidget>) {
    gtkWidget = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0).widget
    header = Gtk.HeaderBar().widget
    backButton = Gtk.Button(iconName: "go-previous-symbolic").widget
    titleLabel = Gtk.Label(text: nil).widget
    sidebarToggle = SidebarToggle()
    chrome = PageChrome.collected(from: content)
    gtkWidget.addCSSClass("navigation-page")
    Gtk.Box(gtkWidget).append(header)
    setUpBackButton()
    Gtk.HeaderBar(header).packStart(sidebarToggle.button)
    setUpTitle()
    toolbar = ToolbarPlacer.place(chrome.toolbarItems, in: header)
    if let search = chrome.search {
      let field = PageSearchField(search, header: header)
      Gtk.Box(gtkWidget).append(field.bar)
      field.addShortcut(to: gtkWidget)
      searchField = field
    }
    if let stack = NavigationHostMark.host(of: content) as? NavigationStackController {
      nestedStack = stack
      header.isVisible = false
      if chrome.asksForHeader { PageChrome.warnOutsidePage() }
    }
    content.vexpand = true
    Gtk.Box(gtkWidget).append(content)
    NavigationHostMark.mark(gtkWidget, host: self)
    gtkWidget.connect("map") { [weak self] in self?.showTitleInWindow() }
  }

  /// Shows the split view's sidebar toggle in this page's header (in its root page's when a
  /// stack is the whole content), pressed while `sidebarShown`; nil hides it. `onToggle` gets
  /// the state the reader asked for.
  func showSidebarToggle(
    sidebarShown: Bool?, onToggle: @escaping @MainActor (_ shown: Bool) -> Void
  ) {
    if let nestedStack {
      nestedStack.showSidebarToggle(sidebarShown: sidebarShown, onToggle: onToggle)
      return
    }
    sidebarToggle.onToggle = onToggle
    sidebarToggle.show(sidebarShown: sidebarShown)
  }

  /// The page's title as shown now ("" without `.navigationTitle`).
  var shownTitle: String { title }

  private func setUpBackButton() {
    Tooltip.set("Back", on: backButton)
    overshoot_accessible_set_label(backButton, "Back")
    backButton.isVisible = false
    backButton.connect("clicked") { [weak self] in self?.onBack?() }
    Gtk.HeaderBar(header).packStart(backButton)
    NavigationPage.addWindowShortcut("<Alt>Left", to: gtkWidget) { [weak self] in
      guard let self, let onBack = self.onBack, self.gtkWidget.isMapped
      else { return false }
      onBack()
      return true
    }
    NavigationPage.addWindowShortcut("Escape", to: gtkWidget) { [weak self] in
      guard let self, self.goesBackOnEscape, let onBack = self.onBack,
        self.gtkWidget.isMapped
      else { return false }
      onBack()
      return true
    }
  }

  private func setUpTitle() {
    let label = Gtk.Label(titleLabel)
    label.ellipsize = PANGO_ELLIPSIZE_END
    titleLabel.addCSSClass("title")
    Gtk.HeaderBar(header).titleWidget = titleLabel
    bindTitle()
  }

  /// Shows the title `chrome` asks for, read again whenever what it reads changes.
  private func bindTitle() {
    let read = chrome.title ?? { "" }
    ObservedBinding.bind(titleLabel, key: .text, read: read) { [weak self] text, label in
      Gtk.Label(label).text = text
      // Hidden while empty: a page without a title would read as "GtkLabel" to a screen reader.
      label.isVisible = !text.isEmpty
      self?.title = text
      self?.showTitleInWindow()
    }
  }

  /// Takes in what `content`, updated in place by a body evaluated again, asks of the page now:
  /// the title it reads, its toolbar items (updated in place when they are the same kinds at
  /// the same places), its navigation destinations and column width. The search field stays.
  func refreshChrome(from content: UnsafeMutablePointer<GtkWidget>) {
    let fresh = PageChrome.collected(from: content)
    chrome.destinations = fresh.destinations
    chrome.columnWidth = fresh.columnWidth
    chrome.removesSidebarToggle = fresh.removesSidebarToggle
    guard nestedStack == nil else { return }
    chrome.title = fresh.title
    bindTitle()
    chrome.toolbarItems = fresh.toolbarItems
    toolbar = ToolbarPlacer.update(fresh.toolbarItems, placed: toolbar, in: header)
  }

  /// Runs `body` on `trigger` anywhere in `widget`'s window (the window manages the shortcut),
  /// so the key works wherever the focus is; `body` says whether it handled the key (a page
  /// not shown does not).
  static func addWindowShortcut(
    _ trigger: String, to widget: UnsafeMutablePointer<GtkWidget>,
    _ body: @escaping @MainActor () -> Bool
  ) {
    let controller = KeyboardShortcuts.makeController(scope: GTK_SHORTCUT_SCOPE_MANAGED)
    KeyboardShortcuts.add([trigger], to: controller, body)
    widget.addController(Gtk.EventController(controller))
  }

  /// Titles the window after this page while the page shows, unless the window keeps its own
  /// (`Window.takesNavigationTitles`).
  private func showTitleInWindow() {
    guard !title.isEmpty, gtkWidget.isMapped,
      let root = gtkWidget.root, let window = Gtk.Window(ifInstance: root),
      NavigationWindowTitle.isTaken(by: root.widget)
    else { return }
    window.title = title
  }
}
