// SPDX-License-Identifier: MIT
// What the web deck's WebAssembly needs of C (strtod.c), and what it takes from the page rather
// than from the C library (random.c, math.c). Nothing to call from Swift.
#pragma once
