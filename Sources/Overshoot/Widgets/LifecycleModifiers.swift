import CGtk
import GtkGlue

extension Widget {
  /// Runs `action` each time the widget appears on screen (GTK's `map`), like SwiftUI's
  /// `onAppear(perform:)`.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> ModifiedWidget {
    ModifiedWidget(self, name: "on-appear") { widget in
      LifecycleHandlers.on(widget).appear = action
    }
  }

  /// Runs `action` each time the widget leaves the screen (GTK's `unmap`: hidden, its window
  /// closed, another page shown), like SwiftUI's `onDisappear(perform:)`.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> ModifiedWidget {
    ModifiedWidget(self, name: "on-disappear") { widget in
      LifecycleHandlers.on(widget).disappear = action
    }
  }

  /// Starts `action` when the widget appears and cancels it when the widget disappears or is
  /// destroyed, like SwiftUI's `task(_:)`: `.task { await model.load() }`.
  public func task(_ action: @escaping @MainActor () async -> Void) -> ModifiedWidget {
    ModifiedWidget(self, name: "task") { widget in
      LifecycleHandlers.on(widget).task = action
    }
  }

  /// Runs `action` when the widget is clicked or tapped `count` times in a row (a primary
  /// button press and release, or a touch), like SwiftUI's `onTapGesture(count:perform:)`.
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> ModifiedWidget
  {
    ModifiedWidget(self, name: "on-tap") { widget in
      LifecycleHandlers.on(widget).setTap(count: count, action)
    }
  }
}

/// The appearance, task and tap handlers of one widget, connected once to its signals; a
/// modifier applied again (an update) replaces its handler.
@MainActor
final class LifecycleHandlers {
  var appear: (@MainActor () -> Void)?
  var disappear: (@MainActor () -> Void)?
  var task: (@MainActor () async -> Void)?
  private var running: Task<Void, Never>?
  private var tap: (count: Int, action: @MainActor () -> Void)?
  private let widget: UnsafeMutablePointer<GtkWidget>
  private var tapGesture: Gtk.GestureClick?

  private init(widget: UnsafeMutablePointer<GtkWidget>) {
    self.widget = widget
  }

  /// The handlers of `widget`, made and connected the first time.
  static func on(_ widget: UnsafeMutablePointer<GtkWidget>) -> LifecycleHandlers {
    if let handlers: LifecycleHandlers = WidgetData.get(from: widget, key: .lifecycle) {
      return handlers
    }
    let handlers = LifecycleHandlers(widget: widget)
    WidgetData.set(handlers, on: widget, key: .lifecycle)
    // The signal closures hold the handlers weakly: the widget's data owns them.
    widget.connect("map") { [weak handlers] in handlers?.appeared() }
    widget.connect("unmap") { [weak handlers] in handlers?.disappeared() }
    widget.connect("destroy") { [weak handlers] in handlers?.cancelTask() }
    return handlers
  }

  /// Sets the tap handler, adding the click gesture the first time.
  func setTap(count: Int, _ action: @escaping @MainActor () -> Void) {
    tap = (max(count, 1), action)
    guard tapGesture == nil else { return }
    let gesture = Gtk.GestureClick()
    tapGesture = gesture
    gesture.button = 1
    gesture.connectPressed("released") { [weak self] presses, _, _ in
      guard let self, let tap = self.tap, Int(presses) == tap.count else { return }
      tap.action()
    }
    widget.addController(gesture)
  }

  private func appeared() {
    appear?()
    if let task, running == nil {
      running = Task { @MainActor in await task() }
    }
  }

  private func disappeared() {
    disappear?()
    cancelTask()
  }

  private func cancelTask() {
    running?.cancel()
    running = nil
  }
}
