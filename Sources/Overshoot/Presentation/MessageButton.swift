/// One button of an alert or a confirmation dialog, read from the `Button`s its actions
/// closure describes.
@MainActor
struct MessageButton {
  let title: @MainActor () -> String
  let role: ButtonRole?
  let isMarkedDefault: Bool
  let action: @MainActor () -> Void

  /// The buttons `widgets` describe, `.keyboardShortcut(.defaultAction)` marks included; any
  /// other widget is left out with a warning (a dialog shows buttons only).
  static func buttons(in widgets: [any Widget], marked: Bool = false) -> [MessageButton] {
    WidgetBuilder.flatten(widgets).flatMap { widget -> [MessageButton] in
      switch widget {
      case let button as Button:
        return [
          MessageButton(
            title: button.title, role: button.role, isMarkedDefault: marked,
            action: button.action)
        ]
      case let modified as ModifiedWidget:
        return buttons(in: [modified.content], marked: marked || modified.name == "default-action")
      case let several as [any Widget]:
        return buttons(in: several, marked: marked)
      default:
        Diagnostics.warn(
          "an alert or confirmation dialog shows only Buttons; \(type(of: widget)) is left out")
        return []
      }
    }
  }

  /// The button Enter presses: the marked one, else the first without a role, else Cancel.
  static func defaultIndex(of buttons: [MessageButton]) -> Int? {
    buttons.firstIndex { $0.isMarkedDefault }
      ?? buttons.firstIndex { $0.role == nil }
      ?? buttons.firstIndex { $0.role == .cancel }
  }
}
