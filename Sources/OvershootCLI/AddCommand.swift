import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-cli add --db PATH ADDRESS…`: subscribes to feeds, found on the pages given when
/// an address is a web page (or imports OPML files with `--opml`); with `--account`, queues the
/// subscriptions for that sync account's server instead, which `sync` sends.
struct AddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Subscribe to feeds by URL or path, or by a web page that links to them.",
    discussion: """
      A web page's address finds the feeds it links to. One feed is subscribed at once; with \
      several, they are listed and nothing is subscribed: pass the chosen feed's address, or \
      --pick N, or --all. With --account the feed is checked the same way, then the \
      subscription is queued for that account's server and `overshoot-cli sync` sends it; the \
      feed arrives as the server has it.
      """)

  @OptionGroup var database: FeedDatabaseOption

  @Flag(help: "Treat each argument as an OPML file to import.")
  var opml = false

  @Option(help: "When a page links to several feeds, subscribe to the Nth one listed.")
  var pick: Int?

  @Flag(help: "When a page links to several feeds, subscribe to all of them.")
  var all = false

  @Option(help: "Subscribe in this sync account (id, user or user@host; see `account list`).")
  var account: String?

  @Argument(help: "Feed or page addresses (http(s) URLs, paths), or OPML files with --opml.")
  var addresses: [String]

  func validate() throws {
    if let pick, pick < 1 { throw ValidationError("--pick counts from 1.") }
    if pick != nil && all { throw ValidationError("Use --pick or --all, not both.") }
  }

  func run() async throws {
    let store = try database.open()
    var target: SyncAccount?
    if let account { target = try await AccountSelector.account(account, in: store) }
    var failures = 0
    for address in addresses {
      do {
        if opml {
          try await importOPML(address, into: store, account: target)
        } else {
          try await add(address, to: Destination(store: store, account: target))
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

  private func importOPML(_ path: String, into store: FeedStore, account: SyncAccount?)
    async throws
  {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let outlines = try OPML.parse(data)
    for outline in outlines {
      if let account {
        try await store.queueSubscribe(
          account: account.id, url: outline.url, title: outline.title, folder: outline.folder)
      } else {
        try await store.addFeed(url: outline.url, title: outline.title, folder: outline.folder)
      }
    }
    let queued = account.map { ", queued for account \($0.id): `sync` sends them" } ?? ""
    print("Imported \(outlines.count) feeds from \(path)\(queued)")
  }

  /// Subscribes to the feed at `address`, or to the one(s) its page links to.
  private func add(_ address: String, to destination: Destination) async throws {
    let discovery = FeedDiscovery()
    switch try await discovery.discover(FeedAddress.url(for: address)) {
    case .feed(let feed):
      try await subscribe(feed, destination)
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
        try await subscribe(try await discovery.feed(at: link.url, from: page), destination)
      }
    }
  }

  private func subscribe(_ feed: DiscoveredFeed, _ destination: Destination) async throws {
    let found = feed.page.map { " (found on \($0.absoluteString))" } ?? ""
    if let account = destination.account {
      try await destination.store.queueSubscribe(
        account: account.id, url: feed.url, title: feed.parsed.feed.title)
      print(
        "Queued: subscribe to \(feed.url.absoluteString) in account \(account.id) "
          + "(\(account.user) at \(account.server.absoluteString))\(found); "
          + "`overshoot-cli sync` sends it")
      return
    }
    let subscription = try await destination.store.subscribe(to: feed)
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

/// Where `add` subscribes: the store, and the sync account whose server subscribes, if any.
private struct Destination {
  let store: FeedStore
  let account: SyncAccount?
}

/// A page offered several feeds and the command line did not say which.
private struct ChoiceError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
