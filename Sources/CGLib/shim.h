// GLib and GIO without GTK, for FeedCore's share of GNOME's rules: the user directories the app
// and the CLI both keep their files in (StoreLocation) and the desktop's proxy (DesktopProxy).
#pragma once
#include <gio/gio.h>
