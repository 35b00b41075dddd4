// SPDX-License-Identifier: MIT

// File names, atomic and saved files and translations live in KolodaAppBase, which links no
// toolkit (Photo Sort's model uses it); an app that imports KolodaAppSupport has them as before.
@_exported import KolodaAppBase
