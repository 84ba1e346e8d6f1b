//! The incident log: everything an arbiter may have to decide on later, written as it happens —
//! a touch that became an obligation (§4.3), a refused illegal attempt, a completed illegal
//! move and its penalty (§7.5), a correction (D.2.8), a scoresheet repair (D.2.9), a pause, a
//! clock set, time added, a draw offer (§9.1.2.3), a claim and its outcome, a flag fall, a
//! result, the arbiter's notes. Each entry carries the move number, the game time and both
//! clocks, so that the log reads like an arbiter's report. It is part of the session's state:
//! replaying the inputs rebuilds it.

use std::time::Duration;

use shakmaty::{ByColor, Color, KnownOutcome, Position, Role, Square};

use super::{Arg, Message, timing::Timing};
use crate::message::color_name;
use crate::{
    rules::{DrawReason, Game},
    words::{TimeWords, Token},
};

/// One entry of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Incident {
    /// The session's time when it happened.
    pub at: Duration,
    /// The move number of the game then (§8.1: the number the next move is written under).
    pub number: u32,
    /// The half-moves played then: where the incident stands in the move list.
    pub plies: usize,
    /// Each player's clock then: the time left, or in an untimed game the time used.
    pub clocks: ByColor<Duration>,
    pub kind: IncidentKind,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IncidentKind {
    /// A player touched their own piece for their move: it must be moved if it can (§4.3).
    Touched {
        color: Color,
        role: Role,
        square: Square,
    },
    /// A move the rules refuse was tried (placed, removed or announced); not completed.
    IllegalAttempt {
        color: Color,
    },
    /// An announced move was replaced before the clock was pressed (D.2.8).
    Corrected {
        color: Color,
        was: String,
        now: String,
    },
    /// The scoresheets were compared and the game repaired (D.2.9); `agreed` plies stand.
    Reconciled {
        agreed: usize,
        sheets_agree: bool,
    },
    Paused,
    Resumed,
    /// A clock was set (§6.10.2, §7.1).
    ClockSet {
        color: Color,
        remaining: Duration,
        moves: Option<u32>,
    },
    /// Time was given to a player (§6.10.2, §7.5.5, §9.5.2).
    TimeAdded {
        color: Color,
        time: Duration,
    },
    /// A draw offer, written on both scoresheets as "(=)" (§9.1.2.3).
    DrawOffer {
        color: Color,
    },
    /// A draw claim (§9.2, §9.3), with the move the claimant wrote when there was one: granted
    /// for `reason`, or refused with the time the opponent got.
    DrawClaim {
        color: Color,
        intended: Option<String>,
        granted: Option<DrawReason>,
        penalty: Option<Duration>,
    },
    /// A flag fell (§6.9); `outcome` is the result it gave, `None` when play went on or (when
    /// `claimable`) until the claim.
    FlagFall {
        color: Color,
        outcome: Option<KnownOutcome>,
        claimable: bool,
    },
    /// A fallen flag claimed by `color` (D.2.10.5), with the result it gave.
    FlagClaim {
        color: Color,
        outcome: KnownOutcome,
    },
    /// The assistant reports that `color` touched this piece (D.2.10.5, §4.3).
    TouchReported {
        color: Color,
        role: Role,
        square: Square,
    },
    /// The game ended.
    Result {
        outcome: KnownOutcome,
    },
    /// The arbiter entered what a player wrote for ply `ply` (from 0) (D.2.9).
    SheetEntry {
        color: Color,
        ply: usize,
        text: String,
    },
    /// A completed illegal move (§7.5), the player's `count`-th: the opponent's extra time, or
    /// the result of the second one (§7.5.5).
    IllegalMove {
        color: Color,
        count: u8,
        penalty: Option<Duration>,
        outcome: Option<KnownOutcome>,
    },
    /// Pieces displaced on a player's board (§7.4).
    Displaced {
        color: Color,
    },
    /// The arbiter declares the result, for this reason (the result follows as its own entry).
    Declared {
        reason: String,
    },
    /// The arbiter's own words.
    Note(String),
    /// The game was taken up again after the app stopped; the clocks stood still meanwhile.
    TakenUp,
    /// The game was adjourned and `color` sealed a move (Guideline I).
    Sealed {
        color: Color,
    },
    /// The envelope was opened and `color`'s sealed move made (I.9).
    Unsealed {
        color: Color,
    },
}

/// The log, oldest first. See the module documentation.
#[derive(Default)]
pub(super) struct IncidentLog {
    entries: Vec<Incident>,
}

impl IncidentLog {
    /// Writes an incident with the moment, move number and clocks as they are now.
    pub(super) fn log(&mut self, kind: IncidentKind, game: &Game, timing: &Timing) {
        self.entries.push(Incident {
            at: timing.now,
            number: game.position().fullmoves().get(),
            plies: game.plies().len(),
            clocks: ByColor::new_with(|color| timing.reading(color)),
            kind,
        });
    }

    pub(super) fn entries(&self) -> &[Incident] {
        &self.entries
    }

    /// The log read aloud: the last entry, or all of them; `timed`: whether the entries have
    /// their clocks.
    pub(super) fn read(&self, all: bool, timed: bool) -> Message {
        let Some(last) = self.entries.last() else {
            return Message::ui("incidents-none");
        };
        if !all {
            return last.message(timed);
        }
        let mut parts = vec![Message::Ui(
            "incidents-count",
            vec![("n", Arg::Number(self.entries.len() as u64))],
        )];
        parts.extend(self.entries.iter().map(|i| i.message(timed)));
        Message::Joined(parts)
    }
}

impl Incident {
    /// One entry as it is read and shown: "Move 12, after 1 hour 5 minutes (White 41 minutes,
    /// Black 37 minutes): White touched the knight on g1." Without `timed` clocks (an untimed
    /// game), the move number and what happened.
    pub fn message(&self, timed: bool) -> Message {
        if !timed {
            return Message::Ui(
                "incident-untimed",
                vec![
                    ("number", Arg::Number(u64::from(self.number))),
                    ("what", Arg::Message(Box::new(self.kind.message()))),
                ],
            );
        }
        Message::Ui(
            "incident",
            vec![
                ("number", Arg::Number(u64::from(self.number))),
                ("time", time_arg(self.at)),
                ("white", time_arg(self.clocks.white)),
                ("black", time_arg(self.clocks.black)),
                ("what", Arg::Message(Box::new(self.kind.message()))),
            ],
        )
    }
}

impl IncidentKind {
    /// What happened, without the moment: "White offered a draw (=)".
    pub fn message(&self) -> Message {
        match self {
            IncidentKind::Touched {
                color,
                role,
                square,
            } => {
                let mut piece = vec![Token::Piece(*role)];
                piece.extend(crate::announce::square_tokens(*square));
                Message::Ui(
                    "incident-touched",
                    vec![("color", color_name(*color)), ("piece", Arg::Tokens(piece))],
                )
            }
            IncidentKind::IllegalAttempt { color } => Message::Ui(
                "incident-illegal-attempt",
                vec![("color", color_name(*color))],
            ),
            IncidentKind::Corrected { color, was, now } => Message::Ui(
                "incident-corrected",
                vec![
                    ("color", color_name(*color)),
                    ("was", Arg::Key(was.clone())),
                    ("now", Arg::Key(now.clone())),
                ],
            ),
            IncidentKind::Reconciled {
                agreed,
                sheets_agree,
            } => Message::Ui(
                "incident-reconciled",
                vec![
                    ("n", Arg::Number(*agreed as u64)),
                    (
                        "agree",
                        Arg::Select(if *sheets_agree { "yes" } else { "no" }),
                    ),
                ],
            ),
            IncidentKind::Paused => Message::ui("incident-paused"),
            IncidentKind::Resumed => Message::ui("incident-resumed"),
            IncidentKind::ClockSet {
                color,
                remaining,
                moves,
            } => {
                let mut args = vec![
                    ("color", color_name(*color)),
                    ("time", time_arg(*remaining)),
                ];
                let id = match moves {
                    Some(n) => {
                        args.push(("moves", Arg::Number(u64::from(*n))));
                        "incident-clock-set-moves"
                    }
                    None => "incident-clock-set",
                };
                Message::Ui(id, args)
            }
            IncidentKind::TimeAdded { color, time } => Message::Ui(
                "incident-time-added",
                vec![("color", color_name(*color)), ("time", time_arg(*time))],
            ),
            IncidentKind::DrawOffer { color } => {
                Message::Ui("incident-draw-offer", vec![("color", color_name(*color))])
            }
            IncidentKind::DrawClaim {
                color,
                intended,
                granted,
                penalty,
            } => {
                let outcome = match (granted, penalty) {
                    (Some(reason), _) => {
                        Message::Tokens(vec![Token::Event(crate::words::Event::Draw(*reason))])
                    }
                    (None, Some(time)) => Message::Ui(
                        "incident-claim-refused-penalty",
                        vec![("color", color_name(!*color)), ("time", time_arg(*time))],
                    ),
                    (None, None) => Message::ui("incident-claim-refused"),
                };
                let mut args = vec![
                    ("color", color_name(*color)),
                    ("outcome", Arg::Message(Box::new(outcome))),
                ];
                let id = match intended {
                    Some(m) => {
                        args.push(("move", Arg::Key(m.clone())));
                        "incident-claim-with-move"
                    }
                    None => "incident-claim",
                };
                Message::Ui(id, args)
            }
            IncidentKind::FlagFall {
                color,
                outcome,
                claimable,
            } => {
                let result = match (outcome, claimable) {
                    (Some(outcome), _) => result_message(*outcome),
                    (None, true) => Message::ui("incident-flag-to-claim"),
                    (None, false) => Message::ui("incident-play-on"),
                };
                Message::Ui(
                    "incident-flag-fall",
                    vec![
                        ("color", color_name(*color)),
                        ("result", Arg::Message(Box::new(result))),
                    ],
                )
            }
            IncidentKind::FlagClaim { color, outcome } => Message::Ui(
                "incident-flag-claim",
                vec![
                    ("color", color_name(*color)),
                    ("result", Arg::Message(Box::new(result_message(*outcome)))),
                ],
            ),
            IncidentKind::TouchReported {
                color,
                role,
                square,
            } => {
                let mut piece = vec![Token::Piece(*role)];
                piece.extend(crate::announce::square_tokens(*square));
                Message::Ui(
                    "incident-touch-reported",
                    vec![("color", color_name(*color)), ("piece", Arg::Tokens(piece))],
                )
            }
            IncidentKind::Result { outcome } => result_message(*outcome),
            IncidentKind::SheetEntry { color, ply, text } => Message::Ui(
                "incident-sheet-entry",
                vec![
                    ("color", color_name(*color)),
                    ("n", Arg::Number(*ply as u64 + 1)),
                    ("move", Arg::Key(text.clone())),
                ],
            ),
            IncidentKind::IllegalMove {
                color,
                count,
                penalty,
                outcome,
            } => {
                let consequence = match (outcome, penalty) {
                    (Some(outcome), _) => result_message(*outcome),
                    (None, Some(time)) => Message::Ui(
                        "incident-time-added",
                        vec![("color", color_name(!*color)), ("time", time_arg(*time))],
                    ),
                    (None, None) => Message::ui("incident-play-on"),
                };
                Message::Ui(
                    "incident-illegal-move",
                    vec![
                        ("color", color_name(*color)),
                        ("count", Arg::Number(u64::from(*count))),
                        ("then", Arg::Message(Box::new(consequence))),
                    ],
                )
            }
            IncidentKind::Displaced { color } => {
                Message::Ui("incident-displaced", vec![("color", color_name(*color))])
            }
            IncidentKind::Declared { reason } => Message::Ui(
                "incident-declared",
                vec![("reason", Arg::Key(reason.clone()))],
            ),
            IncidentKind::TakenUp => Message::ui("incident-taken-up"),
            IncidentKind::Sealed { color } => {
                Message::Ui("incident-sealed", vec![("color", color_name(*color))])
            }
            IncidentKind::Unsealed { color } => {
                Message::Ui("incident-unsealed", vec![("color", color_name(*color))])
            }
            IncidentKind::Note(text) => {
                Message::Ui("incident-note", vec![("text", Arg::Key(text.clone()))])
            }
        }
    }
}

/// A result as it is said ("White wins, one to nothing").
fn result_message(outcome: KnownOutcome) -> Message {
    Message::Tokens(vec![Token::Event(crate::words::Event::Result(outcome))])
}

/// A duration as words ("one hour, 5 minutes").
pub(super) fn time_arg(time: Duration) -> Arg {
    Arg::Tokens(vec![Token::Time(TimeWords::new(time, false))])
}
