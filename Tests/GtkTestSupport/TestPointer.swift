import CGtk
import CGtkTestSupport
import Foundation
import GtkGlue
import TestSupport

/// Real pointer input on a test's widgets through xdotool (XTEST): clicks and wheel turns as a
/// reader makes them, aimed at a widget's place in its window's X surface.
@MainActor
public enum TestPointer {
  /// Where on a widget the pointer goes.
  public enum Spot: Sendable {
    /// 24 points in from the leading edge, half way down (a list row's text).
    case leading
    /// The middle.
    case middle
  }

  /// Clicks `button` (1 left, 3 right) on `widget` at `spot`, holding `modifiers` (xdotool's
  /// names: "ctrl", "shift").
  public static func click(
    _ widget: UnsafeMutablePointer<GtkWidget>, button: Int = 1, holding modifiers: [String] = [],
    at spot: Spot = .leading
  ) throws {
    var arguments = try moveArguments(to: widget, at: spot) + ["sleep", "0.05"]
    for modifier in modifiers { arguments += ["keydown", modifier] }
    arguments += ["click", "\(button)"]
    for modifier in modifiers.reversed() { arguments += ["keyup", modifier] }
    try run(arguments, "click")
    MainContext.run(forSeconds: 0.1)
  }

  /// Turns the mouse wheel `notches` times over the middle of `widget`, up (button 4) or down
  /// (button 5), 40 ms apart as a hand turns it.
  public static func turnWheel(
    over widget: UnsafeMutablePointer<GtkWidget>, notches: Int, up: Bool
  ) throws {
    let arguments =
      try moveArguments(to: widget, at: .middle)
      + ["click", "--repeat", "\(notches)", "--delay", "40", up ? "4" : "5"]
    try run(arguments, "turn the wheel")
  }

  /// xdotool's arguments that move the pointer to `spot` on `widget`, in its X window.
  private static func moveArguments(
    to widget: UnsafeMutablePointer<GtkWidget>, at spot: Spot
  ) throws -> [String] {
    guard let native = gtk_widget_get_native(widget) else {
      throw InputNotSent(description: "the widget is in no window")
    }
    let window = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else {
      throw InputNotSent(description: "the widget is not laid out")
    }
    // The surface can be larger than the window (client-side shadows).
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
    let inset = spot == .leading ? 24 : Double(bounds.size.width) / 2
    let x = Int(surfaceX + Double(bounds.origin.x) + inset)
    let y = Int(surfaceY + Double(bounds.origin.y + bounds.size.height / 2))
    let xid = overshoot_x11_window_id(window)
    guard xid != 0 else { throw InputNotSent(description: "no X window") }
    return ["mousemove", "--window", "\(xid)", "\(x)", "\(y)"]
  }

  /// Runs xdotool with `arguments` off the main thread while the main loop turns.
  private static func run(_ arguments: [String], _ what: String) throws {
    let outcome = PendingRun()
    DispatchQueue.global().async { [arguments] in
      outcome.finish(
        Result { try DeadlineProcess.run("/usr/bin/env", ["xdotool"] + arguments, seconds: 20) })
    }
    while outcome.value == nil { MainContext.run(forSeconds: 0.02) }
    let result = try outcome.value!.get()
    guard result.status == 0 else {
      throw InputNotSent(
        description: "xdotool could not \(what): status \(result.status): \(result.stderr)")
    }
  }
}
