import CIntl

/// The translation of `message` into the user's language, or `message` itself when the catalog
/// has none, like Qt's `tr` and C's `_()`: wrap every string a person reads.
///
/// `%@` placeholders take `arguments` in order; a translation may reorder them as `%1$@`,
/// `%2$@`. Interpolation (`"\(x)"`) cannot be translated and must not be used inside `tr`. The
/// extraction script (`data/po/update-pot.sh`) finds every `tr("…")` in the sources.
package func tr(_ message: StaticString, _ arguments: any CustomStringConvertible...) -> String {
  Localization.boundOnFirstUse
  // gettext returns the argument itself when it has no translation: copy before it goes.
  let translated = Localization.domainName.withCString { domain in
    message.withCString { String(cString: dgettext(domain, $0)) }
  }
  return PlaceholderFormat.fill(translated, with: arguments.map(\.description))
}

/// The translation of `singular` or `plural`, as the user's language counts `count` (one,
/// few, many…), with `%@` placeholders filled as `tr(_:_:)` does: `trn("%@ new entry",
/// "%@ new entries", count, count)`.
package func trn(
  _ singular: StaticString, _ plural: StaticString, _ count: Int,
  _ arguments: any CustomStringConvertible...
) -> String {
  Localization.boundOnFirstUse
  let translated = Localization.domainName.withCString { domain in
    singular.withCString { one in
      plural.withCString { many in
        String(cString: dngettext(domain, one, many, UInt(max(0, count))))
      }
    }
  }
  return PlaceholderFormat.fill(translated, with: arguments.map(\.description))
}
