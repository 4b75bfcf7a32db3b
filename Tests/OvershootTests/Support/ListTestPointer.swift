import CGtk
import CGtkTestSupport
import Foundation
import GtkGlue
import GtkTestSupport
import TestSupport
import XCTest

/// Real pointer clicks on widgets of a test window, through xdotool (XTEST): what the list tests
/// use to select rows and open context menus as a reader does.
@MainActor
enum ListTestPointer {
  /// Clicks `button` (1 left, 3 right) on `widget`, 24 points in from its leading edge, half way
  /// down, holding `modifiers` (xdotool's names: "ctrl", "shift").
  static func click(
    _ widget: UnsafeMutablePointer<GtkWidget>, button: Int = 1, holding modifiers: [String] = []
  ) throws {
    guard let native = gtk_widget_get_native(widget) else {
      throw InputNotSent(description: "the widget is in no window")
    }
    let window = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else {
      throw InputNotSent(description: "the widget is not laid out")
    }
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
    let x = Int(surfaceX + Double(bounds.origin.x) + 24)
    let y = Int(surfaceY + Double(bounds.origin.y + bounds.size.height / 2))
    let xid = overshoot_x11_window_id(window)
    guard xid != 0 else { throw InputNotSent(description: "no X window") }
    var arguments = ["mousemove", "--window", "\(xid)", "\(x)", "\(y)", "sleep", "0.05"]
    for modifier in modifiers { arguments += ["keydown", modifier] }
    arguments += ["click", "\(button)"]
    for modifier in modifiers.reversed() { arguments += ["keyup", modifier] }
    let outcome = PendingRun()
    DispatchQueue.global().async { [arguments] in
      outcome.finish(
        Result { try DeadlineProcess.run("/usr/bin/env", ["xdotool"] + arguments, seconds: 10) })
    }
    while outcome.value == nil { MainContext.run(forSeconds: 0.02) }
    let result = try outcome.value!.get()
    guard result.status == 0 else {
      throw InputNotSent(description: "xdotool: status \(result.status): \(result.stderr)")
    }
    MainContext.run(forSeconds: 0.1)
  }
}
