// SPDX-License-Identifier: MIT
// The declaration in include/fuzzer.h is all this target provides; libFuzzer defines the driver.
#include "fuzzer.h"
