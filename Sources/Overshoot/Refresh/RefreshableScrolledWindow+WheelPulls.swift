import RefreshCore

extension RefreshableScrolledWindow {
  /// Hands a pull event to the controller; a wheel turn first takes up the nearest
  /// `refreshableWheelPulls(_:)` choice, so one made after the view (or changed since) holds.
  /// Without one the configuration stays as its owner set it.
  func send(_ event: PullEvent) {
    if case .pull(_, source: .wheel) = event,
      let enabled = WheelPulls.enabled(at: scrolledWindow),
      enabled != controller.configuration.wheelPullsEnabled
    {
      controller.configuration.wheelPullsEnabled = enabled
    }
    controller.send(event)
  }
}
