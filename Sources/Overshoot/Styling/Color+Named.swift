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

extension Color {
  /// The colour as CSS writes it: `#rrggbb`.
  var cssHex: String {
    let byte = { (channel: Double) in Int((min(max(channel, 0), 1) * 255).rounded()) }
    let value = byte(red) << 16 | byte(green) << 8 | byte(blue)
    let digits = String(value, radix: 16)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }
}
