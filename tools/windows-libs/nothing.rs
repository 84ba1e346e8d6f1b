//! Nothing: the manifests beside this file only name crates whose sources scripts/windows-libs builds.
