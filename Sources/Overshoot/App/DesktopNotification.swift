/// A message the desktop shows outside the app's windows (a GNotification): a title, a line of
/// body text, and what clicking it does. Send it with `Application.send(_:id:)`.
///
/// ```swift
/// let notification = DesktopNotification(
///   "5 new entries in 2 feeds", body: "Swift Blog and Planet GNOME",
///   defaultAction: .app("show-unread"))
/// application.send(notification, id: "new-entries")
/// ```
@MainActor
public struct DesktopNotification {
  /// How urgently the desktop should show the notification (GNotificationPriority).
  public enum Priority: Sendable {
    /// News the user can look at later; may be shown without a banner.
    case low
    /// The usual notification.
    case normal
    /// Needs attention soon; may be shown above others.
    case high
    /// Needs attention now; may stay until dismissed, even in do-not-disturb.
    case urgent
  }

  /// What activating the notification does: an action of the application (`app.NAME`), with
  /// an optional typed parameter. GIO can only activate app actions from a notification, so
  /// there is no way to name a window's action here.
  public struct Action {
    /// The app action's name, without the `app.` prefix.
    public let name: String
    /// The parameter handed to the action, of the type the action declares.
    public let target: (any ActionValue)?

    /// The app action `name` (no `app.` prefix), given `target` when it takes a parameter.
    public static func app(_ name: String, target: (any ActionValue)? = nil) -> Action {
      Action(name: name, target: target)
    }
  }

  /// The headline, one short line.
  public var title: String
  /// More detail under the title; nil for none.
  public var body: String?
  /// How urgently to show it.
  public var priority: Priority
  /// What clicking the notification does; nil activates the application (`onActivate`).
  public var defaultAction: Action?

  /// A notification titled `title`, with `body` under it, running `defaultAction` when clicked.
  public init(
    _ title: String, body: String? = nil, priority: Priority = .normal,
    defaultAction: Action? = nil
  ) {
    self.title = title
    self.body = body
    self.priority = priority
    self.defaultAction = defaultAction
  }
}
