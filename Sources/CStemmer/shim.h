// libstemmer, the Snowball stemmers (Debian: libstemmer-dev): plurals and other forms of a word
// reduce to one stem, at index time and for each query word. Imported as is: four plain C calls
// (sb_stemmer_new, sb_stemmer_stem, sb_stemmer_length, sb_stemmer_delete) Swift calls directly.
#include <libstemmer.h>
