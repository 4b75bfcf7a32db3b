import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
import XCTest

/// What every `NavigationSplitViewStyle` does alike, written once and run by the suite of each
/// style (`NavigationSplitViewTests` for `.balanced`, `AdwaitaNavigationSplitViewTests` for
/// `.adwaita`): collapsing to one column and going back, `columnVisibility`, the sidebar toggle
/// and `preferredCompactColumn`.
@MainActor
struct SplitViewScenarios {
  /// The mail app's columns: which show while wide.
  @MainActor @Observable
  final class Mail {
    var visibility = NavigationSplitViewVisibility.all
  }

  /// The notes app's column to show when narrow.
  @MainActor @Observable
  final class Compact {
    var column = NavigationSplitViewColumn.sidebar
  }

  /// Three columns: mailboxes (200 points wide), a mailbox's messages, a message with Reply.
  struct MailView: Widget {
    @Bindable var mail: Mail
    let style: NavigationSplitViewStyle

    var body: some Widget {
      NavigationSplitView(columnVisibility: $mail.visibility) {
        VStack {
          NavigationLink("Inbox", value: "Inbox")
          NavigationLink("Sent", value: "Sent")
        }
        .navigationTitle("Mailboxes")
        .navigationSplitViewColumnWidth(200)
        .navigationDestination(for: String.self) { box in
          VStack { NavigationLink("Hello from \(box)") { Text("Message in \(box)") } }
            .navigationTitle(box)
        }
      } content: {
        Text("Pick a mailbox")
      } detail: {
        VStack {
          Text("No message")
          Button("Reply") {}
        }
      }
      .navigationSplitViewStyle(style)
    }
  }

  /// The style under test.
  let style: NavigationSplitViewStyle
  /// A width at which the split view shows one column at a time.
  let narrowWidth: Int
  /// Whether the style's own widgets under a window show one column at a time, for a style
  /// whose widgets say so (the headers shown are checked besides).
  var isCollapsed: (@MainActor (UnsafeMutablePointer<GtkWidget>) -> Bool)?

  /// Whether the style's widgets under `root` say they are `collapsed`, or nothing says else.
  private func says(collapsed: Bool, under root: UnsafeMutablePointer<GtkWidget>) -> Bool {
    isCollapsed.map { $0(root) == collapsed } ?? true
  }

  /// A 1000-point mail window whose columns `mail` holds, shown.
  func showMail(_ mail: Mail) throws -> Window {
    let window = Window("Mail", width: 1000, height: 500) { MailView(mail: mail, style: style) }
    try NavigationScreen.show(window)
    return window
  }

  /// Wide, every column shows with a header each and no Back; narrow, the sidebar alone, a link
  /// goes a column on, `backKey` and then Back go back a column at a time; wide again, every
  /// column. `whileWide` checks what the style adds, first.
  func collapsesAndGoesBack(
    backKey: String, whileWide: (Window) throws -> Void = { _ in }
  ) throws {
    let window = try showMail(Mail())
    defer { window.close() }
    let root = window.gtkWindow
    XCTAssertEqual(NavigationScreen.shownHeaders(under: root).count, 3, "a header per column")
    XCTAssertNil(NavigationScreen.shownButton("Back", under: root), "no back while wide")
    try whileWide(window)

    try NavigationScreen.resize(window, width: narrowWidth, height: 500)
    GtkTestEnvironment.wait("\(narrowWidth) points to show the sidebar alone") {
      says(collapsed: true, under: root) && NavigationScreen.shownHeaders(under: root).count == 1
        && NavigationScreen.shownButton("Inbox", under: root) != nil
    }
    try NavigationScreen.activate("Sent", under: root)
    GtkTestEnvironment.wait("the link to go to the content column alone") {
      NavigationScreen.shownButton("Hello from Sent", under: root) != nil
        && NavigationScreen.shownButton("Sent", under: root) == nil
        && NavigationScreen.shownHeaders(under: root).count == 1
    }
    let back = try XCTUnwrap(NavigationScreen.shownButton("Back", under: root))
    XCTAssertTrue(NavigationScreen.isInShownHeader(back), "a back button in the header")
    try NavigationScreen.activate("Hello from Sent", under: root)
    GtkTestEnvironment.wait("the detail column alone") {
      NavigationScreen.shownLabel("Message in Sent", under: root) != nil
        && NavigationScreen.shownHeaders(under: root).count == 1
    }
    try GtkTestWindow.pressKeys(backKey)
    GtkTestEnvironment.wait("\(backKey) to go back to the content column") {
      NavigationScreen.shownButton("Hello from Sent", under: root) != nil
        && NavigationScreen.shownLabel("Message in Sent", under: root) == nil
    }
    try NavigationScreen.activate("Back", under: root)
    GtkTestEnvironment.wait("Back to show the sidebar") {
      NavigationScreen.shownButton("Inbox", under: root) != nil
        && NavigationScreen.shownHeaders(under: root).count == 1
    }

    try NavigationScreen.resize(window, width: 1000, height: 500)
    GtkTestEnvironment.wait("a wide window to show every column again") {
      says(collapsed: false, under: root) && NavigationScreen.shownHeaders(under: root).count == 3
    }
    XCTAssertNil(NavigationScreen.shownButton("Back", under: root), "no back while wide")
  }

  /// While wide, `columnVisibility` shows the detail alone (Escape from inside it brings no
  /// column back and no Back button), then content and detail, then every column.
  func columnVisibilityHidesColumnsWhileWide() throws {
    let mail = Mail()
    let window = try showMail(mail)
    defer { window.close() }
    let root = window.gtkWindow
    mail.visibility = .detailOnly
    GtkTestEnvironment.wait("the detail alone") {
      NavigationScreen.shownHeaders(under: root).count == 1
        && NavigationScreen.shownLabel("No message", under: root) != nil
    }
    // libadwaita 1.4+ hides a column by collapsing its split view, whose Escape pops: from the
    // focus in the detail, Escape passes through that split view.
    let reply = try XCTUnwrap(NavigationScreen.shownButton("Reply", under: root))
    XCTAssertNotEqual(gtk_widget_grab_focus(reply), 0)
    try GtkTestWindow.pressKeys("Escape")
    MainContext.run(forSeconds: 0.5)
    GtkTestEnvironment.wait("Escape to leave the detail alone while wide") {
      NavigationScreen.shownHeaders(under: root).count == 1
        && NavigationScreen.shownLabel("No message", under: root) != nil
    }
    XCTAssertNil(NavigationScreen.shownButton("Back", under: root), "no back while wide")
    mail.visibility = .doubleColumn
    GtkTestEnvironment.wait("content and detail") {
      NavigationScreen.shownHeaders(under: root).count == 2
        && NavigationScreen.shownLabel("Pick a mailbox", under: root) != nil
        && NavigationScreen.shownButton("Inbox", under: root) == nil
    }
    mail.visibility = .all
    GtkTestEnvironment.wait("every column") {
      NavigationScreen.shownHeaders(under: root).count == 3
    }
  }

  /// While wide, the sidebar toggle hides the sidebar and shows it again, writing
  /// `columnVisibility`; `first` checks the window before, `whileHidden` with the sidebar hidden,
  /// `then` goes on after.
  func sidebarToggleHidesAndShowsTheSidebar(
    first: (Window) throws -> Void = { _ in }, whileHidden: (Window) throws -> Void = { _ in },
    then: (Window, Mail) throws -> Void = { _, _ in }
  ) throws {
    let mail = Mail()
    let window = try showMail(mail)
    defer { window.close() }
    let root = window.gtkWindow
    XCTAssertEqual(NavigationScreen.shownHeaders(under: root).count, 3)
    try first(window)
    try NavigationScreen.activate("Show Sidebar", under: root)
    GtkTestEnvironment.wait("the toggle to hide the sidebar") {
      mail.visibility == .doubleColumn && NavigationScreen.shownHeaders(under: root).count == 2
        && NavigationScreen.shownButton("Inbox", under: root) == nil
        && NavigationScreen.shownLabel("Pick a mailbox", under: root) != nil
    }
    try whileHidden(window)
    try NavigationScreen.activate("Show Sidebar", under: root)
    GtkTestEnvironment.wait("the toggle to show the sidebar again") {
      mail.visibility == .all && NavigationScreen.shownHeaders(under: root).count == 3
        && NavigationScreen.shownButton("Inbox", under: root) != nil
    }
    try then(window, mail)
  }

  /// A narrow split view of the app's default style shows the column `preferredCompactColumn`
  /// names, and `goBack` (the style's way back) writes the sidebar to it.
  func preferredCompactColumnIsShownAndFollowsGoingBack(
    goBack: (UnsafeMutablePointer<GtkWidget>) throws -> Void
  ) throws {
    // The app's default, as an app sets it: a split view without a style of its own.
    let before = NavigationSplitViewStyle.appDefault
    defer { NavigationSplitViewStyle.appDefault = before }
    NavigationSplitViewStyle.appDefault = style
    let compact = Compact()
    let window = Window("Notes", width: narrowWidth, height: 500) {
      NavigationSplitView(preferredCompactColumn: Binding(compact, \.column)) {
        Text("Folders").navigationTitle("Folders")
      } detail: {
        Text("A note").navigationTitle("Note")
      }
    }
    defer { window.close() }
    try NavigationScreen.show(window)
    let root = window.gtkWindow
    GtkTestEnvironment.wait("a narrow split view to show the sidebar alone") {
      says(collapsed: true, under: root) && NavigationScreen.shownHeaders(under: root).count == 1
        && NavigationScreen.shownLabel("Folders", under: root) != nil
    }
    compact.column = .detail
    GtkTestEnvironment.wait("the detail alone") {
      NavigationScreen.shownLabel("A note", under: root) != nil
        && NavigationScreen.shownLabel("Folders", under: root) == nil
    }
    try goBack(root)
    GtkTestEnvironment.wait("going back to write the sidebar to the binding") {
      compact.column == .sidebar && NavigationScreen.shownLabel("Folders", under: root) != nil
    }
  }
}
