/// The database schema and its migrations, applied in order inside one transaction each.
///
/// `PRAGMA user_version` records how many migrations a file has had. Migrations are append-only:
/// never edit a shipped one, add the next.
enum Schema {
  /// Every migration; index 0 takes an empty file to version 1.
  static let migrations: [String] = [
    // Version 1: the first shipped schema.
    """
    CREATE TABLE feeds (
      id INTEGER PRIMARY KEY,
      url TEXT NOT NULL UNIQUE,
      title TEXT,
      site_link TEXT,
      etag TEXT,
      last_modified TEXT,
      last_error TEXT,
      last_success REAL,
      last_attempt REAL,
      added REAL NOT NULL
    );
    CREATE TABLE entries (
      id INTEGER PRIMARY KEY,
      feed_id INTEGER NOT NULL REFERENCES feeds(id) ON DELETE CASCADE,
      entry_id TEXT NOT NULL,
      title TEXT,
      link TEXT,
      published REAL,
      updated REAL,
      author TEXT,
      summary TEXT,
      sort_date REAL NOT NULL,
      first_seen REAL NOT NULL,
      is_read INTEGER NOT NULL DEFAULT 0,
      is_starred INTEGER NOT NULL DEFAULT 0,
      UNIQUE (feed_id, entry_id)
    );
    """,
    // Version 2: retention needs to know what the feed still lists (`last_seen`) and where to
    // keep its setting; the timeline needs a sort index.
    """
    ALTER TABLE entries ADD COLUMN last_seen REAL;
    UPDATE entries SET last_seen = first_seen;
    CREATE INDEX entries_by_date ON entries (sort_date DESC, id DESC);
    CREATE INDEX entries_unread ON entries (is_read, sort_date DESC);
    CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
    // Version 3: full-text search over titles and summaries. The index reads its text from
    // `entries` (external content, so the text is stored once); triggers keep it in step with
    // every insert, edit and delete (merge, retention, unsubscribing), so no writer needs to know
    // it exists. Prefix indexes for 1 to 3 characters make the first keystrokes cheap; diacritics
    // are folded so "cafe" finds "café". `rebuild` indexes what older versions stored.
    """
    CREATE VIRTUAL TABLE entries_search USING fts5(
      title, summary, content = 'entries', content_rowid = 'id',
      tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    );
    CREATE TRIGGER entries_search_insert AFTER INSERT ON entries BEGIN
      INSERT INTO entries_search (rowid, title, summary) VALUES (new.id, new.title, new.summary);
    END;
    CREATE TRIGGER entries_search_delete AFTER DELETE ON entries BEGIN
      INSERT INTO entries_search (entries_search, rowid, title, summary)
        VALUES ('delete', old.id, old.title, old.summary);
    END;
    CREATE TRIGGER entries_search_update AFTER UPDATE OF title, summary ON entries BEGIN
      INSERT INTO entries_search (entries_search, rowid, title, summary)
        VALUES ('delete', old.id, old.title, old.summary);
      INSERT INTO entries_search (rowid, title, summary) VALUES (new.id, new.title, new.summary);
    END;
    INSERT INTO entries_search (entries_search) VALUES ('rebuild');
    """,
    // Version 4: a subscription's folder (from OPML outlines; NULL is the top level) and an
    // entry's categories (one per line, see ``CategoryList``). Columns are added, never rebuilt,
    // so every stored subscription, entry, reading state and search index row stays as it was.
    """
    ALTER TABLE feeds ADD COLUMN folder TEXT;
    ALTER TABLE entries ADD COLUMN categories TEXT;
    """,
    // Version 5: an entry's full content as safe HTML and its enclosures (JSON, see
    // ``EnclosureList``), for the article view. Entries stored before have neither until their
    // feed lists them again; the article view falls back to the summary.
    """
    ALTER TABLE entries ADD COLUMN content TEXT;
    ALTER TABLE entries ADD COLUMN enclosures TEXT;
    """,
    // Version 6: sync accounts (Google Reader API servers). A synced feed names its account and
    // its stream id on the server (`feed/12`); local feeds keep NULL there, so every stored
    // feed, entry and state stays local. A synced feed's `url` is the feed's address with
    // `#account-N` appended, as `url` is UNIQUE and a local subscription to the same feed may
    // exist. Synced entries use the server's item id as `entry_id`. The outbox holds local
    // changes not yet sent, in order; each row is written in the same transaction as the change.
    """
    CREATE TABLE accounts (
      id INTEGER PRIMARY KEY,
      server TEXT NOT NULL,
      user TEXT NOT NULL,
      newest_published INTEGER,
      last_sync REAL,
      added REAL NOT NULL,
      UNIQUE (server, user)
    );
    ALTER TABLE feeds ADD COLUMN account_id INTEGER REFERENCES accounts(id);
    ALTER TABLE feeds ADD COLUMN remote_id TEXT;
    CREATE UNIQUE INDEX feeds_by_remote ON feeds (account_id, remote_id)
      WHERE account_id IS NOT NULL;
    CREATE TABLE sync_outbox (
      id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      change TEXT NOT NULL,
      created REAL NOT NULL
    );
    """,
    // Version 7: when an account last had a full sync pass (subscriptions and new ids by time);
    // between full passes a sync reads only the unread and starred id sets (docs/sync.md).
    """
    ALTER TABLE accounts ADD COLUMN last_full_sync REAL;
    """,
    // Version 8: whether the reader named the feed (Rename…): a refresh then keeps that name
    // instead of the title the feed gives itself.
    """
    ALTER TABLE feeds ADD COLUMN named_by_reader INTEGER NOT NULL DEFAULT 0;
    """,
    // Version 9: the feed's icon (docs/favicons.md): the address the feed names for itself, the
    // image's bytes and media type, and when an icon was last looked for (found or not), which
    // keeps the look-ups to one a week. Every feed starts with none and is looked up at its
    // next refresh.
    """
    ALTER TABLE feeds ADD COLUMN icon_url TEXT;
    ALTER TABLE feeds ADD COLUMN icon BLOB;
    ALTER TABLE feeds ADD COLUMN icon_type TEXT;
    ALTER TABLE feeds ADD COLUMN icon_fetched REAL;
    """,
    // Version 10: each feed's unread entries, for the sidebar's counts (read at every start-up
    // and after every change). Without it a feed's count walked `entries_unread`, every unread
    // entry of every feed, and read each one's row to find its feed: 200 feeds with 100 unread
    // entries each cost 4,000,000 row reads, seconds before the window could show its counts.
    // Partial, so it holds only unread entries; with `is_starred` in it, the unread starred
    // count needs no row either.
    """
    CREATE INDEX entries_unread_by_feed ON entries (feed_id, is_starred) WHERE is_read = 0;
    """,
    // Version 11: an outbox row the server refused is tried again a bounded number of times,
    // then set aside (docs/sync.md): how often it was refused, when it is next due, the last
    // status, and whether it is set aside. Columns are added, so every queued change stays,
    // as due and never tried.
    """
    ALTER TABLE sync_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE sync_outbox ADD COLUMN next_attempt REAL;
    ALTER TABLE sync_outbox ADD COLUMN last_status INTEGER;
    ALTER TABLE sync_outbox ADD COLUMN parked INTEGER NOT NULL DEFAULT 0;
    """,
    // Version 12: search covers an article's text too (its content as plain text, by
    // ``PlainTextFunction``), not only titles and summaries. The index keeps its own copy of the
    // text it indexes (the content is stored as HTML, which must not be indexed: "img" would
    // match every article with a picture), so it is rebuilt from every stored entry; triggers
    // keep it in step as before, now also when an entry's content changes.
    """
    DROP TRIGGER IF EXISTS entries_search_insert;
    DROP TRIGGER IF EXISTS entries_search_delete;
    DROP TRIGGER IF EXISTS entries_search_update;
    DROP TABLE IF EXISTS entries_search;
    CREATE VIRTUAL TABLE entries_search USING fts5(
      title, summary, body,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    );
    CREATE TRIGGER entries_search_insert AFTER INSERT ON entries BEGIN
      INSERT INTO entries_search (rowid, title, summary, body)
        VALUES (new.id, new.title, new.summary, overshoot_plain_text(new.content));
    END;
    CREATE TRIGGER entries_search_delete AFTER DELETE ON entries BEGIN
      DELETE FROM entries_search WHERE rowid = old.id;
    END;
    CREATE TRIGGER entries_search_update AFTER UPDATE OF title, summary, content ON entries BEGIN
      DELETE FROM entries_search WHERE rowid = old.id;
      INSERT INTO entries_search (rowid, title, summary, body)
        VALUES (new.id, new.title, new.summary, overshoot_plain_text(new.content));
    END;
    INSERT INTO entries_search (rowid, title, summary, body)
      SELECT id, title, summary, overshoot_plain_text(content) FROM entries;
    """,
    // Version 13: the built-in Demo feed (`demo:overshoot`, entries generated on this computer,
    // which earlier builds subscribed at a first run) is gone: a first run now offers to add a
    // feed, import OPML or sign in. Its subscription and generated entries go with it, so no
    // feed the app cannot fetch is left in the sidebar; nothing the reader added is touched.
    """
    DELETE FROM entries WHERE feed_id IN (SELECT id FROM feeds WHERE url LIKE 'demo:%');
    DELETE FROM feeds WHERE url LIKE 'demo:%';
    DELETE FROM settings WHERE key = 'demo-offered';
    """,
  ]

  /// The version a fully migrated file has.
  static var latest: Int { migrations.count }

  /// Brings `db` to the latest version, one transaction per step, so a crash between steps
  /// leaves a consistent older version that the next open continues from.
  static func migrate(_ db: SQLiteDatabase, upTo target: Int = latest) throws(StoreError) {
    let current = try version(of: db)
    guard current <= latest else { throw .tooNew(version: current, supported: latest) }
    for step in current..<max(current, target) {
      try db.transaction { () throws(StoreError) in
        try db.execute(migrations[step])
        try db.execute("PRAGMA user_version = \(step + 1)")
      }
    }
  }

  /// The file's `user_version`.
  static func version(of db: SQLiteDatabase) throws(StoreError) -> Int {
    let statement = try db.prepare("PRAGMA user_version")
    return try statement.step() ? Int(statement.int(0)) : 0
  }
}
