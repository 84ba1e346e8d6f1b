//! Turns moves and game events into token sequences (`Utterance`), which a vocabulary then renders.
//!
//! Nothing here knows a word of any language: an utterance says *what* is announced, `vocab` says
//! *how*. The structure of a move announcement mirrors SAN (piece, disambiguation, "takes", target
//! square, promotion piece, check), so that a listener can always turn it back into the move.

use shakmaty::{
    CastlingSide, Chess, Color, File, KnownOutcome, Move, Position, Rank, Role, san::San,
};

use crate::{
    boards::{BoardName, BoardNote, Difference},
    notation::NotationError,
    rules::{Claim, DrawReason},
};

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

/// The full announcement of `m` played in `before`, with "check" or "checkmate" when it gives one.
pub fn announce_move(before: &Chess, m: Move, style: Style) -> Utterance {
    let mut tokens = move_tokens(before, m, style);
    let mut after = before.clone();
    after.play_unchecked(m);
    if after.is_checkmate() {
        tokens.push(Token::Checkmate);
    } else if after.is_check() {
        tokens.push(Token::Check);
    }
    tokens
}

/// The move itself, without the check suffix: used in announcements and to name candidates
/// in refusals ("Springer Bella David zwei oder Springer Felix David zwei").
pub fn move_tokens(before: &Chess, m: Move, style: Style) -> Utterance {
    let (Move::Normal { .. } | Move::EnPassant { .. }) = m else {
        return match m.castling_side() {
            Some(side) => vec![Token::Castle(side)],
            None => Vec::new(),
        };
    };
    let role = m.role();
    let Some(from) = m.from() else {
        return Vec::new();
    };
    let mut tokens = Vec::with_capacity(8);
    if role != Role::Pawn || style.say_pawn {
        tokens.push(Token::Piece(role));
    }
    match style.form {
        Form::Long => tokens.extend([Token::File(from.file()), Token::Rank(from.rank())]),
        Form::Short => {
            if let San::Normal { file, rank, .. } = San::from_move(before, m) {
                tokens.extend(file.map(Token::File));
                tokens.extend(rank.map(Token::Rank));
            }
        }
    }
    if m.is_capture() {
        tokens.push(Token::Takes);
    }
    tokens.extend(square_tokens(m.to()));
    if let Some(promotion) = m.promotion() {
        tokens.push(Token::Promotion(promotion));
    }
    if m.is_en_passant() {
        tokens.push(Token::EnPassant);
    }
    tokens
}

/// What is said after a move besides the move: a draw that can now be claimed, then the end the
/// game reached by itself (not its result, which the caller says when it ends the game).
pub fn events_after_move(game: &crate::rules::Game) -> Vec<Event> {
    let mut events: Vec<Event> = game
        .claims()
        .into_iter()
        .map(Event::ClaimAvailable)
        .collect();
    if let Some(end) = game.automatic_end()
        && let Some(reason) = end.draw_reason()
    {
        events.push(if end == crate::rules::AutomaticEnd::Stalemate {
            Event::Stalemate
        } else {
            Event::Draw(reason)
        });
    }
    events
}

/// A square as it is said: file word, then rank word ("Felix drei").
pub fn square_tokens(square: shakmaty::Square) -> [Token; 2] {
    [Token::File(square.file()), Token::Rank(square.rank())]
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Square;

    const SHORT: Style = Style {
        form: Form::Short,
        say_pawn: false,
    };

    #[test]
    fn knight_development_is_piece_and_square() {
        let pos = Chess::default();
        let m = Move::Normal {
            role: Role::Knight,
            from: Square::G1,
            capture: None,
            to: Square::F3,
            promotion: None,
        };
        assert_eq!(
            announce_move(&pos, m, SHORT),
            vec![
                Token::Piece(Role::Knight),
                Token::File(File::F),
                Token::Rank(Rank::Third)
            ]
        );
    }

    #[test]
    fn long_form_names_the_from_square() {
        let pos = Chess::default();
        let m = Move::Normal {
            role: Role::Pawn,
            from: Square::E2,
            capture: None,
            to: Square::E4,
            promotion: None,
        };
        let long = Style {
            form: Form::Long,
            say_pawn: true,
        };
        assert_eq!(
            announce_move(&pos, m, long),
            vec![
                Token::Piece(Role::Pawn),
                Token::File(File::E),
                Token::Rank(Rank::Second),
                Token::File(File::E),
                Token::Rank(Rank::Fourth)
            ]
        );
    }
}
