// libcurl, loaded with dlopen on the first transfer instead of at start-up: libcurl brings some
// twenty libraries (GnuTLS, OpenSSL, Kerberos, LDAP, SSH, ...) that every start would map and
// relocate, and that lengthen every symbol lookup the dynamic loader makes afterwards, for a
// reader who may only read what is stored.
//
// Each libcurl function FeedCore calls is offered here under the `overshoot_curl_` prefix, so no
// symbol of ours carries a libcurl name (nothing can shadow the system's libcurl, for us or for
// a library that loads it too), and setopt/getinfo take one typed argument each: the value is
// passed on as the type the caller gave, whatever options libcurl adds later.
#ifndef OVERSHOOT_CURL_LOADER_H
#define OVERSHOOT_CURL_LOADER_H

#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

/// Loads libcurl if it is not loaded yet; returns NULL once it is, or why it could not be
/// loaded (the dynamic loader's message).
const char *overshoot_curl_load(void);

// Until libcurl is loaded no handle exists, so only these can be the first call; they fail as
// libcurl does when it cannot start.
CURLcode overshoot_curl_global_init(long flags);
CURL *overshoot_curl_easy_init(void);
CURLM *overshoot_curl_multi_init(void);
struct curl_slist *overshoot_curl_slist_append(struct curl_slist *list, const char *string);
const char *overshoot_curl_easy_strerror(CURLcode code);

// These take a handle (or a list) one of the above made.
void overshoot_curl_easy_cleanup(CURL *handle);
void overshoot_curl_slist_free_all(struct curl_slist *list);
CURLcode overshoot_curl_set_long(CURL *handle, CURLoption option, long value);
CURLcode overshoot_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value);
CURLcode overshoot_curl_set_string(CURL *handle, CURLoption option, const char *value);
CURLcode overshoot_curl_set_pointer(CURL *handle, CURLoption option, void *value);
CURLcode overshoot_curl_set_list(CURL *handle, CURLoption option, struct curl_slist *value);
/// The write and header callbacks share this signature.
CURLcode overshoot_curl_set_callback(CURL *handle, CURLoption option,
                                     curl_write_callback callback);
CURLcode overshoot_curl_get_long(CURL *handle, CURLINFO info, long *value);
CURLMcode overshoot_curl_multi_cleanup(CURLM *multi);
CURLMcode overshoot_curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode overshoot_curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode overshoot_curl_multi_perform(CURLM *multi, int *running);
CURLMcode overshoot_curl_multi_poll(CURLM *multi, struct curl_waitfd extra[], unsigned int count,
                                    int timeout, int *ready);
CURLMcode overshoot_curl_multi_wakeup(CURLM *multi);
CURLMsg *overshoot_curl_multi_info_read(CURLM *multi, int *queued);

#endif
