// The system's SQLite, and the destructor constants Swift cannot import as macros.
#pragma once
#include <sqlite3.h>

/// SQLITE_TRANSIENT: SQLite copies the bound text or blob before the call returns.
static inline sqlite3_destructor_type overshoot_sqlite_transient(void) {
  return SQLITE_TRANSIENT;
}
