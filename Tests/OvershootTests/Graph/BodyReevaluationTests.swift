import CGtk
@_spi(Testing) import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@_spi(Testing) @testable import Overshoot

/// What a body that reads state decides is shown again when the state changes: the branch of an
/// `if`, `if let` and `switch`, not only a leaf's text (issue 44's first probe).
final class BodyReevaluationTests: GtkTestCase {
  /// The issue's four-line probe.
  struct Probe: Widget {
    @State var isOn = false
    var body: some Widget {
      Button("Switch") { isOn.toggle() }
      Text("text says \(isOn ? "ON" : "off")")
      if isOn { Text("IF-BRANCH ON") } else { Text("IF-BRANCH off") }
    }
  }

  func testAnIfInABodyFollowsTheStateItReads() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown { Probe() }
      defer { shown.window.close() }
      XCTAssertEqual(Self.labels(shown.root), ["text says off", "IF-BRANCH off"])
      let count = WidgetFinder.all(under: shown.root).count
      WidgetFinder.click("Switch", under: shown.root)
      GtkTestEnvironment.wait("the branch to flip") {
        Self.labels(shown.root) == ["text says ON", "IF-BRANCH ON"]
      }
      WidgetFinder.click("Switch", under: shown.root)
      GtkTestEnvironment.wait("the branch to flip back") {
        Self.labels(shown.root) == ["text says off", "IF-BRANCH off"]
      }
      XCTAssertEqual(WidgetFinder.all(under: shown.root).count, count, "widgets piled up")
    }
  }

  /// A split view's detail as the issue's trial wrote it.
  @MainActor @Observable
  final class Stories {
    var selected: String?
  }

  struct Detail: Widget {
    let stories: Stories
    var body: some Widget {
      if let story = stories.selected {
        Text("Reading \(story)")
      } else {
        Text("Select a story")
      }
    }
  }

  func testAnIfLetOnAModelFollowsTheModel() {
    MainActor.assumeIsolated {
      let stories = Stories()
      let shown = WidgetModifierTests.Shown { Detail(stories: stories) }
      defer { shown.window.close() }
      XCTAssertEqual(Self.labels(shown.root), ["Select a story"])
      stories.selected = "Swift 7"
      GtkTestEnvironment.wait("the detail to show the story") {
        Self.labels(shown.root) == ["Reading Swift 7"]
      }
      stories.selected = nil
      GtkTestEnvironment.wait("the placeholder to come back") {
        Self.labels(shown.root) == ["Select a story"]
      }
    }
  }

  enum Mode { case list, grid, none }

  @MainActor @Observable
  final class Settings {
    var mode = Mode.list
    var unrelated = 0
    @ObservationIgnored var bodies = 0

    func countBody() -> Int {
      bodies += 1
      return bodies
    }
  }

  struct ModeView: Widget {
    let settings: Settings
    var body: some Widget {
      let _ = settings.countBody()
      switch settings.mode {
      case .list: Text("As a list")
      case .grid: Text("As a grid")
      case .none: Text("Nothing")
      }
    }
  }

  func testASwitchFollowsTheModelAndAThousandWritesCostOneBody() {
    MainActor.assumeIsolated {
      let settings = Settings()
      let shown = WidgetModifierTests.Shown { ModeView(settings: settings) }
      defer { shown.window.close() }
      XCTAssertEqual(Self.labels(shown.root), ["As a list"])
      let before = settings.bodies
      for step in 0..<1_000 { settings.mode = step % 2 == 0 ? .none : .grid }
      GtkTestEnvironment.wait("the switch to show the last case") {
        Self.labels(shown.root) == ["As a grid"]
      }
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(settings.bodies - before, 1, "1,000 writes in one handler: one body")
      settings.unrelated += 1
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(settings.bodies - before, 1, "a property the body never read ran it")
    }
  }

  @MainActor private static func labels(_ root: UnsafeMutablePointer<GtkWidget>) -> [String] {
    WidgetFinder.widgets("label", under: root).filter { gtk_widget_get_mapped($0) != 0 }.map {
      String(cString: gtk_label_get_text($0.checked(gtk_label_get_type())))
    }.filter { $0 != "Switch" }
  }
}
