import Overshoot

/// Light or dark, as SwiftUI's `ColorScheme`: the core library's, which
/// `@Environment(\.colorScheme)` reads, so that an app importing both names one type.
public typealias ColorScheme = Overshoot.ColorScheme
