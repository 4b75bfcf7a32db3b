// libFuzzer's driver, started from each target's entry point. SwiftPM links executables with
// `--defsym main=<Target>_main`, so the targets start libFuzzer themselves instead of using its
// `main`.
#pragma once
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

// Runs libFuzzer on the target's `LLVMFuzzerTestOneInput` (each target defines it with
// `@_cdecl`) with the program's arguments: the whole of every target's entry point.
int OvershootFuzzMain(int argc, char **argv);
