import CGtk
import GtkGlue

extension Application {
  /// Shows `notification` on the desktop under `id`. Sending again with the same id replaces
  /// the one shown (so repeated news never piles up); `withdrawNotification(id:)` removes it.
  ///
  /// Returns false, sending nothing, while the application is not registered on the session
  /// bus (before `run()`, or a test's unregistered app): GIO needs the app's bus name to route a
  /// click back. The desktop may still hide it (do-not-disturb, no notification server).
  @discardableResult
  public func send(_ notification: DesktopNotification, id: String) -> Bool {
    let application = gtkApplication.checked(as: GApplication.self)
    guard g_application_get_is_registered(application) != 0 else { return false }
    guard let gNotification = g_notification_new(notification.title) else { return false }
    defer { g_object_unref(gNotification.gpointer) }
    if let body = notification.body { g_notification_set_body(gNotification, body) }
    g_notification_set_priority(gNotification, notification.priority.gPriority)
    if let action = notification.defaultAction {
      // The target is a floating variant; GIO sinks it.
      g_notification_set_default_action_and_target_value(
        gNotification, "app." + action.name, action.target?.makeVariant())
    }
    g_application_send_notification(application, id, gNotification)
    return true
  }

  /// Removes the notification sent under `id`, if it is still shown; nothing happens otherwise.
  public func withdrawNotification(id: String) {
    let application = gtkApplication.checked(as: GApplication.self)
    guard g_application_get_is_registered(application) != 0 else { return }
    g_application_withdraw_notification(application, id)
  }
}

extension DesktopNotification.Priority {
  /// GIO's value.
  fileprivate var gPriority: GNotificationPriority {
    switch self {
    case .low: G_NOTIFICATION_PRIORITY_LOW
    case .normal: G_NOTIFICATION_PRIORITY_NORMAL
    case .high: G_NOTIFICATION_PRIORITY_HIGH
    case .urgent: G_NOTIFICATION_PRIORITY_URGENT
    }
  }
}
