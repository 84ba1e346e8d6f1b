//! The online game's other end, as the driver sees it: where the session's `Effect::Online`
//! requests go, and where the server's lines and answers come from. The lichess connection
//! (`devices::lichess`) is one; a test's hand is another. Without one — an online game taken
//! up from its journal with no connection — every request is answered at once as not sent,
//! so the player hears why and the game waits for the connection.

use annabella_core::online::{Incoming, Outgoing, RequestError};

/// An online game's connection. See the module documentation.
pub trait Remote: Send {
    /// Sends request `id` (in the order given, one at a time); its answer comes back as
    /// `Incoming::Answered { id, .. }`.
    fn send(&mut self, id: u64, request: Outgoing);
    /// What arrived since last asked, in order (never blocks).
    fn incoming(&mut self) -> Vec<Incoming>;
    /// `waker` is called from the connection's threads when something arrives.
    fn set_waker(&mut self, waker: crate::devices::speech::Waker);
}

/// The answer to a request no connection can send.
pub(super) fn not_connected(id: u64) -> Incoming {
    Incoming::Answered {
        id,
        outcome: Err(RequestError::NotConnected),
    }
}
