extension Font {
  /// The theme's text styles by SwiftUI's names, like SwiftUI's `Font.TextStyle`: each is one
  /// of GNOME's typography classes.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    /// The page's own big title (`title-1`).
    case largeTitle
    /// A title (`title-2`).
    case title
    /// A smaller title (`title-3`).
    case title2
    /// The smallest title (`title-4`).
    case title3
    /// A bold line (`heading`).
    case headline
    /// A small bold line under a heading (`caption-heading`).
    case subheadline
    /// Body text (`body`).
    case body
    /// Body text set apart, as in a callout (`body`).
    case callout
    /// Small text under content (`caption`).
    case footnote
    /// Small text (`caption`).
    case caption
    /// The smallest text (`caption`).
    case caption2

    /// GNOME's class for this style.
    var cssClass: String {
      switch self {
      case .largeTitle: "title-1"
      case .title: "title-2"
      case .title2: "title-3"
      case .title3: "title-4"
      case .headline: "heading"
      case .subheadline: "caption-heading"
      case .body, .callout: "body"
      case .footnote, .caption, .caption2: "caption"
      }
    }
  }

  /// A family of fonts, like SwiftUI's `Font.Design`.
  public enum Design: Hashable, Sendable {
    /// The theme's font (Cantarell or Adwaita Sans in GNOME).
    case `default`
    /// A serif family (`font-family: serif`).
    case serif
    /// GNOME has no rounded family: the theme's font.
    case rounded
    /// The fixed-width family (`font-family: monospace`).
    case monospaced

    /// The CSS family, nil for the theme's.
    var cssFamily: String? {
      switch self {
      case .default, .rounded: nil
      case .serif: "serif"
      case .monospaced: "monospace"
      }
    }
  }

  /// How heavy the strokes are, like SwiftUI's `Font.Weight`: the CSS weight from 100 to 900.
  public struct Weight: Hashable, Sendable {
    /// The CSS `font-weight`, 100 (thinnest) to 900 (heaviest).
    let value: Int

    /// The thinnest, 100.
    public static let ultraLight = Weight(value: 100)
    /// 200.
    public static let thin = Weight(value: 200)
    /// 300.
    public static let light = Weight(value: 300)
    /// The usual weight, 400.
    public static let regular = Weight(value: 400)
    /// 500.
    public static let medium = Weight(value: 500)
    /// 600.
    public static let semibold = Weight(value: 600)
    /// Bold, 700.
    public static let bold = Weight(value: 700)
    /// 800.
    public static let heavy = Weight(value: 800)
    /// The heaviest, 900.
    public static let black = Weight(value: 900)
  }
}
