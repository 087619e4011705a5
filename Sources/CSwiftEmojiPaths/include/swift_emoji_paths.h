// Install paths compiled into the binaries.
//
// The Makefile passes `-Xcc -DSWIFT_EMOJI_DATADIR='"$(PREFIX)/share/swift-emoji"'` (and
// SWIFT_EMOJI_LOCALEDIR, `$(PREFIX)/share/locale`) so the engine and the CLI find the installed
// index and translations without configuration. A C macro is used because SwiftPM
// has no other way to inject a build-time string into Swift code.
#ifndef SWIFT_EMOJI_PATHS_H
#define SWIFT_EMOJI_PATHS_H

#ifndef SWIFT_EMOJI_DATADIR
#define SWIFT_EMOJI_DATADIR "/usr/share/swift-emoji"
#endif

#ifndef SWIFT_EMOJI_LOCALEDIR
#define SWIFT_EMOJI_LOCALEDIR "/usr/share/locale"
#endif

/// The data directory chosen at build time.
static inline const char *swift_emoji_compiled_datadir(void) { return SWIFT_EMOJI_DATADIR; }

/// The translations' directory chosen at build time (LOCALEDIR/LANG/LC_MESSAGES/swift-emoji.mo).
static inline const char *swift_emoji_compiled_localedir(void) { return SWIFT_EMOJI_LOCALEDIR; }

#endif
