// The system's SQLite (Debian: libsqlite3-dev; Homebrew: sqlite), found through pkg-config.
#include <sqlite3.h>
