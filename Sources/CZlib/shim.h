// zlib, for the deflate-compressed sections of the emoji index and their CRC-32 checksums.
// Imported as is: every function used is a plain C function Swift can call directly.
#include <zlib.h>
