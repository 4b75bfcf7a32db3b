import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

/// The snippet of Overshoot.docc/Controls.md ("Buttons, labels and shortcuts"), compiled and
/// shown here so the article stays true. Keep the two in step.
@MainActor
enum ControlsVocabularyArticle {
  @MainActor @Observable
  final class Story {
    var isStarred = false
  }

  static func content(story: Story) -> [any Widget] {
    [
      VStack {
        Button {
          print("add")
        } label: {
          Label("Add", systemImage: "plus")
        }
        Button(role: .destructive) {
          print("delete")
        } label: {
          Text("Delete")
        }
        Button("Star", systemImage: story.isStarred ? "star.fill" : "star") {
          story.isStarred.toggle()
        }
        Button("Reload") { print("reload") }.keyboardShortcut("r")
        Button {
        } label: {
          Label("Settings", systemImage: "gear")
        }.labelStyle(.iconOnly)
        Text("Inbox").onChange(of: story.isStarred) { old, new in print(old, new) }
      }
    ]
  }
}

final class ControlsVocabularyArticleTests: GtkTestCase {
  func testTheArticlesStarFollowsTheStory() {
    MainActor.assumeIsolated {
      let story = ControlsVocabularyArticle.Story()
      let shown = WidgetModifierTests.Shown { ControlsVocabularyArticle.content(story: story) }
      defer { shown.window.close() }
      let buttons = WidgetChildren.of(shown.root)
      XCTAssertEqual(gtk_widget_has_css_class(buttons[1], "destructive-action"), 1)
      overshoot_signal_emit_by_name(buttons[2].gpointer, "clicked")
      GtkTestEnvironment.wait("the filled star") {
        IconFollowsStateTests.iconName(of: buttons[2]) == "starred-symbolic"
      }
    }
  }
}
