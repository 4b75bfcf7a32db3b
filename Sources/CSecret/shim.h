// libsecret for the sync accounts' passwords. libsecret's password calls are variadic (one
// name/value pair per attribute), which Swift cannot call; these helpers fix the schema and its
// two attributes, so Swift sees three plain functions.
#pragma once
#include <libsecret/secret.h>

// The schema of an account's password: the server's address and the user name.
static inline const SecretSchema *overshoot_secret_schema(void) {
  static const SecretSchema schema = {
      "io.github.overshoot.Overshoot.Account",
      SECRET_SCHEMA_NONE,
      {
          {"server", SECRET_SCHEMA_ATTRIBUTE_STRING},
          {"user", SECRET_SCHEMA_ATTRIBUTE_STRING},
          {NULL, 0},
      },
  };
  return &schema;
}

// Stores (or replaces) the password in the default collection; FALSE with `error` set on failure.
static inline gboolean overshoot_secret_store(const char *server, const char *user,
                                              const char *label, const char *password,
                                              GError **error) {
  return secret_password_store_sync(overshoot_secret_schema(), SECRET_COLLECTION_DEFAULT, label,
                                    password, NULL, error, "server", server, "user", user, NULL);
}

// The password, or NULL when none is stored (`error` unset) or on failure (`error` set). Free
// it with secret_password_free.
static inline char *overshoot_secret_lookup(const char *server, const char *user,
                                            GError **error) {
  return secret_password_lookup_sync(overshoot_secret_schema(), NULL, error, "server", server,
                                     "user", user, NULL);
}

// Deletes the password; FALSE when there was none or on failure (`error` set).
static inline gboolean overshoot_secret_clear(const char *server, const char *user,
                                              GError **error) {
  return secret_password_clear_sync(overshoot_secret_schema(), NULL, error, "server", server,
                                    "user", user, NULL);
}
