/// Where a toolbar item goes in the header bar, like SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable, Equatable {
  /// The side of the header bar, or its middle.
  enum Slot: Sendable {
    case start, end, title
  }

  let slot: Slot
  let isConfirmation: Bool
  /// Whether this is `.cancellationAction`: a sheet showing it has no close button of its own.
  let isCancellation: Bool

  private init(slot: Slot, isConfirmation: Bool, isCancellation: Bool = false) {
    self.slot = slot
    self.isConfirmation = isConfirmation
    self.isCancellation = isCancellation
  }

  /// Where the platform puts items by default: the end of the header bar.
  public static let automatic = ToolbarItemPlacement(slot: .end, isConfirmation: false)
  /// The page's main command: the end of the header bar.
  public static let primaryAction = ToolbarItemPlacement(slot: .end, isConfirmation: false)
  /// Commands less important than the primary one: the end of the header bar, after it.
  public static let secondaryAction = ToolbarItemPlacement(slot: .end, isConfirmation: false)
  /// Navigation commands (a sidebar toggle, a back-like button): the start of the header bar.
  public static let navigation = ToolbarItemPlacement(slot: .start, isConfirmation: false)
  /// Cancel in a form or sheet: the start of the header bar.
  public static let cancellationAction = ToolbarItemPlacement(
    slot: .start, isConfirmation: false, isCancellation: true)
  /// Done or Save in a form or sheet: the end of the header bar, styled as the suggested action
  /// and, in a sheet, the button Enter presses (the window's default).
  public static let confirmationAction = ToolbarItemPlacement(slot: .end, isConfirmation: true)
  /// The middle of the header bar, in place of the title.
  public static let principal = ToolbarItemPlacement(slot: .title, isConfirmation: false)
}
