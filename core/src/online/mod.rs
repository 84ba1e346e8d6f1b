//! Online play on lichess through its Board API, as the pure core sees it. The shell's
//! connection (`src/devices/lichess/`) reads the server's NDJSON streams and sends its requests;
//! everything it reads comes in here as an [`Incoming`] value, still as the raw line, so a
//! journal can keep it and a replay parses it the same way; everything the game wants sent goes
//! out as an [`Outgoing`] value. What the lines mean — the opponent's move, the server's clock,
//! an offer, the end — is decided here, with no I/O.
//!
//! - `wire`: the serde types of the lines, tolerant of fields lichess adds.
//! - `control`: a time control checked before it is sent, with the reason lichess would refuse it.
//! - `game`: a lichess game as a `Setup`, with the player's own words and board.
//! - `lobby`: the event stream as the player hears it: challenges, games, our seek or challenge;
//!   `lobby_line`: what the player types there.
//! - `sync`: a new move list against the game: moves to add, moves taken back, or a game that
//!   went another way (resync from `gameFull`).

pub mod control;
pub mod game;
pub mod lobby;
pub mod lobby_line;
pub mod sync;
pub mod wire;

use std::time::Duration;

/// What the connection brings in. Journaled with the game, so it is plain data.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Incoming {
    /// One line of the game's stream (`gameFull`, `gameState`, `chatLine`, `opponentGone`), as
    /// it came; empty lines (keep-alives) are not passed on.
    GameLine(String),
    /// The server answered request `id` (an [`Outgoing`] sent for the game).
    Answered {
        id: u64,
        outcome: Result<(), RequestError>,
    },
    /// The connection changed.
    Link(Link),
}

/// How the connection stands.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Link {
    /// The game's stream is open (again): a `gameFull` follows.
    Up,
    /// The stream was lost (`reason` in the connection's words: a timeout, a reset); it is
    /// opened again after `retry_in`.
    Lost { reason: String, retry_in: Duration },
    /// Another client opened the event stream with the same token: lichess closed ours.
    TakenOver,
    /// lichess asked us to slow down (HTTP 429): nothing is sent for `wait`, and a stream
    /// answered so is opened again after it.
    RateLimited { wait: Duration },
    /// lichess refused the game's stream for a reason waiting does not mend (the login, HTTP
    /// 401; a game it does not have for us, 404): it is not opened again.
    Closed(RequestError),
}

impl Link {
    /// What the player hears of the change (`None` for `Up`, which is worth saying only after a
    /// loss: the game's session decides that).
    pub fn message(&self) -> Option<crate::message::Message> {
        use crate::message::{Arg, Message, shown};
        match self {
            Link::Up => None,
            Link::Lost { reason, retry_in } => Some(Message::Ui(
                "online-lost",
                vec![
                    ("reason", shown(reason, 100)),
                    ("seconds", Arg::Number(retry_in.as_secs().max(1))),
                ],
            )),
            Link::TakenOver => Some(Message::ui("online-taken-over")),
            Link::RateLimited { wait } => Some(Message::Ui(
                "online-rate-limited",
                vec![("seconds", Arg::Number(wait.as_secs()))],
            )),
            Link::Closed(RequestError::Unauthorized) => Some(Message::ui("online-closed-login")),
            Link::Closed(_) => Some(Message::ui("online-closed-gone")),
        }
    }
}

/// Why a request failed, as the player needs to hear it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum RequestError {
    /// The server refused it (HTTP 400), with lichess's own reason.
    Refused { reason: String },
    /// The token is missing, expired or revoked (HTTP 401): log in again.
    Unauthorized,
    /// The game or challenge is gone (HTTP 404).
    NotFound,
    /// Too many requests (HTTP 429): waited out, then not retried.
    RateLimited,
    /// No answer: the network, TLS, a timeout; in the connection's words.
    Network { reason: String },
    /// No connection to send it on: the game was taken up without one.
    NotConnected,
}

/// What the game asks the connection to send for it, in the order asked, one at a time.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Outgoing {
    /// `POST /api/board/game/{id}/move/{uci}`, offering a draw with it when asked.
    Move {
        uci: String,
        offering_draw: bool,
    },
    /// Offer or accept a draw (`yes`), or decline one (`no`).
    Draw(bool),
    /// Propose or accept a takeback (`yes`), or decline one (`no`).
    Takeback(bool),
    Resign,
    /// Only before both sides have moved.
    Abort,
    /// Only once the opponent has been gone long enough (`opponentGone`).
    ClaimVictory,
    ClaimDraw,
    Chat {
        room: Room,
        text: String,
    },
}

/// A game's chat room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Room {
    Player,
    Spectator,
}

impl Room {
    /// The name lichess gives it.
    pub fn as_str(self) -> &'static str {
        match self {
            Room::Player => "player",
            Room::Spectator => "spectator",
        }
    }
}

/// `text` as one segment of a URL's path (a game's or a challenge's id, a user's name):
/// letters, digits, `-` and `_` as they are, every other byte percent-encoded, so that a name
/// typed by the player cannot reach another endpoint.
pub fn segment(text: &str) -> String {
    let mut encoded = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_' {
            encoded.push(byte as char);
        } else {
            encoded.push_str(&format!("%{byte:02X}"));
        }
    }
    encoded
}

impl Outgoing {
    /// The request's path below the game (`/api/board/game/{id}/…`) and its form body.
    pub fn request(&self, game_id: &str) -> (String, Vec<(&'static str, String)>) {
        let base = format!("/api/board/game/{}", segment(game_id));
        let yes_no = |yes: bool| if yes { "yes" } else { "no" };
        match self {
            Outgoing::Move { uci, offering_draw } => {
                let mut path = format!("{base}/move/{uci}");
                if *offering_draw {
                    path.push_str("?offeringDraw=true");
                }
                (path, Vec::new())
            }
            Outgoing::Draw(yes) => (format!("{base}/draw/{}", yes_no(*yes)), Vec::new()),
            Outgoing::Takeback(yes) => (format!("{base}/takeback/{}", yes_no(*yes)), Vec::new()),
            Outgoing::Resign => (format!("{base}/resign"), Vec::new()),
            Outgoing::Abort => (format!("{base}/abort"), Vec::new()),
            Outgoing::ClaimVictory => (format!("{base}/claim-victory"), Vec::new()),
            Outgoing::ClaimDraw => (format!("{base}/claim-draw"), Vec::new()),
            Outgoing::Chat { room, text } => (
                format!("{base}/chat"),
                vec![("room", room.as_str().to_string()), ("text", text.clone())],
            ),
        }
    }
}

/// What the player asks of an online game besides its moves, draws and resigning: a takeback,
/// aborting, declining an offer (the window's keys and the lines `/takeback`, `/abort`,
/// `/decline` give them as `Command::Online`), a chat line with its text (`/chat …`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum OnlineAct {
    /// Propose a takeback, or accept the opponent's.
    Takeback,
    /// Abort the game (only before both sides have moved).
    Abort,
    /// Decline the opponent's standing draw or takeback offer.
    Decline,
    /// Write to the opponent in the game's chat.
    Chat(String),
}

impl std::error::Error for RequestError {}
crate::vocab::displayed_in_english!(RequestError);

impl RequestError {
    /// What the player hears, with what they can do about it.
    pub fn message(&self) -> crate::message::Message {
        use crate::message::{Arg, Message};
        let reason = |text: &str| ("reason", Arg::Key(crate::shown::visible(text, 100)));
        match self {
            RequestError::Refused { reason: text } => {
                Message::Ui("error-online-refused", vec![reason(text)])
            }
            RequestError::Unauthorized => Message::ui("error-online-unauthorized"),
            RequestError::NotFound => Message::ui("error-online-not-found"),
            RequestError::RateLimited => Message::ui("error-online-rate-limited"),
            RequestError::Network { reason: text } => {
                Message::Ui("error-online-network", vec![reason(text)])
            }
            RequestError::NotConnected => Message::ui("error-online-not-connected"),
        }
    }
}
