// GLib alone, for the GTK-free modules that follow GNOME's rules without GTK (the user
// directories of FeedCore's StoreLocation, shared by the app and the CLI).
#pragma once
#include <glib.h>
