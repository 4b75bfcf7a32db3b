import CSQLite

/// `overshoot_plain_text(html)`: an entry's content as the words a reader sees (``PlainText``),
/// for the search index's triggers, which index an article's text rather than its markup (a
/// search for "img" must not match every article with a picture). Registered on every
/// connection the store opens; a tool that opens the file without it can read the file, but a
/// write to an entry's content there fails with "no such function" rather than leave the index
/// out of step.
enum PlainTextFunction {
  /// The SQL name.
  static let name = "overshoot_plain_text"

  /// Adds the function to `handle`'s connection; false when SQLite refused it.
  static func register(on handle: OpaquePointer) -> Bool {
    let function:
      @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) ->
        Void = { context, count, arguments in
          guard count == 1, let argument = arguments?[0],
            sqlite3_value_type(argument) != SQLITE_NULL, let text = sqlite3_value_text(argument)
          else {
            sqlite3_result_null(context)
            return
          }
          let plain = PlainText.fromHTML(String(cString: text))
          // SQLITE_TRANSIENT: SQLite copies the text before this returns.
          sqlite3_result_text(
            context, plain, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        }
    return sqlite3_create_function_v2(
      handle, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil, function, nil,
      nil, nil) == SQLITE_OK
  }
}
