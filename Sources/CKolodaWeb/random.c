// SPDX-License-Identifier: MIT
// Embedded Swift's standard library seeds its hashing with random bytes from arc4random_buf.
// wasi-libc's arc4random_buf runs a ChaCha20 generator whose failure path asserts, and the
// assertion links printf and stdio: a tenth of the page's module for bytes the page gives anyway.
// Defined here from the random bytes WASI gives (getentropy: the page's crypto.getRandomValues),
// so the linker leaves wasi-libc's out. Only for WebAssembly: natively the C library has its own.
#if defined(__wasm__)
#include <stddef.h>

int getentropy(void *buffer, size_t length);

void arc4random_buf(void *buffer, size_t size) {
    unsigned char *bytes = buffer;
    while (size > 0) {
        // getentropy gives at most 256 bytes a call. The page's source does not fail; if it ever
        // did, the bytes stay as they were: a hash seed, not a secret.
        size_t chunk = size < 256 ? size : 256;
        if (getentropy(bytes, chunk) != 0) return;
        bytes += chunk;
        size -= chunk;
    }
}
#endif
