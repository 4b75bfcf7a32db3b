// The declaration in include/FuzzDriver.h is all there is; libFuzzer defines the function.
#include "FuzzDriver.h"
