// fontconfig, to learn which fonts the desktop uses for emoji and which code points they cover.
// Imported as is: every function used is a plain C function Swift can call directly.
#include <fontconfig/fontconfig.h>
