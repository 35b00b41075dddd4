// SPDX-License-Identifier: MIT
#pragma once
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for programs that have a main of their own (LLVM's documented entry point).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
