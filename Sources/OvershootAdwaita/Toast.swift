/// A short message over the bottom of a ``ToastOverlay``, with at most one button (Undo), that
/// leaves after its timeout: `Toast("5 entries marked as read").button("Undo") { … }`.
public struct Toast {
  /// The message.
  public var title: String
  /// How long the toast stays, in whole seconds (libadwaita's unit); 0 keeps it until dismissed.
  /// It never leaves while the pointer is over it.
  public var timeoutSeconds: UInt32
  /// The button's label, if it has one.
  public var buttonTitle: String?
  /// What the button does; the toast leaves first.
  public var action: @MainActor () -> Void = {}

  /// A toast saying `title` for `timeoutSeconds` (libadwaita's default is 5).
  public init(_ title: String, timeoutSeconds: UInt32 = 5) {
    self.title = title
    self.timeoutSeconds = timeoutSeconds
  }

  /// This toast with a button titled `title` that runs `action`.
  public func button(_ title: String, action: @escaping @MainActor () -> Void) -> Toast {
    var toast = self
    toast.buttonTitle = title
    toast.action = action
    return toast
  }
}
