//! The lines of lichess's NDJSON streams, as serde types. Only the fields Annabella reads are
//! declared; lichess may add others and they are ignored. Where the schema and the server
//! disagree the server wins, with the issue named (a correspondence game's `gameFull` has no
//! `clock`, lichess-org/api#496).

use serde::Deserialize;

/// A line of a game's stream (`GET /api/board/game/stream/{id}`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum GameLine {
    /// The first line, and the first after every reconnect: the whole game.
    GameFull(Box<GameFull>),
    /// Sent on every move, offer and at the end: the whole move list and both clocks.
    GameState(GameState),
    ChatLine(ChatLine),
    /// The opponent left the game, or came back.
    OpponentGone(OpponentGone),
    /// A line of a type this version does not know: skipped.
    #[serde(other)]
    Unknown,
}

impl GameLine {
    /// Reads one line; the error says what was wrong with it (serde's words, with the column).
    pub fn parse(line: &str) -> Result<GameLine, String> {
        serde_json::from_str(line).map_err(|error| error.to_string())
    }
}

/// `gameFull`.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameFull {
    pub id: String,
    #[serde(default)]
    pub rated: bool,
    /// Absent in correspondence games (lichess-org/api#496).
    #[serde(default)]
    pub clock: Option<GameClock>,
    #[serde(default)]
    pub days_per_turn: Option<u32>,
    #[serde(default)]
    pub speed: String,
    pub white: GamePlayer,
    pub black: GamePlayer,
    /// `"startpos"` or a FEN.
    #[serde(default = "startpos")]
    pub initial_fen: String,
    pub state: GameState,
    #[serde(default)]
    pub variant: Option<Variant>,
}

fn startpos() -> String {
    "startpos".to_string()
}

/// The game's time control, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct GameClock {
    pub initial: u64,
    pub increment: u64,
}

/// One side of a game: a person (`id`, `name`) or the lichess AI (`aiLevel`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GamePlayer {
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub rating: Option<u32>,
    #[serde(default)]
    pub provisional: bool,
    #[serde(default)]
    pub ai_level: Option<u8>,
}

/// The game's variant; only standard chess is played.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Variant {
    pub key: String,
    #[serde(default)]
    pub name: String,
}

/// `gameState`: everything that changes during a game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct GameState {
    /// Every move so far in UCI, separated by spaces (not only the new one).
    #[serde(default)]
    pub moves: String,
    /// White's time left, in milliseconds (2147483647 in correspondence games).
    #[serde(default)]
    pub wtime: u64,
    #[serde(default)]
    pub btime: u64,
    #[serde(default)]
    pub winc: u64,
    #[serde(default)]
    pub binc: u64,
    pub status: Status,
    #[serde(default)]
    pub winner: Option<Winner>,
    #[serde(default)]
    pub wdraw: bool,
    #[serde(default)]
    pub bdraw: bool,
    #[serde(default)]
    pub wtakeback: bool,
    #[serde(default)]
    pub btakeback: bool,
    /// Before the first moves: how long is left to make one before the game is aborted.
    #[serde(default)]
    pub expiration: Option<Expiration>,
}

impl GameState {
    /// The moves as UCI words.
    pub fn uci_moves(&self) -> impl Iterator<Item = &str> {
        self.moves.split_whitespace()
    }
}

/// `expiration`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Expiration {
    #[serde(default)]
    pub idle_millis: u64,
    pub millis_to_move: u64,
}

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    White,
    Black,
}

impl Winner {
    pub fn color(self) -> shakmaty::Color {
        match self {
            Winner::White => shakmaty::Color::White,
            Winner::Black => shakmaty::Color::Black,
        }
    }
}

/// A game's status (`GameStatusName`), with a fallback for names this version does not know.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Status {
    #[default]
    Created,
    Started,
    Aborted,
    Mate,
    Resign,
    Stalemate,
    /// The opponent left and the other side claimed the win.
    Timeout,
    Draw,
    /// A flag fell.
    Outoftime,
    Cheat,
    /// A player did not make the first move in time.
    NoStart,
    UnknownFinish,
    InsufficientMaterialClaim,
    VariantEnd,
    #[serde(other)]
    Other,
}

impl Status {
    /// The game is still being played.
    pub fn playing(&self) -> bool {
        matches!(self, Status::Created | Status::Started)
    }
}

/// `chatLine`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct ChatLine {
    #[serde(default)]
    pub room: String,
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    pub text: String,
}

/// `opponentGone`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OpponentGone {
    pub gone: bool,
    #[serde(default)]
    pub claim_win_in_seconds: Option<u64>,
}
