// Declarations only; libFuzzer provides LLVMFuzzerRunDriver when linked with -sanitize=fuzzer.
#include "cfuzzing.h"
