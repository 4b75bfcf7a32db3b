/// The named HTML character references feeds actually use, for decoding HTML and repairing XML.
enum HTMLEntities {
  /// The scalar value for an entity name (case-sensitive, as in HTML), if known.
  static func scalar(named name: Substring) -> UInt32? {
    table[String(name)]
  }

  /// The five entities XML predefines; everything else needs a DTD, which feeds never have.
  static func isXMLPredefined(_ name: Substring) -> Bool {
    name == "amp" || name == "lt" || name == "gt" || name == "quot" || name == "apos"
  }

  private static let table: [String: UInt32] = {
    var table: [String: UInt32] = [
      "amp": 38, "lt": 60, "gt": 62, "quot": 34, "apos": 39,
      "OElig": 338, "oelig": 339, "Scaron": 352, "scaron": 353, "Yuml": 376, "fnof": 402,
      "circ": 710, "tilde": 732, "ensp": 8194, "emsp": 8195, "thinsp": 8201, "zwnj": 8204,
      "zwj": 8205, "lrm": 8206, "rlm": 8207, "ndash": 8211, "mdash": 8212, "lsquo": 8216,
      "rsquo": 8217, "sbquo": 8218, "ldquo": 8220, "rdquo": 8221, "bdquo": 8222,
      "dagger": 8224, "Dagger": 8225, "bull": 8226, "hellip": 8230, "permil": 8240,
      "prime": 8242, "Prime": 8243, "lsaquo": 8249, "rsaquo": 8250, "oline": 8254,
      "euro": 8364, "trade": 8482, "larr": 8592, "uarr": 8593, "rarr": 8594, "darr": 8595,
      "harr": 8596, "minus": 8722, "infin": 8734, "ne": 8800, "le": 8804, "ge": 8805,
      "asymp": 8776, "sum": 8721, "radic": 8730, "spades": 9824, "clubs": 9827,
      "hearts": 9829, "diams": 9830, "loz": 9674, "thetasym": 977, "piv": 982,
    ]
    // Latin-1 (160...255) in code-point order, as HTML 4 lists them.
    let latin1 =
      "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg "
      + "plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 "
      + "iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml "
      + "Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash "
      + "Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring "
      + "aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve "
      + "oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml"
    for (offset, name) in latin1.split(separator: " ").enumerated() {
      table[String(name)] = 160 + UInt32(offset)
    }
    // Greek letters: capitals 913... (930 is unassigned), small 945... (962 is final sigma).
    let greek =
      "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho "
      + "sigmaf sigma tau upsilon phi chi psi omega"
    for (offset, name) in greek.split(separator: " ").enumerated() {
      table[String(name)] = 945 + UInt32(offset)
      if name != "sigmaf" {
        table[name.prefix(1).uppercased() + name.dropFirst()] = 913 + UInt32(offset)
      }
    }
    return table
  }()
}
