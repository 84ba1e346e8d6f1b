//! The stores: every file the app writes or reads — the game's journal, the settings, the
//! training record, PGN files, the scoresheet and its braille, the lichess token. Each write is atomic or journaled.
//! Beside them, the libraries that lie beside the program and their data (`shipped`).

pub mod journal;
pub mod liblouis;
pub mod lichess_token;
pub mod pgn_file;
pub mod progress_file;
pub mod scoresheet;
pub mod settings;
pub mod shipped;

/// A write past the file-size limit (`ulimit -f`, a quota set that way) fails with its error,
/// which each store says like a full disk's, instead of ending the app: by default the kernel
/// kills a process that writes past the limit (SIGXFSZ), and the game in hand with it.
/// Called once, first thing.
pub fn writes_past_the_size_limit_fail_not_kill() {
    #[cfg(unix)]
    // SAFETY: ignoring a signal before any thread is started; no handler runs.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}
