// libcurl for Swift: curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call, so each argument type gets one typed wrapper here.
#ifndef OVERSHOOT_CCURL_SHIM_H
#define OVERSHOOT_CCURL_SHIM_H

#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

static inline CURLcode overshoot_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode overshoot_curl_set_offset(CURL *handle, CURLoption option,
                                                 curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode overshoot_curl_set_string(CURL *handle, CURLoption option,
                                                 const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode overshoot_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode overshoot_curl_set_list(CURL *handle, CURLoption option,
                                               struct curl_slist *value) {
  return curl_easy_setopt(handle, option, value);
}

/// The write and header callbacks share this signature.
static inline CURLcode overshoot_curl_set_callback(CURL *handle, CURLoption option,
                                                   curl_write_callback callback) {
  return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode overshoot_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

/// The result of a finished transfer from a CURLMSG_DONE message (a union field in C).
static inline CURLcode overshoot_curl_message_result(const CURLMsg *message) {
  return message->data.result;
}

#endif
