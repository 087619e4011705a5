// libFuzzer's driver, for fuzz binaries that bring their own `main` (SwiftPM names an
// executable's entry point `<Module>_main`, so libFuzzer's own `main` cannot be used).
#ifndef SWIFT_EMOJI_CFUZZING_H
#define SWIFT_EMOJI_CFUZZING_H
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
