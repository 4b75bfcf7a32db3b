import Foundation

/// `application/x-www-form-urlencoded` bodies and query strings for the Google Reader API.
enum FormEncoding {
  private static let allowed: CharacterSet = {
    var set = CharacterSet.alphanumerics
    set.insert(charactersIn: "-._~")
    return set
  }()

  /// `name=value&…`, each part percent-encoded; repeated names stay repeated (`i=1&i=2`).
  static func encode(_ fields: [(String, String)]) -> String {
    fields.map { escape($0.0) + "=" + escape($0.1) }.joined(separator: "&")
  }

  private static func escape(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
