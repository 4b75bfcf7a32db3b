import Foundation
import OvershootLocalization

extension Entry {
  /// What to show as the entry's title: its own, else a clean excerpt of its summary or, with
  /// none, of its content (``TitleExcerpt``), as microblog feeds need; else its link's host and
  /// path; else "Untitled".
  public var displayTitle: String {
    if let title, !title.isEmpty { return title }
    if let summary, let excerpt = TitleExcerpt.of(summary) { return excerpt }
    if let content, let excerpt = TitleExcerpt.of(content) { return excerpt }
    if let link, let url = URL(string: link), let host = url.host {
      return url.path.count > 1 ? host + url.path : host
    }
    return tr("Untitled")
  }
}
