//! The words types: what the core says, before any language has a word for it. Tokens and
//! utterances, the events of a game, times as said, how a move is announced, the differences of a
//! physical board and the reasons a move entry is refused. Announcements (`announce`), the two
//! boards (`boards`), move entry (`notation`) and the vocabularies (`vocab`) all speak in these
//! types, so they live here, below all four: none of those modules needs another to name them.

use shakmaty::{CastlingSide, Color, File, KnownOutcome, Piece, Rank, Role, Square};

use crate::draw::{Claim, DrawReason};

/// One announcement: the tokens in the order they are said.
pub type Utterance = Vec<Token>;

/// The smallest unit a vocabulary renders as words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token {
    Piece(Role),
    File(File),
    Rank(Rank),
    Takes,
    Promotion(Role),
    EnPassant,
    Check,
    Checkmate,
    Castle(CastlingSide),
    /// A player's colour ("Weiß"), e.g. before their time.
    Color(Color),
    /// A span of time said in words, never as a clock face ("eine Stunde, 3 Minuten").
    Time(TimeWords),
    /// Moves completed so far (D.2.6.1, D.2.10.4): "12 Züge gespielt".
    MovesCompleted(u32),
    /// What stands on a square, said without an article ("weißer Springer", or "leer").
    Occupant(Option<shakmaty::Piece>),
    /// A square where a physical board and the game differ (D.2.9).
    Difference(Difference),
    /// How a whole physical board stands to the game.
    BoardNote(BoardName, BoardNote),
    Event(Event),
    /// A move entry that was refused, with the precise reason.
    Refusal(Box<NotationError>),
}

impl Token {
    /// A word of the player's vocabulary (a file, rank, piece, castling, capture, check, mate,
    /// promotion); the other tokens are sentences in the interface language.
    pub fn is_move_word(&self) -> bool {
        match self {
            Token::Piece(_)
            | Token::File(_)
            | Token::Rank(_)
            | Token::Takes
            | Token::Promotion(_)
            | Token::EnPassant
            | Token::Check
            | Token::Checkmate
            | Token::Castle(_) => true,
            Token::Color(_)
            | Token::Time(_)
            | Token::MovesCompleted(_)
            | Token::Occupant(_)
            | Token::Difference(_)
            | Token::BoardNote(..)
            | Token::Event(_)
            | Token::Refusal(_) => false,
        }
    }
}

/// Something that happens in a game besides a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Stalemate,
    Draw(DrawReason),
    ClaimAvailable(Claim),
    Result(KnownOutcome),
    DrawOffer(Color),
    Resignation(Color),
    /// The player's time is up (§6.9); the result follows as its own event.
    FlagFall(Color),
    /// Both flags are down (Guideline III.3.1).
    BothFlagsFallen,
}

/// A duration split the way it is said: hours, minutes, seconds, and tenths of a second when
/// little time is left. A screen reader must never read "01:03:10" as a time of day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeWords {
    pub hours: u64,
    pub minutes: u8,
    pub seconds: u8,
    /// Tenths, only under ten seconds and only when asked for.
    pub tenths: Option<u8>,
}

impl TimeWords {
    /// Rounded down, as a clock shows it; with `tenths`, times under ten seconds keep a decimal.
    pub fn new(time: std::time::Duration, tenths: bool) -> TimeWords {
        let total = time.as_secs();
        let with_tenths = tenths && total < 10;
        TimeWords {
            hours: total / 3600,
            minutes: (total / 60 % 60) as u8,
            seconds: (total % 60) as u8,
            tenths: with_tenths.then(|| (time.subsec_millis() / 100) as u8),
        }
    }
}

/// Short form follows SAN ("Springer Felix drei"); long form always names the from-square
/// ("Springer Gustav eins Felix drei").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Form {
    #[default]
    Short,
    Long,
}

impl crate::choice::Choice for Form {
    const ALL: &'static [Form] = &[Form::Short, Form::Long];

    fn as_str(self) -> &'static str {
        match self {
            Form::Short => "short",
            Form::Long => "long",
        }
    }
}

impl std::fmt::Display for Form {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(crate::choice::Choice::as_str(*self))
    }
}

/// How moves are announced for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Style {
    pub form: Form,
    /// Say the pawn word ("Bauer Eva vier") on pawn moves.
    pub say_pawn: bool,
}

/// Which physical board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardName {
    /// The visually impaired player's tactile board (D.1.1–D.1.4).
    Tactile,
    /// The sighted player's ordinary board.
    Sighted,
}

impl BoardName {
    /// The selector value passed to the vocabulary's messages.
    pub fn as_str(self) -> &'static str {
        match self {
            BoardName::Tactile => "tactile",
            BoardName::Sighted => "sighted",
        }
    }
}

/// One square where a board and the game disagree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Difference {
    pub board: BoardName,
    pub square: Square,
    /// What stands there on the physical board.
    pub on_board: Option<Piece>,
    /// What stands there in the game.
    pub in_game: Option<Piece>,
}

/// What a comparison says about a whole board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardNote {
    InStep,
    /// The move still to make on the board, as tokens.
    MoveMissing(Utterance),
    /// The move made on the board but not in the game, as tokens.
    MoveAhead(Utterance),
}

/// Why an entry is not a legal move. Each variant is rendered as words by the vocabulary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    Empty,
    NotUnderstood {
        word: String,
    },
    /// Longer than any move is written or said (a paste, a stuck key): refused unread.
    TooLong {
        chars: usize,
    },
    /// Words were understood but do not name a target square.
    Incomplete,
    GameOver,
    /// No piece of that kind can go there ("Kein Springer kann nach Felix fünf").
    NoPieceReaches {
        role: Role,
        to: Square,
    },
    /// "Springer auf Gustav eins kann nicht nach Gustav drei".
    PieceCannotMove {
        role: Role,
        from: Square,
        to: Square,
    },
    NoOwnPieceOn {
        from: Square,
    },
    WrongPieceOn {
        role: Role,
        from: Square,
    },
    OwnPieceOnTarget {
        to: Square,
    },
    NothingToCapture {
        to: Square,
    },
    Ambiguous {
        candidates: Vec<Utterance>,
    },
    LeavesKingInCheck {
        attempted: Utterance,
    },
    DoesNotAnswerCheck {
        attempted: Utterance,
    },
    CastlingRefused {
        side: CastlingSide,
        reason: CastlingRefusal,
    },
    PromotionMissing {
        to: Square,
    },
    PromotionInvalid {
        role: Role,
    },
    NotAPromotion {
        attempted: Utterance,
    },
}

/// Why castling is not allowed now (§3.8.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingRefusal {
    /// The king or that rook has moved.
    NoRight,
    /// A piece stands between the king and the rook or on a destination square.
    Blocked,
    InCheck,
    ThroughCheck,
    IntoCheck,
}
