// GNU gettext as glibc provides it (libintl.h), and setlocale: the user interface's words in the
// user's language. Swift's Glibc module leaves libintl out; the functions are plain C.
#include <libintl.h>
#include <locale.h>
