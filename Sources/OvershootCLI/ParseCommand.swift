import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-cli parse FILE|URL`: fetches and parses one feed and prints it as JSON.
struct ParseCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "parse",
    abstract: "Print a feed (file, path or URL) as JSON; warnings go to stderr.")

  @Argument(help: "A path, a file:// URL or an http(s) URL.")
  var address: String

  @Option(help: "Seconds to wait for a network feed.")
  var timeout: Double = 10

  func run() async throws {
    do {
      let parsed = try await Self.load(address, timeout: timeout)
      for warning in parsed.warnings { Terminal.warn(warning) }
      print(ParseJSON.render(parsed))
    } catch let error as FetchError {
      throw Terminal.failure(error.description)
    } catch let error as FeedParseError {
      throw Terminal.failure(error.description)
    }
  }

  /// Fetches and parses one address with generous limits (this is a tool, not the app).
  static func load(_ address: String, timeout: Double) async throws -> ParsedFeed {
    let url = try FeedAddress.url(for: address)
    let limits = ParseLimits.standard
    let fetcher = FeedFetcher(policy: FetchPolicy(timeout: timeout, maxBytes: limits.maxBytes))
    guard case .fetched(let document) = try await fetcher.fetch(FetchRequest(url: url)) else {
      throw FetchError.transport("the server sent 304 Not Modified to an unconditional request")
    }
    return try FeedParser(limits: limits).parse(document.data, url: document.url)
  }
}
