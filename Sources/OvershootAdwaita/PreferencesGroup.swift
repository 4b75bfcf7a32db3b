import CAdwaita

/// A titled box of rows on a ``PreferencesPage``, an `AdwPreferencesGroup`.
@MainActor
public struct PreferencesGroup {
  let title: String
  let description: String
  let rows: [any PreferencesRow]

  /// A group titled `title` (may be empty), with `description` under the title, holding `rows`.
  public init(
    _ title: String, description: String = "",
    @PreferencesBuilder<any PreferencesRow> rows: () -> [any PreferencesRow]
  ) {
    self.title = title
    self.description = description
    self.rows = rows()
  }

  func makeGroup() -> UnsafeMutablePointer<GtkWidget> {
    let group = overshoot_adw_group_new(title, description.isEmpty ? nil : description)!
    for row in rows { overshoot_adw_group_add(group, row.makeRow()) }
    return group
  }
}
