import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-cli add --db PATH ADDRESS…`: subscribes to feeds, found on the pages given when
/// an address is a web page (or imports OPML files with `--opml`).
struct AddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Subscribe to feeds by URL or path, or by a web page that links to them.",
    discussion: """
      A web page's address finds the feeds it links to. One feed is subscribed at once; with \
      several, they are listed and nothing is subscribed: pass the chosen feed's address, or \
      --pick N, or --all.
      """)

  @OptionGroup var database: FeedDatabaseOption

  @Flag(help: "Treat each argument as an OPML file to import.")
  var opml = false

  @Option(help: "When a page links to several feeds, subscribe to the Nth one listed.")
  var pick: Int?

  @Flag(help: "When a page links to several feeds, subscribe to all of them.")
  var all = false

  @Argument(help: "Feed or page addresses (http(s) URLs, paths, demo:), or OPML files with --opml.")
  var addresses: [String]

  func validate() throws {
    if let pick, pick < 1 { throw ValidationError("--pick counts from 1.") }
    if pick != nil && all { throw ValidationError("Use --pick or --all, not both.") }
  }

  func run() async throws {
    let store = try database.open()
    var failures = 0
    for address in addresses {
      do {
        if opml {
          try await importOPML(address, into: store)
        } else {
          try await add(address, to: store)
        }
      } catch let error as ExitCode {
        throw error
      } catch let error as CustomStringConvertible & Error {
        _ = Terminal.failure(error.description)
        failures += 1
      }
    }
    if failures > 0 { throw ExitCode.failure }
  }

  private func importOPML(_ path: String, into store: FeedStore) async throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let outlines = try OPML.parse(data)
    for outline in outlines {
      try await store.addFeed(url: outline.url, title: outline.title, folder: outline.folder)
    }
    print("Imported \(outlines.count) feeds from \(path)")
  }

  /// Subscribes to the feed at `address`, or to the one(s) its page links to.
  private func add(_ address: String, to store: FeedStore) async throws {
    let discovery = FeedDiscovery()
    switch try await discovery.discover(FeedAddress.url(for: address)) {
    case .feed(let feed):
      try await subscribe(feed, store)
    case .choices(let page, let links):
      let chosen: [FeedLink]
      if all {
        chosen = links
      } else if let pick {
        guard pick <= links.count else {
          throw ChoiceError(
            "--pick \(pick): \(page.absoluteString) links to only \(links.count) feeds")
        }
        chosen = [links[pick - 1]]
      } else {
        print("\(page.absoluteString) links to \(links.count) feeds:")
        for (index, link) in links.enumerated() {
          print("  \(index + 1). \(label(link))")
        }
        throw ChoiceError(
          "Several feeds at \(address): pass the address of the one you want, or --pick N, or --all"
        )
      }
      for link in chosen {
        try await subscribe(try await discovery.feed(at: link.url, from: page), store)
      }
    }
  }

  private func subscribe(_ feed: DiscoveredFeed, _ store: FeedStore) async throws {
    let subscription = try await store.subscribe(to: feed)
    let found = feed.page.map { " (found on \($0.absoluteString))" } ?? ""
    print(
      "Subscribed: \(subscription.url.absoluteString) (id \(subscription.id)), "
        + "\"\(subscription.title)\", \(feed.parsed.entries.count) entries\(found)")
  }

  /// The address first (what the user passes back), then the format and the page's title.
  private func label(_ link: FeedLink) -> String {
    [link.url.absoluteString, link.kind.displayName, link.title].compactMap { $0 }
      .joined(separator: "  ")
  }
}

/// A page offered several feeds and the command line did not say which.
private struct ChoiceError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
