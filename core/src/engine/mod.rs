//! The computer opponent: the built-in engine (`builtin`, no installation, levels from beginner to
//! full strength) behind one [`Engine`] trait, which the shell also implements for external UCI
//! programs and runs on a worker thread so the window never waits for a move.
//!
//! An engine gets the whole game (start and moves, so it sees repetitions coming) and [`Limits`];
//! it answers with a legal move and what it thinks of the position.

pub mod analysis;
pub mod builtin;
pub mod elo;
pub mod openings;
pub mod perft;
pub mod serve;
pub mod spec;
pub mod verdict;

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use shakmaty::{Color, Move};

use crate::clock::Clock;
use crate::message::{Arg, LINE, Message, WORD, shown};
use crate::rules::Game;
use crate::ui_text::UiText;
use crate::vocab::{VocabId, Vocabulary};

/// Where a thinking engine reads the time for its deadlines. The core never reads the wall clock
/// itself: the shell hands in the system clock, a test may hand in a clock of its own.
pub type Now = fn() -> Instant;

/// How long an engine may think.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Limits {
    /// Exactly this long per move (UCI `go movetime`).
    pub movetime: Option<Duration>,
    /// The players' clocks: the engine shares its time out itself.
    pub clock: Option<ClockLimits>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ClockLimits {
    pub white: Duration,
    pub black: Duration,
    pub white_increment: Duration,
    pub black_increment: Duration,
    /// Moves until the next time control, when there is one.
    pub moves_to_go: Option<u32>,
}

impl ClockLimits {
    pub fn remaining(&self, color: Color) -> (Duration, Duration) {
        match color {
            Color::White => (self.white, self.white_increment),
            Color::Black => (self.black, self.black_increment),
        }
    }
}

impl Limits {
    pub fn movetime(movetime: Duration) -> Limits {
        Limits {
            movetime: Some(movetime),
            ..Limits::default()
        }
    }

    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// The players' clocks at `now`: time left, the bonus per move, and the moves to the next
    /// time control for the side whose clock runs.
    pub fn from_clock(clock: &Clock, now: Duration) -> Limits {
        let side = |color: Color| {
            let bonus = clock
                .control()
                .period(clock.period(color))
                .map_or(Duration::ZERO, |p| p.bonus.per_move());
            (clock.remaining(color, now), bonus)
        };
        let turn = clock.active().unwrap_or(Color::White);
        let moves_to_go = clock
            .control()
            .period_at(clock.moves(turn))
            .and_then(|(_, end)| end)
            .map(|end| end - clock.moves(turn));
        let ((white, white_increment), (black, black_increment)) =
            (side(Color::White), side(Color::Black));
        Limits {
            clock: Some(ClockLimits {
                white,
                black,
                white_increment,
                black_increment,
                moves_to_go,
            }),
            ..Limits::default()
        }
    }
}

/// What an engine thinks of a position, from the point of view of the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Score {
    Centipawns(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

impl Score {
    /// The same judgement from the other side.
    pub fn flipped(self) -> Score {
        match self {
            Score::Centipawns(cp) => Score::Centipawns(-cp),
            Score::Mate(n) => Score::Mate(-n),
        }
    }

    /// From White's point of view, given who was to move.
    pub fn for_white(self, turn: Color) -> Score {
        if turn == Color::White {
            self
        } else {
            self.flipped()
        }
    }
}

/// An engine's answer.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Reply {
    /// Always legal in the position asked about.
    #[serde(with = "crate::saved::moves")]
    pub mv: Move,
    pub score: Option<Score>,
    pub depth: u32,
    pub nodes: u64,
    /// The line the engine expects, starting with `mv`.
    #[serde(with = "crate::saved::move_list")]
    pub pv: Vec<Move>,
}

/// Why an engine gave no move. The game goes on: the caller reports this in words and switches
/// to the built-in engine or to a human.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum EngineError {
    /// The program could not be started (not found, not executable).
    NotStarted { program: String, reason: String },
    /// No answer within the time allowed.
    NoAnswer {
        program: String,
        waiting_for: String,
    },
    /// The engine said more than any engine needs to while it was waited for (a flood).
    Flooded {
        program: String,
        waiting_for: String,
        lines: usize,
    },
    /// The engine named a move that is not legal here.
    IllegalMove { program: String, text: String },
    /// A line that should have held a move could not be read.
    Unreadable { program: String, line: String },
    /// The program ended while it was needed.
    Died { program: String },
    /// Asked to judge a position, the engine named its move without scoring any (no `info …
    /// score … pv` line): nothing can be judged by it.
    NoLines { program: String },
    /// Asked for a move in a position that has none (the game is over).
    NoLegalMove,
}

impl std::error::Error for EngineError {}

/// Anything that can choose moves: the built-in engine at a level, or a UCI program.
pub trait Engine: Send {
    /// A short name for reports and PGN headers ("Annabella level 7", the UCI `id name`).
    fn name(&self) -> String;
    /// A new game begins (UCI `ucinewgame`; the built-in engine forgets its table).
    fn new_game(&mut self) -> Result<(), EngineError>;
    /// Chooses a move for the side to move in `game`. Returns early, still with a legal move,
    /// when `stop` is set.
    fn think(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Result<Reply, EngineError>;
}

crate::vocab::displayed_in_english!(EngineError);

impl EngineError {
    pub fn message(&self) -> Message {
        let said = |id, program: &str, detail: Option<(&'static str, Arg)>| {
            let mut args = vec![("program", shown(program, LINE))];
            args.extend(detail);
            Message::Ui(id, args)
        };
        match self {
            EngineError::NotStarted { program, reason } => said(
                "engine-error-not-started",
                program,
                Some(("reason", shown(reason, LINE))),
            ),
            EngineError::NoAnswer {
                program,
                waiting_for,
            } => said(
                "engine-error-no-answer",
                program,
                Some(("waiting", shown(waiting_for, WORD))),
            ),
            EngineError::Flooded {
                program,
                waiting_for,
                lines,
            } => Message::Ui(
                "engine-error-flooded",
                vec![
                    ("program", shown(program, LINE)),
                    ("waiting", shown(waiting_for, WORD)),
                    ("lines", Arg::Number(*lines as u64)),
                ],
            ),
            EngineError::IllegalMove { program, text } => said(
                "engine-error-illegal-move",
                program,
                Some(("move", shown(text, WORD))),
            ),
            EngineError::Unreadable { program, line } => said(
                "engine-error-unreadable",
                program,
                Some(("line", shown(line, LINE))),
            ),
            EngineError::Died { program } => said("engine-error-died", program, None),
            EngineError::NoLines { program } => said("engine-error-no-lines", program, None),
            EngineError::NoLegalMove => Message::ui("engine-error-no-legal-move"),
        }
    }

    /// Why the engine gave no move, in plain words of the interface language.
    pub fn words(&self, ui: &UiText) -> String {
        self.message().render(Vocabulary::get(VocabId::En), ui)
    }
}
