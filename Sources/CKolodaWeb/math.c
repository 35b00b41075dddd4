// SPDX-License-Identifier: MIT
// The C library's functions of trigonometry and exponentials, for the deck's springs and turns,
// taken from the browser's Math object instead of compiled in: wasi-libc's, with their tables of
// argument reduction and of exp, were 8.6 KB of a page's download, gzipped, and every browser
// already has them. Emscripten offers the same for the same reason (-sJS_MATH). The page's script
// passes `Math` as the module's `Math` import (Web/koloda-deck.js). A browser's Math may differ from
// a C library in the last bit, as two C libraries do; Tests/Web checks this module's poses against
// the native simulation's. Only for WebAssembly: natively the C library has its own.
#if defined(__wasm__)
#define KOLODA_MATH(name, ...)                                                                             \
    __attribute__((import_module("Math"), import_name(#name))) double koloda_math_##name(__VA_ARGS__);     \
    double name(__VA_ARGS__)

KOLODA_MATH(sin, double x) { return koloda_math_sin(x); }
KOLODA_MATH(cos, double x) { return koloda_math_cos(x); }
KOLODA_MATH(sinh, double x) { return koloda_math_sinh(x); }
KOLODA_MATH(cosh, double x) { return koloda_math_cosh(x); }
KOLODA_MATH(exp, double x) { return koloda_math_exp(x); }
KOLODA_MATH(atan2, double y, double x) { return koloda_math_atan2(y, x); }
#endif
