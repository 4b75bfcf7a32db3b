import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
import OvershootAdwaita
import XCTest

/// `ComboRow` offers a few choices in a Preferences window: picking one writes the binding, and
/// a new value in the model shows its option.
final class AdwaitaComboRowTests: GtkTestCase {
  enum Fruit: Equatable { case apple, pear, plum }

  @MainActor @Observable
  final class Basket {
    var fruit = Fruit.pear
  }

  func testPickingAnOptionWritesTheBindingAndTheModelMovesTheRow() throws {
    try MainActor.assumeIsolated {
      Adwaita.initialize()
      let basket = Basket()
      let preferences = PreferencesWindow(title: "Preferences") {
        PreferencesPage("General", systemImage: "emblem-system-symbolic") {
          PreferencesGroup("Lunch") {
            ComboRow(
              "Fruit", subtitle: "What to pack", selection: Binding(basket, \.fruit),
              options: [("Apple", .apple), ("Pear", .pear), ("Plum", .plum)])
          }
        }
      }
      preferences.present(over: nil)
      defer { preferences.close() }
      GtkTestEnvironment.wait("the Preferences window to map") {
        gtk_widget_get_mapped(preferences.gtkWidget) != 0
      }
      let row = try XCTUnwrap(ComboRowControl.find(under: preferences.gtkWidget))
      XCTAssertEqual(ComboRowControl.selected(row), 1, "the model's pear")
      XCTAssertTrue(WidgetFinder.labelTexts(under: row).contains("Pear"), "shown in the row")
      ComboRowControl.select(2, in: row)
      GtkTestEnvironment.wait("the pick to write the binding") { basket.fruit == .plum }
      basket.fruit = .apple
      GtkTestEnvironment.wait("the row to follow the model") { ComboRowControl.selected(row) == 0 }
    }
  }
}
