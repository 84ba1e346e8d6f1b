//! The signals that ask a program to stop — Ctrl+C (SIGINT), SIGTERM, a closed terminal
//! (SIGHUP) — caught where stopping at once would lose work the player has done: a training
//! round is then ended as the end of input ends it, and kept. Elsewhere they stop the app as
//! they always did.

use std::sync::atomic::{AtomicBool, Ordering};

/// Set by the handler; read by the loop that asked for it.
static ASKED: AtomicBool = AtomicBool::new(false);

/// Catches SIGINT, SIGTERM and SIGHUP from now on: each only notes that a stop was asked
/// ([`asked`]), for the caller to end what it does as it would at the end of input. On Windows
/// nothing is caught yet (a console's Ctrl+C ends the app as before).
pub fn catch() {
    #[cfg(unix)]
    for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        let handler: extern "C" fn(libc::c_int) = noted;
        // SAFETY: the handler only stores to an atomic, which is async-signal-safe; signal(2)
        // is given a valid function of the right type.
        unsafe {
            libc::signal(signal, handler as libc::sighandler_t);
        }
    }
}

/// Whether a stop was asked since [`catch`].
pub fn asked() -> bool {
    ASKED.load(Ordering::SeqCst)
}

#[cfg(unix)]
extern "C" fn noted(_: libc::c_int) {
    ASKED.store(true, Ordering::SeqCst);
}
