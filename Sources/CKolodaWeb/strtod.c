// SPDX-License-Identifier: MIT
// Embedded Swift's standard library reads a Double from text (`Double(_: String)`, which the
// scenario parser uses) through the runtime function below, which its runtime for wasm32 does not
// define. It is defined here from wasi-libc's strtod (whose locale is always "C"), as the Swift
// runtime defines it: the end of what was read, or null when nothing was. Only for WebAssembly:
// natively the Swift runtime has its own.
#if defined(__wasm__)
double strtod(const char *restrict text, char **restrict end);

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
    char *end = 0;
    *result = strtod(text, &end);
    return end == text ? 0 : end;
}
#endif
