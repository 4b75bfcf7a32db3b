import CGtk

/// The body hosts that keep one GTK widget: a composite widget whose body is another composite
/// shares its GTK widget with it, so a widget can carry several hosts, one per composite type.
@MainActor
final class BodyHosts {
  private var hosts: [ObjectIdentifier: any BodyHosting] = [:]

  /// Attaches `host`, the host of a `type` widget, to `widget`.
  static func attach(
    _ host: any BodyHosting, of type: Any.Type, to widget: UnsafeMutablePointer<GtkWidget>
  ) {
    let table = table(of: widget)
    host.nesting = table.hosts.count
    table.hosts[ObjectIdentifier(type)] = host
  }

  /// The host of a `type` widget that keeps `widget`, if any.
  static func host<Host>(of type: Any.Type, on widget: UnsafeMutablePointer<GtkWidget>) -> Host? {
    let table: BodyHosts? = WidgetData.get(from: widget, key: .bodyHosts)
    return table?.hosts[ObjectIdentifier(type)] as? Host
  }

  /// Moves every host of `old` to `made`, which replaced it on screen.
  static func move(
    from old: UnsafeMutablePointer<GtkWidget>, to made: UnsafeMutablePointer<GtkWidget>
  ) {
    guard let table: BodyHosts = WidgetData.get(from: old, key: .bodyHosts) else { return }
    WidgetData.set(table, on: made, key: .bodyHosts)
    WidgetData.set(BodyHosts(), on: old, key: .bodyHosts)
    for host in table.hosts.values { host.retarget(made) }
  }

  private static func table(of widget: UnsafeMutablePointer<GtkWidget>) -> BodyHosts {
    if let table: BodyHosts = WidgetData.get(from: widget, key: .bodyHosts) { return table }
    let table = BodyHosts()
    WidgetData.set(table, on: widget, key: .bodyHosts)
    return table
  }
}
