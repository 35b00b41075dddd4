// SPDX-License-Identifier: MIT

/// The apps' version, shown in their About dialogs; `scripts/check-version.sh` keeps it the
/// command line's, the README's, the CHANGELOG's and the AppStream metainfo's.
package let appVersion = "0.2.0"
