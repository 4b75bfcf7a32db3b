import CAdwaita

/// One page of a ``PreferencesWindow``, an `AdwPreferencesPage`: a title and icon for the
/// switcher (shown when there are several pages) and its groups.
@MainActor
public struct PreferencesPage {
  let title: String
  let systemImage: String
  let groups: [PreferencesGroup]

  /// A page titled `title` with the icon `systemImage` (an icon name), holding `groups`.
  public init(
    _ title: String, systemImage: String,
    @PreferencesBuilder<PreferencesGroup> groups: () -> [PreferencesGroup]
  ) {
    self.title = title
    self.systemImage = systemImage
    self.groups = groups()
  }

  func makePage() -> UnsafeMutablePointer<GtkWidget> {
    let page = overshoot_adw_page_new(title, systemImage)!
    for group in groups { overshoot_adw_page_add(page, group.makeGroup()) }
    return page
  }
}
