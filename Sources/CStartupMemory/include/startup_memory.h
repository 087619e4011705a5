#ifndef SWIFT_EMOJI_STARTUP_MEMORY_H
#define SWIFT_EMOJI_STARTUP_MEMORY_H

#include <stddef.h>

/// Gives back to the system the memory that only start-up used, so the long-running engine's
/// resident set holds what its keys need: the relocation table of every loaded object (the
/// dynamic loader reads it once; a static-PIE Swift binary's is about 1 MB, libstemmer's 0.25 MB;
/// a later read would fault the pages in again from the file) and the heap freed while the index
/// was loaded (malloc_trim). Safe to call from any thread, any number of times.
///
/// Returns the number of bytes of relocation tables released.
size_t swift_emoji_release_startup_memory(void);

#endif
