/// How a `Picker` shows its choices, like SwiftUI's picker styles:
/// `Picker(…) { … }.pickerStyle(.segmented)`.
public struct PickerStyle: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case automatic, menu, segmented, radioGroup
  }
  let kind: Kind

  /// The picker's own default: `.menu` for `Picker(_:selection:content:)`, as SwiftUI's pickers
  /// are menus on macOS and iOS; `.segmented` for `Picker(_:selection:options:)`.
  public static let automatic = PickerStyle(kind: .automatic)
  /// A button showing the choice that opens a list of them (a GtkDropDown).
  public static let menu = PickerStyle(kind: .menu)
  /// Linked toggle buttons side by side, exactly one active.
  public static let segmented = PickerStyle(kind: .segmented)
  /// Every choice at once, a radio button each (GtkCheckButtons in one group).
  public static let inline = PickerStyle(kind: .radioGroup)
  /// The same as `.inline`: macOS's name for a column of radio buttons.
  public static let radioGroup = PickerStyle(kind: .radioGroup)
}
