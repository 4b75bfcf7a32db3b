import FeedCore
import Overshoot

/// The feeds column's list (see ``SidebarRows`` for what its rows show): the model's feeds and
/// scopes, the shown scope highlighted, shown again whenever what it read of the model changes
/// (at most once a frame, so the counts after a run of marked entries rebuild once).
struct Sidebar: Widget {
  /// The feeds and the scope shown.
  let model: ReaderModel
  /// What the rows keep between rebuilds: the list, the icons, the folder moves.
  let rows: SidebarRows

  /// The list, following the model.
  var body: some Widget {
    let (model, rows) = (model, rows)
    return rows.sidebar.rows({ rows.sections(for: model) }, selected: { model.scope })
  }
}
