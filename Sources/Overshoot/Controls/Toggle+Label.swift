extension Toggle {
  /// A switch showing and setting `isOn`, titled by the `Text` of `label`, like SwiftUI's
  /// `Toggle(isOn: $isOn) { Text("Wi-Fi") }`; a label without a `Text` gives an untitled switch.
  public init(isOn: Binding<Bool>, @WidgetBuilder label: () -> [any Widget]) {
    let title = WidgetBuilder.flatten(label()).lazy.compactMap { ($0 as? Text)?.content() }.first
    if title == nil {
      Diagnostics.warn("Toggle(isOn:label:) takes its title from a Text in the label; none given")
    }
    self.init(title ?? "", isOn: isOn)
  }
}
