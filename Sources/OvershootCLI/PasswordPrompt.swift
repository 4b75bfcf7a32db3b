import Foundation

/// Reads a password: from the terminal without echo, or one line of standard input when that is
/// a pipe (scripts and tests).
enum PasswordPrompt {
  /// Prompts with `prompt` on a terminal; nil at the end of input.
  static func read(prompt: String) -> String? {
    guard isatty(STDIN_FILENO) == 1 else { return readLine(strippingNewline: true) }
    FileHandle.standardError.write(Data(prompt.utf8))
    var saved = termios()
    tcgetattr(STDIN_FILENO, &saved)
    var silent = saved
    silent.c_lflag &= ~tcflag_t(ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &silent)
    defer {
      tcsetattr(STDIN_FILENO, TCSANOW, &saved)
      FileHandle.standardError.write(Data("\n".utf8))
    }
    return readLine(strippingNewline: true)
  }
}
