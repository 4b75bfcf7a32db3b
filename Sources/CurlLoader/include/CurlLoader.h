// libcurl, loaded with dlopen on the first transfer instead of at start-up: libcurl brings some
// twenty libraries (GnuTLS, OpenSSL, Kerberos, LDAP, SSH, ...) that every start would map and
// relocate, and that lengthen every symbol lookup the dynamic loader makes afterwards, for a
// reader who may only read what is stored. curl_loader.c defines the libcurl functions FeedCore
// calls; each loads the library once and calls its namesake there.
#ifndef OVERSHOOT_CURL_LOADER_H
#define OVERSHOOT_CURL_LOADER_H

/// Loads libcurl if it is not loaded yet; returns NULL once it is, or why it could not be
/// loaded (the dynamic loader's message).
const char *overshoot_curl_load(void);

#endif
