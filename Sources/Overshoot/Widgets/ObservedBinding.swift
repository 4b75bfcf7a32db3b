import CGtk
import Foundation
import GtkGlue
import Observation

/// Shows a value read from the app's model in a widget, and shows it again whenever an
/// `@Observable` property the read used changes: at most once per frame, on the main actor.
///
/// Observation (`withObservationTracking`) reports a change once, synchronously, as the property
/// is about to change; the binding marks itself dirty and waits for the update phase of its
/// widget's frame clock's next frame, with every other binding of that clock (`FrameClockBatch`;
/// an unmapped widget, which draws no frames, is updated from a default-priority idle), then
/// reads again and re-registers. A binding lives in the widget's data: binding the same key again
/// (a recycled row bound to a new item) gives it the new read, so the old item is never shown.
@MainActor
final class ObservedBinding<Value>: FrameFlushing {
  private let key: WidgetData.Key
  private let widget: UnsafeMutablePointer<GWeakRef>
  private var read: @MainActor () -> Value
  private var apply: @MainActor (Value, UnsafeMutablePointer<GtkWidget>) -> Void
  private var dirty = false
  private var waiting = false

  /// Applies `read()` to `widget` now and after every observed change, replacing what was bound
  /// under `key` before. A binding already there is reused (a recycled row rebinding on every
  /// scroll step allocates nothing new); a change to what the old read observed only makes it
  /// read the new one again.
  static func bind(
    _ widget: UnsafeMutablePointer<GtkWidget>, key: WidgetData.Key,
    read: @escaping @MainActor () -> Value,
    apply: @escaping @MainActor (Value, UnsafeMutablePointer<GtkWidget>) -> Void
  ) {
    if let existing: ObservedBinding = WidgetData.get(from: widget, key: key) {
      existing.read = read
      existing.apply = apply
      existing.run(on: widget)
      return
    }
    let binding = ObservedBinding(widget, key: key, read: read, apply: apply)
    WidgetData.set(binding, on: widget, key: key)
    binding.run(on: widget)
  }

  private init(
    _ widget: UnsafeMutablePointer<GtkWidget>, key: WidgetData.Key,
    read: @escaping @MainActor () -> Value,
    apply: @escaping @MainActor (Value, UnsafeMutablePointer<GtkWidget>) -> Void
  ) {
    self.key = key
    self.widget = .allocate(capacity: 1)
    self.widget.initialize(to: GWeakRef())
    g_weak_ref_init(self.widget, widget)
    self.read = read
    self.apply = apply
  }

  isolated deinit {
    g_weak_ref_clear(widget)
    widget.deallocate()
  }

  private func run(on target: UnsafeMutablePointer<GtkWidget>) {
    let value = withObservationTracking {
      read()
    } onChange: { [weak self] in
      let binding = self
      if Thread.isMainThread {
        MainActor.assumeIsolated { binding?.changed() }
      } else {
        Task { @MainActor in binding?.changed() }
      }
    }
    apply(value, target)
  }

  private func changed() {
    dirty = true
    guard !waiting, let target = g_weak_ref_get(widget) else { return }
    defer { g_object_unref(target) }
    waiting = true
    let widget = target.checked(as: GtkWidget.self)
    if widget.isMapped, let clock = gtk_widget_get_frame_clock(widget) {
      FrameClockBatch.schedule(self, on: clock)
    } else {
      flushSoon()
    }
  }

  func flushSoon() {
    guard waiting else { return }
    MainContext.idle(priority: G_PRIORITY_DEFAULT) { [self] in flush() }
  }

  func flush() {
    waiting = false
    guard dirty, let target = g_weak_ref_get(widget) else { return }
    defer { g_object_unref(target) }
    dirty = false
    let current: ObservedBinding? = WidgetData.get(from: target, key: key)
    guard current === self else { return }
    run(on: target.checked(as: GtkWidget.self))
  }
}

/// What a frame asks of a binding, without naming its value type.
@MainActor
protocol FrameFlushing: AnyObject {
  /// Applies the latest value now, if it changed.
  func flush()
  /// Applies it from an idle, for a widget that will draw no frame.
  func flushSoon()
}
