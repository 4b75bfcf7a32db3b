import OvershootLocalization

/// What importing an OPML file did: the feeds it added, and those in it the reader followed
/// already, which the notice says too (an import of three feeds, two followed, is not "1 feed").
struct OPMLImportResult: Equatable {
  /// Feeds followed now that were not before.
  let added: Int
  /// Feeds in the file the reader followed already, left as they were.
  let alreadyFollowed: Int

  /// The notice for an import of the file `fileName`: how many feeds it added and how many of
  /// its feeds were followed already.
  func message(fileName: String) -> String {
    guard added > 0 else { return tr("%@ holds no feed you don’t follow already.", fileName) }
    let imported = trn("Imported %@ feed.", "Imported %@ feeds.", added, added)
    guard alreadyFollowed > 0 else { return imported }
    let followed = trn(
      "You already follow %@ other feed in the file.",
      "You already follow %@ other feeds in the file.", alreadyFollowed, alreadyFollowed)
    return imported + " " + followed
  }
}
