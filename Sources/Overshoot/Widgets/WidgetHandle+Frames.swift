import CGtk
import GtkGlue

extension WidgetHandle {
  /// The height the widget was given at its last layout, in pixels (0 before its first).
  public var height: Int { Int(gtkWidget.height) }

  /// Runs `body` once, on the `count`th frame of the widget's window from now (1 is the next):
  /// a list takes in new items on the frame after they arrive, so what reads its rows waits two.
  /// Nothing runs while the widget is not shown, and nothing after it is destroyed.
  public func afterFrames(_ count: Int, _ body: @escaping @MainActor () -> Void) {
    var frames = 0
    gtkWidget.addTickCallback { _ in
      frames += 1
      guard frames >= count else { return true }
      body()
      return false
    }
  }
}
