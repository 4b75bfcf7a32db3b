// libcurl's functions that FeedCore calls, as `overshoot_curl_…`, each forwarding to libcurl
// loaded on first use (see CurlLoader.h). Nothing here links libcurl.
#define _GNU_SOURCE
#include "CurlLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

/// Every libcurl function FeedCore calls, found in the library loaded.
static struct {
  CURLcode (*global_init)(long);
  CURL *(*easy_init)(void);
  void (*easy_cleanup)(CURL *);
  CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
  CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
  const char *(*easy_strerror)(CURLcode);
  CURLM *(*multi_init)(void);
  CURLMcode (*multi_cleanup)(CURLM *);
  CURLMcode (*multi_add_handle)(CURLM *, CURL *);
  CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
  CURLMcode (*multi_perform)(CURLM *, int *);
  CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd[], unsigned int, int, int *);
  CURLMcode (*multi_wakeup)(CURLM *);
  CURLMsg *(*multi_info_read)(CURLM *, int *);
  struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
  void (*slist_free_all)(struct curl_slist *);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[512];

// The library's soname (the ABI FeedCore is built against), then the unversioned name a
// development install also has.
static void load(void) {
  void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    // Why the soname failed is what to report, not why the fallback did too.
    const char *reason = dlerror();
    snprintf(load_error, sizeof load_error, "%s", reason ? reason : "libcurl.so.4 not found");
    library = dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    load_error[0] = 0;
  }
#define FIND(field, name)                                                                    \
  if (!(*(void **)&curl.field = dlsym(library, #name))) {                                    \
    snprintf(load_error, sizeof load_error, "libcurl.so.4 has no %s (libcurl 7.68 or later " \
             "is needed)", #name);                                                           \
    return;                                                                                  \
  }
  FIND(global_init, curl_global_init)
  FIND(easy_init, curl_easy_init)
  FIND(easy_cleanup, curl_easy_cleanup)
  FIND(easy_setopt, curl_easy_setopt)
  FIND(easy_getinfo, curl_easy_getinfo)
  FIND(easy_strerror, curl_easy_strerror)
  FIND(multi_init, curl_multi_init)
  FIND(multi_cleanup, curl_multi_cleanup)
  FIND(multi_add_handle, curl_multi_add_handle)
  FIND(multi_remove_handle, curl_multi_remove_handle)
  FIND(multi_perform, curl_multi_perform)
  FIND(multi_poll, curl_multi_poll)
  FIND(multi_wakeup, curl_multi_wakeup)
  FIND(multi_info_read, curl_multi_info_read)
  FIND(slist_append, curl_slist_append)
  FIND(slist_free_all, curl_slist_free_all)
#undef FIND
}

const char *overshoot_curl_load(void) {
  pthread_once(&load_once, load);
  return load_error[0] ? load_error : NULL;
}

// Until libcurl is loaded no handle exists, so only the functions that make one, and the
// global set-up, can be the first call; they fail as libcurl does when it cannot start.

CURLcode overshoot_curl_global_init(long flags) {
  return overshoot_curl_load() ? CURLE_FAILED_INIT : curl.global_init(flags);
}

CURL *overshoot_curl_easy_init(void) { return overshoot_curl_load() ? NULL : curl.easy_init(); }

CURLM *overshoot_curl_multi_init(void) {
  return overshoot_curl_load() ? NULL : curl.multi_init();
}

struct curl_slist *overshoot_curl_slist_append(struct curl_slist *list, const char *string) {
  return overshoot_curl_load() ? NULL : curl.slist_append(list, string);
}

const char *overshoot_curl_easy_strerror(CURLcode code) {
  return overshoot_curl_load() ? "libcurl could not be loaded" : curl.easy_strerror(code);
}

// The rest take a handle (or a list) that one of the above made, so libcurl is loaded.

void overshoot_curl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }

void overshoot_curl_slist_free_all(struct curl_slist *list) {
  if (list) curl.slist_free_all(list);
}

// One typed setter per argument type: the value reaches libcurl's variadic setopt as the type
// the caller passed, as curl/curl.h documents for each option.
CURLcode overshoot_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl.easy_setopt(handle, option, value);
}

CURLcode overshoot_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
  return curl.easy_setopt(handle, option, value);
}

CURLcode overshoot_curl_set_string(CURL *handle, CURLoption option, const char *value) {
  return curl.easy_setopt(handle, option, value);
}

CURLcode overshoot_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl.easy_setopt(handle, option, value);
}

CURLcode overshoot_curl_set_list(CURL *handle, CURLoption option, struct curl_slist *value) {
  return curl.easy_setopt(handle, option, value);
}

CURLcode overshoot_curl_set_callback(CURL *handle, CURLoption option,
                                     curl_write_callback callback) {
  return curl.easy_setopt(handle, option, callback);
}

CURLcode overshoot_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl.easy_getinfo(handle, info, value);
}

CURLMcode overshoot_curl_multi_cleanup(CURLM *multi) { return curl.multi_cleanup(multi); }

CURLMcode overshoot_curl_multi_add_handle(CURLM *multi, CURL *handle) {
  return curl.multi_add_handle(multi, handle);
}

CURLMcode overshoot_curl_multi_remove_handle(CURLM *multi, CURL *handle) {
  return curl.multi_remove_handle(multi, handle);
}

CURLMcode overshoot_curl_multi_perform(CURLM *multi, int *running) {
  return curl.multi_perform(multi, running);
}

CURLMcode overshoot_curl_multi_poll(CURLM *multi, struct curl_waitfd extra[], unsigned int count,
                                    int timeout, int *ready) {
  return curl.multi_poll(multi, extra, count, timeout, ready);
}

CURLMcode overshoot_curl_multi_wakeup(CURLM *multi) { return curl.multi_wakeup(multi); }

CURLMsg *overshoot_curl_multi_info_read(CURLM *multi, int *queued) {
  return curl.multi_info_read(multi, queued);
}
