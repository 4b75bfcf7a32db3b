// libFuzzer defines LLVMFuzzerRunDriver; the target being linked defines LLVMFuzzerTestOneInput.
#include "FuzzDriver.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int OvershootFuzzMain(int argc, char **argv) {
  return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
