// SPDX-License-Identifier: MIT
// What the web deck's WebAssembly needs of C: see strtod.c. Nothing to call from Swift.
#pragma once
