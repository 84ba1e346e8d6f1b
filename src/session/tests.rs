//! Unit tests of the session's pieces; whole games are in `tests/`.
