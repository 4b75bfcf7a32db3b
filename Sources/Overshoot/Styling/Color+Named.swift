/// SwiftUI's named colours, in GNOME's palette (the colours of its HIG and libadwaita), usable
/// as `.foregroundStyle(.red)` and as a view: `Color.blue.frame(width: 20, height: 20)`.
@MainActor
extension ShapeStyle where Self == Color {
  /// GNOME red 3, `#e01b24`.
  public static var red: Color { Color(rgb: 0xe01b24) }
  /// GNOME orange 3, `#ff7800`.
  public static var orange: Color { Color(rgb: 0xff7800) }
  /// GNOME yellow 5, `#f5c211`.
  public static var yellow: Color { Color(rgb: 0xf5c211) }
  /// GNOME green 4, `#2ec27e`.
  public static var green: Color { Color(rgb: 0x2ec27e) }
  /// GNOME green 2, `#57e389`.
  public static var mint: Color { Color(rgb: 0x57e389) }
  /// A teal between GNOME's green and blue, `#2190a4`.
  public static var teal: Color { Color(rgb: 0x2190a4) }
  /// GNOME blue 1, `#99c1f1`.
  public static var cyan: Color { Color(rgb: 0x99c1f1) }
  /// GNOME blue 3, `#3584e4`.
  public static var blue: Color { Color(rgb: 0x3584e4) }
  /// GNOME blue 5, `#1a5fb4`.
  public static var indigo: Color { Color(rgb: 0x1a5fb4) }
  /// GNOME purple 3, `#9141ac`.
  public static var purple: Color { Color(rgb: 0x9141ac) }
  /// A pink from GNOME's red and light, `#dc8add`.
  public static var pink: Color { Color(rgb: 0xdc8add) }
  /// GNOME brown 3, `#986a44`.
  public static var brown: Color { Color(rgb: 0x986a44) }
  /// GNOME dark 1, `#77767b`.
  public static var gray: Color { Color(rgb: 0x77767b) }
  /// Black.
  public static var black: Color { Color(rgb: 0x000000) }
  /// White.
  public static var white: Color { Color(rgb: 0xffffff) }
}

@MainActor
extension Color {
  /// The theme's text colour, like SwiftUI's `Color.primary`: no colour of its own, so text
  /// painted with it follows the light or dark style.
  public static var primary: Color { Color(.primary, fallback: 0x000000) }
  /// The theme's dimmed text colour (GNOME's `dim-label`), like SwiftUI's `Color.secondary`.
  public static var secondary: Color { Color(.secondary, fallback: 0x77767b) }
  /// The accent colour of controls, like SwiftUI's `Color.accentColor`: GNOME's default accent,
  /// blue 3 `#3584e4`.
  public static var accentColor: Color { Color(.accent, fallback: 0x3584e4) }
  /// Fully transparent, like SwiftUI's `Color.clear`.
  public static var clear: Color { Color(red: 0, green: 0, blue: 0, opacity: 0) }
}

extension Color {
  /// The colour as CSS writes it: `#rrggbb`, or `rgba(r, g, b, a)` when not opaque.
  var cssValue: String {
    guard opacity < 1 else { return cssHex }
    let byte = { (channel: Double) in Int((min(max(channel, 0), 1) * 255).rounded()) }
    let alpha = (max(opacity, 0) * 1000).rounded() / 1000
    return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(alpha))"
  }

  /// A name for the colour in a CSS class: `rrggbb`, with the opacity's two hex digits when
  /// not opaque.
  var cssName: String {
    let digits = String(cssHex.dropFirst())
    guard opacity < 1 else { return digits }
    let alpha = String(Int((min(max(opacity, 0), 1) * 255).rounded()), radix: 16)
    return digits + String(repeating: "0", count: 2 - alpha.count) + alpha
  }

  /// The colour as CSS writes it: `#rrggbb`.
  var cssHex: String {
    let byte = { (channel: Double) in Int((min(max(channel, 0), 1) * 255).rounded()) }
    let value = byte(red) << 16 | byte(green) << 8 | byte(blue)
    let digits = String(value, radix: 16)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }
}
