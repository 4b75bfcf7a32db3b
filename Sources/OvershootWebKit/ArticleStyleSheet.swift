/// The article's look, added as a user style sheet (so it applies with page scripts off and no
/// `<style>` of the feed's can be confused with it): a readable column about 40em wide, the
/// system's light or dark colours (`color-scheme` follows `prefers-color-scheme`, which WebKit
/// takes from GTK's dark setting), images that fit the column. A user style sheet comes before
/// the page in the cascade: an `<img width height>`'s attributes beat its rules unless they are
/// `!important` (a 600×200 image drew 312×200 in a 312 px column). An iframe keeps its height:
/// it has no ratio of its own to follow.
enum ArticleStyleSheet {
  /// The CSS.
  static let css = """
    :root { color-scheme: light dark; }
    html { background: transparent; }
    body {
      max-width: 40em; margin: 0 auto; padding: 18px 24px 48px;
      line-height: 1.5; overflow-wrap: break-word;
    }
    img, video, figure, iframe, svg { max-width: 100% !important; }
    img, video, svg { height: auto !important; }
    pre { overflow-x: auto; white-space: pre-wrap; }
    table { max-width: 100%; display: block; overflow-x: auto; }
    blockquote { margin-inline: 0; padding-inline-start: 1em; border-inline-start: 3px solid #8888; }
    a { color: #1c71d8; }
    @media (prefers-color-scheme: dark) {
      a { color: #78aeed; }
    }
    """
}
