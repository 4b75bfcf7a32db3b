import FeedCore
import Foundation
import OvershootLocalization

/// Why a feed's menu could not do what the reader asked, in words for its dialog.
struct FeedEditRefusal: Error, CustomStringConvertible {
  /// The reason, one sentence.
  let message: String
  var description: String { message }
}

extension ReaderModel {
  /// Renames the feed `feedID` to `title` (trimmed) and reloads the subscriptions; a blank name
  /// is refused.
  func rename(_ feedID: Int64, to title: String) async throws(FeedEditRefusal) {
    let name = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty else { throw FeedEditRefusal(message: tr("Type a name for the feed.")) }
    guard let store else { throw FeedEditRefusal(message: storeError ?? "") }
    do throws(StoreError) {
      try await store.renameFeed(feedID, to: name)
    } catch {
      throw FeedEditRefusal(message: error.description)
    }
    await reloadSubscriptions()
  }

  /// Points the feed `feedID` at the address `text` (read as Add Feed reads it: a URL, a host
  /// and path such as `example.org/feed`, a file path) and reloads the subscriptions; returns
  /// the new address. An address that is no feed address, or another subscription's, is
  /// refused. The feed is not fetched here: the caller refreshes it.
  @discardableResult
  func changeAddress(of feedID: Int64, to text: String) async throws(FeedEditRefusal) -> URL {
    guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw FeedEditRefusal(message: tr("Type the feed’s address."))
    }
    let address: URL
    do throws(FetchError) {
      address = try FeedAddress.url(for: text)
    } catch {
      throw FeedEditRefusal(message: error.description)
    }
    guard let store else { throw FeedEditRefusal(message: storeError ?? "") }
    do throws(StoreError) {
      try await store.changeAddress(of: feedID, to: address)
    } catch {
      throw FeedEditRefusal(message: error.description)
    }
    await reloadSubscriptions()
    return address
  }
}
