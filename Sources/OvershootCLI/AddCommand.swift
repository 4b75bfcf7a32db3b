import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-cli add --db PATH ADDRESS…`: subscribes to feeds (or imports an OPML file).
struct AddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Subscribe to feeds by URL or path (`demo:` for the demo; --opml to import).")

  @OptionGroup var database: FeedDatabaseOption

  @Flag(help: "Treat each argument as an OPML file to import.")
  var opml = false

  @Argument(help: "Feed addresses (http(s) URLs, paths, demo:) or OPML files with --opml.")
  var addresses: [String]

  func run() async throws {
    let store = try database.open()
    do {
      for address in addresses {
        if opml {
          let data = try Data(contentsOf: URL(fileURLWithPath: address))
          let outlines = try OPML.parse(data)
          for outline in outlines {
            try await store.addFeed(url: outline.url, title: outline.title)
          }
          print("Imported \(outlines.count) feeds from \(address)")
        } else {
          let feed = try await store.addFeed(url: FeedAddress.url(for: address))
          print("Subscribed: \(feed.url.absoluteString) (id \(feed.id))")
        }
      }
    } catch let error as CustomStringConvertible & Error {
      throw Terminal.failure(error.description)
    }
  }
}
