//! lichess, through its Board API: the connection the driver opens for online play. It knows
//! neither the driver nor a shell: lines come in as the core's [`Incoming`] (still raw, so the
//! journal keeps them as they came), requests go out from the core's [`Outgoing`], and a
//! [`Waker`] wakes the shell when something arrived.
//!
//! - `client`: the server's address, the token, one exchange and its status in the core's
//!   [`RequestError`] (`ANNABELLA_LICHESS_URL`, `ANNABELLA_LICHESS_TOKEN`).
//! - `queue`: the one queue of short requests, one at a time, 429 waited out.
//! - `stream`: a long-lived NDJSON stream on its own thread: keep-alives, the idle watchdog,
//!   bounded lines, reconnection with backoff, another client taking the event stream.
//! - `game`: a game's [`GameLink`]; `lobby`: [`Lichess`] (the account, the event stream, seeks,
//!   challenges, games opened).
//! - `auth`: logging in (OAuth 2 with PKCE through the browser, or a pasted personal token)
//!   and out; the token is kept by `stores::lichess_token`.
//!
//! ```no_run
//! use annabella::devices::lichess::{Client, Lichess};
//! use annabella::stores::lichess_token;
//!
//! let stored = lichess_token::path().and_then(|path| lichess_token::load(&path).ok().flatten());
//! let lichess = Lichess::new(Client::from_env(stored));
//! let me = lichess.account()?;
//! let events = lichess.events(None);
//! # Ok::<(), annabella_core::online::RequestError>(())
//! ```

pub mod auth;
mod client;
mod game;
mod lobby;
mod queue;
mod stream;

use std::{sync::Arc, time::Duration};

pub use annabella_core::online::wire::Account;
pub use annabella_core::online::{Incoming, Link, Outgoing, RequestError};
pub use client::{Client, LICHESS, URL_ENV, USER_AGENT};
pub use game::GameLink;
pub use lobby::{EventLink, Lichess, LobbyNews, Seek, SeekEnd, Sent};

/// Called from a connection's thread when something arrived (the same shape as the engines'
/// and the speech's waker).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// The connection's bounds and waits; the defaults are lichess's, the tests shorten them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkOptions {
    /// A stream silent for this long is dead (lichess sends a keep-alive every 7 s).
    pub idle: Duration,
    /// The first wait before opening a lost stream again; it doubles on each failure in a row.
    pub backoff_first: Duration,
    /// The longest wait between two attempts.
    pub backoff_most: Duration,
    /// The queue's pause after a 429 (lichess: "waiting one minute … will be sufficient").
    pub rate_limit_first: Duration,
    /// The longest pause, after 429s in a row (each doubles it).
    pub rate_limit_most: Duration,
    /// Connecting (and resolving the name) at most this long.
    pub connect_timeout: Duration,
    /// A short request, or a stream's headers, at most this long.
    pub request_timeout: Duration,
    /// The longest line a stream may send, in bytes (a long game's `gameFull` is a few KiB).
    pub longest_line: usize,
}

impl Default for LinkOptions {
    fn default() -> LinkOptions {
        LinkOptions {
            idle: Duration::from_secs(20),
            backoff_first: Duration::from_secs(1),
            backoff_most: Duration::from_secs(30),
            rate_limit_first: Duration::from_secs(60),
            rate_limit_most: Duration::from_secs(600),
            connect_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(20),
            longest_line: 256 * 1024,
        }
    }
}
