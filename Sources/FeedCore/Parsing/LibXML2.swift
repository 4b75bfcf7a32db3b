import CLibXML2

/// libxml2's one-time global setup, done before the first parse on any thread.
enum LibXML2 {
  /// Runs `xmlInitParser` once; libxml2 needs it before parsing on several threads at once.
  static func initialize() {
    _ = initialized
  }

  private static let initialized: Bool = {
    xmlInitParser()
    return true
  }()
}
