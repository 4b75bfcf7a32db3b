// libcurl's types and constants for Swift (CURL, CURLoption, CURLOPT_…, CURLINFO_…). Its
// functions are not called by these names: CurlLoader loads libcurl on first use and offers each
// one as `overshoot_curl_…`, typed per argument, since Swift cannot call the variadic
// curl_easy_setopt and curl_easy_getinfo.
#ifndef OVERSHOOT_CCURL_SHIM_H
#define OVERSHOOT_CCURL_SHIM_H

#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

/// The result of a finished transfer from a CURLMSG_DONE message (a union field in C).
static inline CURLcode overshoot_curl_message_result(const CURLMsg *message) {
  return message->data.result;
}

#endif
