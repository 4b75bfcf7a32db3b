import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import XCTest

/// The snippets of Overshoot.docc/Navigation.md, compiled and run here so the article stays
/// true (only `Application … .run()` is left out). Keep the two in step.
@MainActor
enum NavigationArticle {
  struct MailView: Widget {
    var body: some Widget {
      NavigationSplitView {
        VStack {
          NavigationLink("Inbox", value: "Inbox")
          NavigationLink("Sent", value: "Sent")
        }
        .navigationTitle("Mailboxes")
        .navigationSplitViewColumnWidth(200)
        .navigationDestination(for: String.self) { mailbox in
          Text("No mail in \(mailbox)").navigationTitle(mailbox)
        }
      } detail: {
        Text("Pick a mailbox")
      }
    }
  }

  struct Groceries: Widget {
    @State private var path: [String] = []
    var body: some Widget {
      NavigationStack(path: $path) {
        VStack {
          NavigationLink("Milk", value: "Milk")
          NavigationLink("Eggs", value: "Eggs")
          Button("Show eggs then milk") { path = ["Eggs", "Milk"] }
        }
        .navigationTitle("Groceries")
        .navigationDestination(for: String.self) { item in
          Text("All about \(item)").navigationTitle(item)
        }
      }
    }
  }

  static func notes() -> Window {
    Window("Notes") {
      NavigationStack {
        Text("No notes yet")
          .navigationTitle("Notes")
          .toolbar {
            ToolbarItem(placement: .navigation) { Button("Folders") {} }
            ToolbarItem(placement: .primaryAction) { Button("New Note") { print("new") } }
            ToolbarItemGroup(placement: .secondaryAction) {
              Button("Share") {}
              Button("Delete") {}
            }
          }
      }
    }
  }

  struct Contacts: Widget {
    @State private var query = ""
    var body: some Widget {
      Text("Searching for “\(query)”")
        .navigationTitle("Contacts")
        .searchable(text: $query, prompt: "Search contacts")
    }
  }
}

final class NavigationArticleSnippetTests: GtkTestCase {
  func testTheSplitViewSnippetShowsALinksDestination() throws {
    try MainActor.assumeIsolated {
      let window = Window("Mail", width: 900, height: 600) { NavigationArticle.MailView() }
      defer { window.close() }
      try NavigationScreen.show(window)
      try NavigationScreen.activate("Inbox", under: window.gtkWindow)
      GtkTestEnvironment.wait("the inbox in the detail column") {
        NavigationScreen.shownLabel("No mail in Inbox", under: window.gtkWindow) != nil
      }
      XCTAssertEqual(NavigationScreen.title(of: window), "Inbox")
    }
  }

  func testTheStackSnippetPushesTwoPagesFromItsPath() throws {
    try MainActor.assumeIsolated {
      let window = Window("Groceries") { NavigationArticle.Groceries() }
      defer { window.close() }
      try NavigationScreen.show(window)
      try NavigationScreen.activate("Show eggs then milk", under: window.gtkWindow)
      GtkTestEnvironment.wait("Milk on top, Eggs slid out") {
        NavigationScreen.shownLabel("All about Milk", under: window.gtkWindow) != nil
          && NavigationScreen.shownLabel("All about Eggs", under: window.gtkWindow) == nil
      }
      try GtkTestWindow.pressKeys("alt+Left")
      GtkTestEnvironment.wait("Eggs under it") {
        NavigationScreen.shownLabel("All about Eggs", under: window.gtkWindow) != nil
          && NavigationScreen.shownLabel("All about Milk", under: window.gtkWindow) == nil
      }
    }
  }

  func testTheToolbarSnippetFillsTheHeaderBar() throws {
    try MainActor.assumeIsolated {
      let window = NavigationArticle.notes()
      defer { window.close() }
      try NavigationScreen.show(window)
      for title in ["Folders", "New Note", "Share", "Delete"] {
        let button = try XCTUnwrap(NavigationScreen.shownButton(title, under: window.gtkWindow))
        XCTAssertTrue(NavigationScreen.isInShownHeader(button), "\(title) in the header bar")
      }
    }
  }

  func testTheSearchSnippetSearchesWithoutANavigationContainer() throws {
    try MainActor.assumeIsolated {
      let window = Window("Contacts") { NavigationArticle.Contacts() }
      defer { window.close() }
      try NavigationScreen.show(window)
      XCTAssertEqual(
        NavigationScreen.shownHeaders(under: window.gtkWindow).count, 1,
        "the content got a header bar of its own")
      try GtkTestWindow.pressKeys("ctrl+f")
      MainContext.run(forSeconds: 0.2)
      try GtkTestWindow.pressKeys("a b")
      GtkTestEnvironment.wait("the query shown") {
        NavigationScreen.shownLabel("Searching for “ab”", under: window.gtkWindow) != nil
      }
    }
  }
}
