import CGtk

/// A key of a keyboard shortcut, like SwiftUI's `KeyEquivalent`: a character (`"r"`, `","`) or
/// a named key (`.return`, `.escape`, `.upArrow`).
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// GTK's name of the key (`r`, `comma`, `Return`).
  let keyName: String

  /// The key that types `character` (a letter in either case is the same key).
  public init(_ character: Character) {
    let lowered = character.isLetter ? Character(character.lowercased()) : character
    let scalar = lowered.unicodeScalars.first?.value ?? 0
    let name = gdk_keyval_name(gdk_unicode_to_keyval(scalar)).map { String(cString: $0) }
    keyName = name ?? String(lowered)
  }

  /// The key typing `value`: `.keyboardShortcut("r")`.
  public init(extendedGraphemeClusterLiteral value: Character) {
    self.init(value)
  }

  private init(named name: String) {
    keyName = name
  }

  /// Return (Enter).
  public static let `return` = KeyEquivalent(named: "Return")
  /// Escape.
  public static let escape = KeyEquivalent(named: "Escape")
  /// Backspace, as SwiftUI names it.
  public static let delete = KeyEquivalent(named: "BackSpace")
  /// Delete (forward).
  public static let deleteForward = KeyEquivalent(named: "Delete")
  /// Tab.
  public static let tab = KeyEquivalent(named: "Tab")
  /// The space bar.
  public static let space = KeyEquivalent(named: "space")
  /// Up arrow.
  public static let upArrow = KeyEquivalent(named: "Up")
  /// Down arrow.
  public static let downArrow = KeyEquivalent(named: "Down")
  /// Left arrow.
  public static let leftArrow = KeyEquivalent(named: "Left")
  /// Right arrow.
  public static let rightArrow = KeyEquivalent(named: "Right")
  /// Home.
  public static let home = KeyEquivalent(named: "Home")
  /// End.
  public static let end = KeyEquivalent(named: "End")
  /// Page Up.
  public static let pageUp = KeyEquivalent(named: "Page_Up")
  /// Page Down.
  public static let pageDown = KeyEquivalent(named: "Page_Down")
}

/// The modifier keys of a keyboard shortcut, like SwiftUI's `EventModifiers`, with their GNOME
/// meaning: `.command` is Ctrl (GNOME's primary modifier), `.option` is Alt.
public struct EventModifiers: OptionSet, Sendable, Hashable {
  /// The bits.
  public let rawValue: Int

  /// The modifiers of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The primary modifier: Ctrl on GNOME, where the Mac has ⌘.
  public static let command = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Alt, the Mac's ⌥.
  public static let option = EventModifiers(rawValue: 1 << 2)
  /// Ctrl.
  public static let control = EventModifiers(rawValue: 1 << 3)

  /// GTK's accelerator prefix: `<Control><Shift>`.
  var gtkPrefix: String {
    var prefix = ""
    if !isDisjoint(with: [.command, .control]) { prefix += "<Control>" }
    if contains(.shift) { prefix += "<Shift>" }
    if contains(.option) { prefix += "<Alt>" }
    return prefix
  }
}
