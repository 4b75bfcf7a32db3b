import Overshoot

extension ReaderModel {
  /// The entries column's title: the scope shown ("All", "Unread", "Starred", the feed's name).
  var scopeTitle: String {
    switch scope {
    case .all: tr("All")
    case .unread: tr("Unread")
    case .starred: tr("Starred")
    case .feed: selectedFeed?.title ?? tr("this feed")
    }
  }
}
