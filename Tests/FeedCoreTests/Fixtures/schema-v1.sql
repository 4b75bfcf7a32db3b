-- A database as the first schema (user_version 1) left it, with reading state to preserve.
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
INSERT INTO feeds (id, url, title, etag, last_success, added)
  VALUES (1, 'https://old.example/feed', 'Old feed', '"e1"', 1600000000, 1600000000);
INSERT INTO entries (feed_id, entry_id, title, sort_date, first_seen, is_read, is_starred)
  VALUES (1, 'old-1', 'Read one', 1600000000, 1600000000, 1, 0),
         (1, 'old-2', 'Starred one', 1600000100, 1600000000, 0, 1),
         (1, 'old-3', 'Plain one', 1600000200, 1600000000, 0, 0);
PRAGMA user_version = 1;
