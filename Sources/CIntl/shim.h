// gettext, which glibc carries (no library to link): Swift's Glibc module leaves libintl.h out.
#include <libintl.h>
#include <locale.h>
