// Intentionally empty: SwiftPM needs one source file to build a C target; the API is the header.
#include "swift_emoji_paths.h"
