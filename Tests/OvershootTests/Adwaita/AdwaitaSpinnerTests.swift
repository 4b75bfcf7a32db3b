import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import OvershootAdwaita
import XCTest

/// The `.adwaita` progress view style under real GTK and libadwaita: libadwaita 1.6's spinner
/// where the running libadwaita has it (Debian 13's 1.7, sid's), GTK's on Debian 12's 1.2, in
/// progress views and in the pull-to-refresh indicator, which still shows it only while a
/// refresh runs.
final class AdwaitaSpinnerTests: GtkTestCase {
  /// Holds a refresh open until the test lets it end.
  @MainActor
  private final class Gate {
    var isOpen = false
  }

  /// The spinner type `.adwaita` should make on the running libadwaita.
  @MainActor
  private static var expectedType: String {
    let minor = Int(Adwaita.version.split(separator: ".")[1]) ?? 0
    return minor >= 6 ? "AdwSpinner" : "GtkSpinner"
  }

  /// The GType name of `widget`'s class.
  @MainActor
  private static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: g_type_name_from_instance(widget.typeInstance))
  }

  /// The spinners (of either kind) under `root`.
  @MainActor
  private static func spinners(under root: UnsafeMutablePointer<GtkWidget>)
    -> [UnsafeMutablePointer<
      GtkWidget
    >]
  {
    WidgetFinder.all(under: root).filter {
      ["GtkSpinner", "AdwSpinner"].contains(Self.typeName($0))
    }
  }

  func testProgressViewsTakeTheAdwaitaSpinnerOnceTheAppOptsIn() {
    MainActor.assumeIsolated {
      Adwaita.initialize()
      let made = ProgressView().progressViewStyle(.adwaita).makeGtkWidget()
      _ = g_object_ref_sink(made.gpointer)
      defer { g_object_unref(made.gpointer) }
      XCTAssertEqual(Self.typeName(made), Self.expectedType, "libadwaita \(Adwaita.version)")

      let before = ProgressViewStyle.appDefault
      defer { ProgressViewStyle.appDefault = before }
      ProgressViewStyle.appDefault = .adwaita
      let window = GtkTestWindow(
        child: VStack {
          ProgressView()
          ProgressView().progressViewStyle(.circular)
        }.makeGtkWidget())
      defer { window.close() }
      let shown = Self.spinners(under: window.window)
      XCTAssertEqual(shown.map(Self.typeName), [Self.expectedType, "GtkSpinner"])
      for spinner in shown where Self.typeName(spinner) == "GtkSpinner" {
        XCTAssertNotEqual(
          gtk_spinner_get_spinning(spinner.checked(gtk_spinner_get_type())), 0,
          "a GtkSpinner spins from the start")
      }
      XCTAssertTrue(shown.allSatisfy { gtk_widget_get_mapped($0) != 0 }, "both are shown")
    }
  }

  func testTheRefreshIndicatorShowsTheAdwaitaSpinnerOnlyWhileRefreshing() {
    MainActor.assumeIsolated {
      Adwaita.initialize()
      let before = ProgressViewStyle.appDefault
      defer { ProgressViewStyle.appDefault = before }
      ProgressViewStyle.appDefault = .adwaita
      let content = gtk_label_new("content")!
      gtk_widget_set_size_request(content, -1, 2000)
      let view = RefreshableScrolledWindow(child: content)
      view.controller.coordinator.minimumVisibleDuration = .zero
      let gate = Gate()
      view.onRefresh {
        while !gate.isOpen { try await Task.sleep(for: .milliseconds(5)) }
      }
      let window = GtkTestWindow(child: view.gtkWidget)
      defer { window.close() }

      let spinner = Self.spinners(under: view.gtkWidget)
      XCTAssertEqual(
        spinner.map(Self.typeName), [Self.expectedType], "libadwaita \(Adwaita.version)")
      guard let spinner = spinner.first else { return }
      XCTAssertEqual(gtk_widget_get_mapped(spinner), 0, "no spinner before a refresh")

      view.beginRefreshing()
      GtkTestEnvironment.wait("the spinner to show while refreshing") {
        view.controller.phase == .refreshing && gtk_widget_get_mapped(spinner) != 0
      }
      if Self.typeName(spinner) == "GtkSpinner" {
        XCTAssertNotEqual(gtk_spinner_get_spinning(spinner.checked(gtk_spinner_get_type())), 0)
      }
      gate.isOpen = true
      GtkTestEnvironment.wait("the refresh to end and the spinner to hide") {
        view.controller.phase == .idle && gtk_widget_get_visible(spinner) == 0
      }
    }
  }
}
