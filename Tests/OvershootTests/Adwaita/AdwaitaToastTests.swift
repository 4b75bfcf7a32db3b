import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import OvershootAdwaita
import XCTest

/// Toasts under real GTK and libadwaita: shown with their title over the content without moving
/// it, the Undo button runs its action, and they leave after their timeout.
final class AdwaitaToastTests: GtkTestCase {
  /// A window whose content is a label under a toast overlay; returns the overlay's presenter.
  @MainActor
  private static func showOverlay() -> (ToastPresenter, GtkTestWindow) {
    Adwaita.initialize()
    let toasts = ToastPresenter()
    let window = GtkTestWindow(child: ToastOverlay(toasts) { Text("The content") }.makeGtkWidget())
    return (toasts, window)
  }

  func testAToastShowsItsTitleOverTheContentAndItsUndoButtonRunsTheAction() {
    MainActor.assumeIsolated {
      let (toasts, window) = Self.showOverlay()
      defer { window.close() }
      let content = WidgetFinder.widgets("label", under: window.window)[0]
      let heightBefore = gtk_widget_get_height(content)
      var undone = 0
      toasts.show(
        Toast("3 entries marked as read", timeoutSeconds: 0).button("Undo") { undone += 1 })
      GtkTestEnvironment.wait("the toast's title") {
        WidgetFinder.labelTexts(under: window.window).contains("3 entries marked as read")
      }
      XCTAssertEqual(toasts.shownToastTitle, "3 entries marked as read")
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(
        gtk_widget_get_height(content), heightBefore, "the toast overlays, it does not push")
      XCTAssertTrue(
        WidgetFinder.click("Undo", under: window.window), "the toast has an Undo button")
      GtkTestEnvironment.wait("Undo to run") { undone == 1 }
      GtkTestEnvironment.wait("the toast to leave after Undo") { toasts.shownToastTitle == nil }
      XCTAssertEqual(undone, 1)
    }
  }

  func testAToastLeavesAfterItsTimeoutWhenNotHovered() {
    MainActor.assumeIsolated {
      Adwaita.initialize()
      let toasts = ToastPresenter()
      // Shown before the overlay exists: it waits for it.
      toasts.show(Toast("Link copied", timeoutSeconds: 1))
      let window = GtkTestWindow(
        child: ToastOverlay(toasts) { Button("Elsewhere") {} }.makeGtkWidget())
      defer { window.close() }
      // libadwaita holds a toast while the pointer or the focus is on it: the focus is elsewhere.
      if let elsewhere = WidgetFinder.button("Elsewhere", under: window.window) {
        _ = gtk_widget_grab_focus(elsewhere)
      }
      GtkTestEnvironment.wait("the toast's title") {
        WidgetFinder.labelTexts(under: window.window).contains("Link copied")
      }
      GtkTestEnvironment.wait("the toast to time out", timeout: 6) {
        toasts.shownToastTitle == nil
          && !WidgetFinder.labelTexts(under: window.window).contains("Link copied")
      }
    }
  }

  func testANewToastReplacesTheOneShown() {
    MainActor.assumeIsolated {
      let (toasts, window) = Self.showOverlay()
      defer { window.close() }
      toasts.show(Toast("First", timeoutSeconds: 0))
      GtkTestEnvironment.wait("the first toast") {
        WidgetFinder.labelTexts(under: window.window).contains("First")
      }
      toasts.show(Toast("Second", timeoutSeconds: 0))
      GtkTestEnvironment.wait("the second toast alone") {
        let texts = WidgetFinder.labelTexts(under: window.window)
        return texts.contains("Second") && !texts.contains("First")
      }
      XCTAssertEqual(toasts.shownToastTitle, "Second")
      toasts.dismiss()
      GtkTestEnvironment.wait("the toast to leave") { toasts.shownToastTitle == nil }
    }
  }
}
