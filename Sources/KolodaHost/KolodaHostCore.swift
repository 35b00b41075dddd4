// SPDX-License-Identifier: MIT

// Input and the deck's words live in KolodaHostCore, which the web's Embedded Swift build links
// without the main actor; a host that imports KolodaHost has them as before.
@_exported import KolodaHostCore
