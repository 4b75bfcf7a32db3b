/// One entry of a sidebar row's context menu: a label and the action it activates.
public struct SidebarMenuItem: Equatable, Sendable {
  /// The menu label ("Remove Feed…").
  public var label: String
  /// The action's detailed name, e.g. `win.remove-feed`.
  public var action: String
  /// The action's 64-bit integer parameter (a feed id), or nil for an action without one.
  public var target: Int64?
  /// The action's string parameter, used when `target` is nil (a folder name).
  public var textTarget: String?

  /// An entry activating `action` with the integer `target`.
  public init(_ label: String, action: String, target: Int64? = nil) {
    self.label = label
    self.action = action
    self.target = target
  }

  /// An entry activating `action` with a string parameter.
  public init(_ label: String, action: String, text: String) {
    self.label = label
    self.action = action
    self.textTarget = text
  }
}
