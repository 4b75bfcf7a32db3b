import Foundation

/// The first words of an entry's text standing in for its missing title: plain text (tags
/// stripped, entities decoded, whitespace collapsed), the first sentence, cut at a word with "…"
/// when longer than ``length`` characters.
public enum TitleExcerpt {
  /// The longest excerpt, in characters (grapheme clusters: an emoji is never cut in half).
  public static let length = 80

  /// The excerpt of `text` (HTML or plain text), or nil when it holds no text at all.
  public static func of(_ text: String) -> String? {
    // A title needs the start only, and rows ask while scrolling; markup may come first.
    let plain = PlainText.fromHTML(String(text.prefix(length * 50)))
    guard !plain.isEmpty else { return nil }
    var sentence = Substring(plain)
    if let end = plain.firstIndex(where: { ".!?。！？".contains($0) }) {
      let next = plain.index(after: end)
      // A full stop inside "v1.2" or "example.org" ends no sentence; CJK stops need no space.
      if next == plain.endIndex || plain[next] == " " || "。！？".contains(plain[end]) {
        sentence = plain[...end]
      }
    }
    guard sentence.count > length else { return String(sentence) }
    let cut = sentence.prefix(length)
    // At the last space when there is one not too far back; a long word or text without
    // spaces (Chinese, Japanese) is cut where the length ends.
    var kept = cut
    if let space = cut.lastIndex(of: " "),
      cut.distance(from: cut.startIndex, to: space) >= length / 2
    {
      kept = cut[..<space]
    }
    let trimmed = kept.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
    return (trimmed.isEmpty ? String(kept) : trimmed) + "…"
  }
}
