import CGtk
import Foundation
import Observation

/// The node that keeps a composite widget (one with a `body`) on screen, like a SwiftUI view's
/// place in its graph: it holds the latest value of the widget, its `@State` storage, the
/// environment it was made in, and the GTK widget its body made.
///
/// The body is evaluated under Observation: when anything it read changes (an `@State`, an
/// `@Observable` model's property), the host is marked dirty and evaluated again at the next
/// frame (`BodyScheduler`), and the new body is reconciled with what is on screen (`update`
/// where the shape holds, a new widget where it does not). A parent that evaluates again hands
/// the host a new value of the widget: its `@State` storage moves into the new value, and the
/// body runs again unless the value is `Equatable` and equal to the last one.
@MainActor
final class BodyHost<Content: Widget>: BodyHosting {
  private var content: Content
  /// The environment where the widget is: taken when it is made, and again from each new value
  /// its parent's body hands it (an `.environment(_:_:)` above may have changed).
  private var environment: EnvironmentValues
  private let widget = WeakWidget()
  private var bodyShape: WidgetShape?
  private lazy var invalidation = BodyInvalidation(self)
  /// Whether something the body read changed since it last ran.
  var isDirty = false
  /// How deep in the tree of hosts sharing one GTK widget this one is: an outer composite whose
  /// body is an inner composite shares its widget, and runs first.
  var nesting = 0

  private init(_ content: Content, environment: EnvironmentValues) {
    self.content = content
    self.environment = environment
  }

  /// Makes the GTK widget of `content`'s body and the host that keeps it up to date.
  static func make(_ content: Content) -> UnsafeMutablePointer<GtkWidget> {
    let host = BodyHost(content, environment: EnvironmentValues.current)
    let body = host.evaluate()
    let made = host.environment.making { body.makeGtkWidget() }
    host.bodyShape = body.shape
    host.widget.set(made)
    BodyHosts.attach(host, of: Content.self, to: made)
    return made
  }

  /// Shows `content` in `widget`, which a value of the same type made; false when no host of
  /// this type keeps that widget (the caller then makes a new one).
  static func update(_ content: Content, in widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let host: BodyHost = BodyHosts.host(of: Content.self, on: widget) else { return false }
    host.receive(content)
    return true
  }

  /// A new value from the parent's body: the state moves in, and the body runs again unless the
  /// value is equal to the last one and nothing it read changed.
  private func receive(_ newContent: Content) {
    StateAdoption.move(from: content, into: newContent)
    environment = EnvironmentValues.current
    let unchanged = !isDirty && ValueEquality.equal(content, newContent) == true
    content = newContent
    if !unchanged { evaluateAgain() }
  }

  /// Evaluates the body again and shows it.
  func evaluateAgain() {
    isDirty = false
    guard let current = widget.get() else { return }
    defer { g_object_unref(current) }
    let shown = current.checked(as: GtkWidget.self)
    let body = evaluate()
    let shape = body.shape
    if shape == bodyShape, environment.making({ body.update(shown) }) { return }
    let made = environment.making { body.makeGtkWidget() }
    bodyShape = shape
    guard made != shown else { return }
    WidgetReplacement.replace(shown, with: made)
    BodyHosts.move(from: shown, to: made)
  }

  /// Points the host at `made`, which replaced its widget.
  func retarget(_ made: UnsafeMutablePointer<GtkWidget>) {
    widget.set(made)
  }

  /// The GTK widget now showing the body (a new reference), if it still exists.
  func shownWidget() -> UnsafeMutableRawPointer? {
    widget.get()
  }

  private func evaluate() -> Content.Body {
    EnvironmentBinder.bind(content, to: environment)
    let invalidation = self.invalidation
    return environment.making {
      withObservationTracking {
        content.body
      } onChange: {
        invalidation.report()
      }
    }
  }
}

/// What the scheduler asks of a body host without naming its widget type.
@MainActor
protocol BodyHosting: AnyObject {
  var isDirty: Bool { get set }
  var nesting: Int { get set }
  func evaluateAgain()
  func retarget(_ made: UnsafeMutablePointer<GtkWidget>)
  func shownWidget() -> UnsafeMutableRawPointer?
}

extension EnvironmentValues {
  /// Runs `make` with these values as the current ones, for what a body makes.
  func making<Result>(_ make: () -> Result) -> Result {
    EnvironmentValues.with(self, make)
  }
}
