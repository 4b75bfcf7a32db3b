import Foundation
import OvershootLocalization

extension Entry {
  /// The longest excerpt that stands in for a missing title, in characters.
  static let excerptLength = 80

  /// What to show as the entry's title: its own, else a clean excerpt of its summary (the
  /// first sentence, cut at a word with "…" when long, as microblog feeds need), else its
  /// link's host and path, else "Untitled".
  public var displayTitle: String {
    if let title, !title.isEmpty { return title }
    if let summary, let excerpt = Self.excerpt(summary) { return excerpt }
    if let link, let url = URL(string: link), let host = url.host {
      return url.path.count > 1 ? host + url.path : host
    }
    return tr("Untitled")
  }

  /// The first sentence of `text`, at most ``excerptLength`` characters, cut at a word.
  static func excerpt(_ text: String) -> String? {
    // A title needs the start only; rows call this while scrolling.
    let plain = PlainText.collapsingWhitespace(String(text.prefix(excerptLength * 5)))
    guard !plain.isEmpty else { return nil }
    var sentence = Substring(plain)
    if let end = plain.firstIndex(where: { ".!?".contains($0) }),
      plain.index(after: end) == plain.endIndex || plain[plain.index(after: end)] == " "
    {
      sentence = plain[...end]
    }
    guard sentence.count > excerptLength else { return String(sentence) }
    let cut = sentence.prefix(excerptLength)
    let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
    return atWord.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)) + "…"
  }
}
