/// The part of a list that differs between two versions of its ids: everything between their
/// common prefix and their common suffix.
///
/// GTK 4.8 reuses a row widget across an `items-changed` only within that one signal (and only
/// for the same item object), so many small splices destroy and remake rows that one splice
/// over the whole span would keep or rebind.
struct ChangedSpan: Equatable {
  /// Where the span starts, in both versions.
  let position: Int
  /// How many old ids it covers.
  let removed: Int
  /// How many new ids it covers.
  let added: Int

  /// The longest span announced as one splice. When the row GTK anchors the view to leaves,
  /// GTK 4.8 asks the model for every added item looking for it, so a span of 100,000 would make
  /// 100,000 item objects; a page or four is what a search or a refresh changes.
  static let announcedWholeUpTo = 1_000

  /// The span between the common prefix and suffix of `old` and `new`.
  init<ID: Equatable>(old: [ID], new: [ID]) {
    let shorter = min(old.count, new.count)
    var prefix = 0
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    position = prefix
    removed = old.count - prefix - suffix
    added = new.count - prefix - suffix
  }
}
