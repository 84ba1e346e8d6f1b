//! The arbiter's panel: what only an arbiter does in a tournament game, one confirmed step away
//! (F9 twice, or `/arbiter` twice at the terminal) so that nobody opens it by accident. Every
//! action is spoken and written in the incident log:
//! - pause and resume both clocks (§6.11);
//! - set a clock's time and move counter (§6.10.2, §7.1), add time to a player;
//! - enter what a player wrote on the scoresheet and compare the scoresheets (D.2.9);
//! - record a **completed illegal move** (§7.5): the position before it is reinstated, the
//!   piece that was moved is touched for the replacement (§4.3), the opponent gets two minutes
//!   (one in blitz, B.3); a second one by the same player loses, unless the opponent cannot mate
//!   by any series of legal moves: then it is a draw (§7.5.5);
//! - record displaced pieces (§7.4) and have the board put right;
//! - declare a result with its reason; write a note.
//!
//! Actions come as typed lines (`clock white 1:20:00 20`, `illegal black g8`, `note …`), from the
//! panel's field, the terminal or a script; the same reader serves all three.

use std::time::Duration;

use shakmaty::{Color, KnownOutcome, Position, Square};

use super::{
    Arg, Effect, IncidentKind, Message, Session, View,
    arbiter_panel::Panel,
    incidents::time_arg,
    script::{parse_color, parse_time},
    table::Turn,
};
use crate::message::{WORD, color_name, shown, usage};
use crate::{
    boards::Comparison, keymap::ArbiterKey, rules::can_checkmate, speech::queue::Priority,
};

/// One arbiter's action.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ArbiterAction {
    Pause,
    Resume,
    /// A clock's time, and the number of moves that player has completed (§6.10.2).
    SetClock {
        #[serde(with = "crate::saved::text")]
        color: Color,
        remaining: Duration,
        moves: Option<u32>,
    },
    AddTime {
        #[serde(with = "crate::saved::text")]
        color: Color,
        time: Duration,
    },
    /// What a player wrote for ply `ply` (from 0): one past the end appends (D.2.9).
    Scoresheet {
        #[serde(with = "crate::saved::text")]
        color: Color,
        ply: usize,
        text: String,
    },
    /// Compare both scoresheets and repair the game (D.2.9).
    Reconcile,
    /// `color` completed an illegal move (§7.5); `touched` is the piece's square, touched for
    /// the replacement move.
    IllegalMove {
        #[serde(with = "crate::saved::text")]
        color: Color,
        #[serde(with = "crate::saved::option_text")]
        touched: Option<Square>,
    },
    /// Pieces were displaced on `color`'s board (§7.4).
    Displaced {
        #[serde(with = "crate::saved::text")]
        color: Color,
    },
    Result {
        #[serde(with = "crate::saved::text")]
        outcome: KnownOutcome,
        reason: String,
    },
    Note(String),
    /// Adjourn the game; the player to move seals a move. The text says when play resumes.
    Adjourn(String),
    /// Open the envelope and make the sealed move (Guideline I.9).
    Unseal,
}

/// Why a typed arbiter line was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArbiterLineError {
    /// The first word names no action.
    Unknown(String),
    /// The action's words are missing or wrong: how to write it.
    Usage(&'static str),
}

/// Every action as it is typed, in the order the help says them.
pub const ARBITER_FORMS: [&str; 13] = [
    "pause",
    "resume",
    "clock COLOUR TIME [MOVES]",
    "add COLOUR TIME",
    "sheet COLOUR PLY MOVE",
    "reconcile",
    "illegal COLOUR [SQUARE]",
    "displaced COLOUR",
    "result 1-0|0-1|1/2 [REASON]",
    "note TEXT",
    "adjourn [WHEN AND WHERE PLAY RESUMES]",
    "unseal",
    "close",
];

/// The longest time an arbiter sets or adds (a clock shows no more).
const MOST_TIME: Duration = Duration::from_secs(24 * 3600);

impl ArbiterAction {
    /// Reads a typed line: `clock white 1:20:00 20`, `illegal black g8`, `result 0-1 …`.
    pub fn parse(line: &str) -> Result<ArbiterAction, ArbiterLineError> {
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let words: Vec<&str> = rest.split_whitespace().collect();
        let form = |i: usize| ArbiterLineError::Usage(ARBITER_FORMS[i]);
        let time = |text: &str, i: usize| {
            parse_time(text)
                .ok()
                .filter(|t| *t <= MOST_TIME)
                .ok_or(form(i))
        };
        let color =
            |text: Option<&&str>, i: usize| text.and_then(|t| parse_color(t).ok()).ok_or(form(i));
        Ok(match word {
            "pause" if rest.is_empty() => ArbiterAction::Pause,
            "resume" if rest.is_empty() => ArbiterAction::Resume,
            "clock" => {
                let moves = match words.get(2) {
                    None => None,
                    Some(n) => Some(
                        n.parse::<u32>()
                            .ok()
                            .filter(|&n| n <= 1000)
                            .ok_or(form(2))?,
                    ),
                };
                if words.len() > 3 {
                    return Err(form(2));
                }
                ArbiterAction::SetClock {
                    color: color(words.first(), 2)?,
                    remaining: time(words.get(1).ok_or(form(2))?, 2)?,
                    moves,
                }
            }
            "add" if words.len() == 2 => ArbiterAction::AddTime {
                color: color(words.first(), 3)?,
                time: time(words[1], 3)?,
            },
            "sheet" => {
                let mut parts = rest.splitn(3, ' ');
                let (Some(who), Some(ply), Some(text)) = (parts.next(), parts.next(), parts.next())
                else {
                    return Err(form(4));
                };
                let ply: usize = ply
                    .parse()
                    .ok()
                    .filter(|n| (1..=2000).contains(n))
                    .ok_or(form(4))?;
                ArbiterAction::Scoresheet {
                    color: color(Some(&who), 4)?,
                    ply: ply - 1,
                    text: text.trim().to_string(),
                }
            }
            "reconcile" if rest.is_empty() => ArbiterAction::Reconcile,
            "illegal" if words.len() <= 2 => ArbiterAction::IllegalMove {
                color: color(words.first(), 6)?,
                touched: match words.get(1) {
                    None => None,
                    Some(square) => Some(square.parse::<Square>().map_err(|_| form(6))?),
                },
            },
            "displaced" if words.len() == 1 => ArbiterAction::Displaced {
                color: color(words.first(), 7)?,
            },
            "result" => {
                let (score, reason) = rest.split_once(' ').unwrap_or((rest, ""));
                let outcome = match score {
                    "1-0" => KnownOutcome::Decisive {
                        winner: Color::White,
                    },
                    "0-1" => KnownOutcome::Decisive {
                        winner: Color::Black,
                    },
                    "1/2" | "1/2-1/2" | "½-½" => KnownOutcome::Draw,
                    _ => return Err(form(8)),
                };
                ArbiterAction::Result {
                    outcome,
                    reason: reason.trim().to_string(),
                }
            }
            "note" if !rest.is_empty() => ArbiterAction::Note(rest.to_string()),
            "adjourn" => ArbiterAction::Adjourn(rest.to_string()),
            "unseal" if rest.is_empty() => ArbiterAction::Unseal,
            "pause" | "resume" | "add" | "reconcile" | "illegal" | "displaced" | "note"
            | "unseal" => {
                let at = ARBITER_FORMS
                    .iter()
                    .position(|f| f.split(' ').next() == Some(word))
                    .unwrap_or(0);
                return Err(form(at));
            }
            _ => return Err(ArbiterLineError::Unknown(word.to_string())),
        })
    }
}

impl Session {
    /// The arbiter's panel is open: typed lines are arbiter actions.
    pub fn arbiter_open(&self) -> bool {
        self.panel.is_open()
    }

    pub(super) fn arbiter_key(&mut self, key: ArbiterKey, effects: &mut Vec<Effect>) {
        match key {
            ArbiterKey::Open if self.panel.state() == Panel::Open => {
                self.play.tell(Message::ui("arbiter-already-open"), effects)
            }
            ArbiterKey::Open if self.panel.state() == Panel::Armed => {
                self.panel.open(&mut self.play.reader.context);
                self.play.tell(Message::ui("arbiter-open"), effects);
            }
            ArbiterKey::Open => {
                self.panel.arm();
                self.play.tell(Message::ui("arbiter-confirm"), effects);
            }
            ArbiterKey::Close => {
                self.panel.close(&mut self.play.reader.context);
                self.play.tell(Message::ui("arbiter-closed"), effects);
            }
            ArbiterKey::PauseResume => {
                let action = if self.play.timing.clock.is_paused() {
                    ArbiterAction::Resume
                } else {
                    ArbiterAction::Pause
                };
                self.arbiter(action, effects);
            }
        }
    }

    /// A line typed in the open panel.
    pub(super) fn arbiter_line(&mut self, line: &str, effects: &mut Vec<Effect>) {
        if line.trim() == "close" {
            return self.arbiter_key(ArbiterKey::Close, effects);
        }
        match ArbiterAction::parse(line) {
            Ok(action) => self.arbiter(action, effects),
            Err(ArbiterLineError::Unknown(word)) => self.play.tell(
                Message::Ui("arbiter-unknown", vec![("word", Arg::Key(word))]),
                effects,
            ),
            Err(ArbiterLineError::Usage(form)) => self.play.tell(
                Message::Ui("arbiter-usage", vec![("form", Arg::Key(form.to_string()))]),
                effects,
            ),
        }
    }

    /// Carries out an arbiter's action: spoken to everyone, written in the incident log.
    pub(super) fn arbiter(&mut self, action: ArbiterAction, effects: &mut Vec<Effect>) {
        match action {
            ArbiterAction::Pause | ArbiterAction::Resume => {
                let pausing = action == ArbiterAction::Pause;
                self.play.pause_or_resume(pausing, effects);
            }
            ArbiterAction::SetClock {
                color,
                remaining,
                moves,
            } => self.set_clock(color, remaining, moves, effects),
            ArbiterAction::AddTime { color, time } => {
                self.play
                    .timing
                    .clock
                    .add_time(color, time, self.play.timing.now);
                self.play.log(IncidentKind::TimeAdded { color, time });
                let message = Message::Ui(
                    "arbiter-time-added",
                    vec![
                        ("color", color_name(color)),
                        ("time", time_arg(time)),
                        ("left", time_arg(self.play.clock_reading(color))),
                    ],
                );
                self.play.say_to_all(message, effects);
            }
            ArbiterAction::Scoresheet { color, ply, text } => {
                self.play.log(IncidentKind::SheetEntry {
                    color,
                    ply,
                    text: text.clone(),
                });
                self.play.write_sheet(color, ply, text, effects);
            }
            ArbiterAction::Reconcile => self.play.reconcile(effects),
            ArbiterAction::IllegalMove { color, touched } => {
                self.completed_illegal_move(color, touched, effects)
            }
            ArbiterAction::Displaced { color } => self.displaced(color, effects),
            ArbiterAction::Result { outcome, reason } => {
                self.play.log(IncidentKind::Declared { reason });
                self.play.finish(outcome, effects);
            }
            ArbiterAction::Note(text) => {
                self.play.log(IncidentKind::Note(text));
                self.play.tell(Message::ui("arbiter-noted"), effects);
            }
            ArbiterAction::Adjourn(resumption) => {
                // The player to move types the sealed move in the field: the panel closes.
                self.arbiter_key(ArbiterKey::Close, effects);
                self.sealing.adjourn(&mut self.play, resumption, effects);
            }
            ArbiterAction::Unseal => self.sealing.unseal(&mut self.play, effects),
        }
    }

    /// §7.5: a completed illegal move by `color`.
    fn completed_illegal_move(
        &mut self,
        color: Color,
        touched: Option<Square>,
        effects: &mut Vec<Effect>,
    ) {
        if self.play.table.result.is_some() {
            return self.play.tell(Message::ui("arbiter-game-over"), effects);
        }
        // §7.5.1: the position immediately before the irregularity. The game holds only legal
        // moves: when `color` is not to move, the move recorded for them is the one the
        // arbiter found illegal, and it is taken back.
        if self.play.table.game.position().turn() != color {
            if self.play.table.game.plies().is_empty() {
                let message = Message::Ui(
                    "arbiter-illegal-not-to-move",
                    vec![("color", color_name(color))],
                );
                return self.play.tell(message, effects);
            }
            let plies = self.play.table.game.plies().len() - 1;
            self.play.table.game.truncate(plies);
            for sheet in &mut self.play.table.sheets {
                sheet.truncate(plies);
            }
        }
        self.play.table.hand = None;
        for board in [Color::White, Color::Black] {
            self.play.table.boards[board] = self.play.table.game.position().board().clone();
        }
        self.play.table.turn = Turn::default();
        // §4.3 applies to the replacement: the piece moved illegally is touched, if it can move.
        self.play.table.turn.touched = touched.filter(|&square| {
            self.play.table.game.position().board().color_at(square) == Some(color)
                && self
                    .play
                    .table
                    .game
                    .position()
                    .legal_moves()
                    .iter()
                    .any(|m| m.from() == Some(square))
        });
        self.play.restart_clock_for_side_to_move();
        let count = self.panel.count_illegal_move(color);
        let reinstated = Message::Ui(
            "arbiter-reinstated",
            vec![
                ("color", color_name(color)),
                (
                    "number",
                    Arg::Number(u64::from(self.play.table.game.position().fullmoves().get())),
                ),
            ],
        );
        if count >= 2 {
            // §7.5.5: the second completed illegal move loses, unless the opponent cannot mate.
            let outcome = if can_checkmate(self.play.table.game.position(), !color) {
                KnownOutcome::Decisive { winner: !color }
            } else {
                KnownOutcome::Draw
            };
            self.play.log(IncidentKind::IllegalMove {
                color,
                count,
                penalty: None,
                outcome: Some(outcome),
            });
            let message = Message::Ui("arbiter-illegal-second", vec![("color", color_name(color))]);
            self.play
                .say_to_all(Message::Joined(vec![reinstated, message]), effects);
            return self.play.finish(outcome, effects);
        }
        let penalty = self
            .play
            .timing
            .clock
            .control()
            .class()
            .map(|class| class.penalty_bonus());
        if let Some(time) = penalty {
            self.play
                .timing
                .clock
                .add_time(!color, time, self.play.timing.now);
        }
        self.play.log(IncidentKind::IllegalMove {
            color,
            count,
            penalty,
            outcome: None,
        });
        let mut said = vec![reinstated];
        if let Some(time) = penalty {
            said.push(Message::Ui(
                "arbiter-time-added",
                vec![
                    ("color", color_name(!color)),
                    ("time", time_arg(time)),
                    ("left", time_arg(self.play.clock_reading(!color))),
                ],
            ));
        }
        if let Some(square) = self.play.table.turn.touched {
            said.push(self.play.touch_move_message(square));
        }
        self.play.say_to_all(Message::Joined(said), effects);
    }

    /// §7.4: pieces displaced on `color`'s board; the player puts them right on their own time.
    fn displaced(&mut self, color: Color, effects: &mut Vec<Effect>) {
        self.play.log(IncidentKind::Displaced { color });
        let mut said = vec![Message::Ui(
            "arbiter-displaced",
            vec![("color", color_name(color))],
        )];
        let comparison = self.play.compare(color);
        if !matches!(
            comparison,
            Comparison::InStep | Comparison::MoveMissing { .. }
        ) {
            said.extend(self.play.board_to_put_right(color, &comparison));
            self.play.reader.view = View::Board(color);
        }
        self.play.say_to_all(Message::Joined(said), effects);
    }

    /// §6.10.2, §7.1: the arbiter sets a clock, and the moves that player has completed.
    fn set_clock(
        &mut self,
        color: Color,
        remaining: Duration,
        moves: Option<u32>,
        effects: &mut Vec<Effect>,
    ) {
        self.play
            .timing
            .clock
            .set_remaining(color, remaining, self.play.timing.now);
        if let Some(n) = moves {
            self.play.timing.clock.set_moves(color, n);
        }
        self.play.log(IncidentKind::ClockSet {
            color,
            remaining,
            moves,
        });
        let mut args = vec![("color", color_name(color)), ("time", time_arg(remaining))];
        let id = match moves {
            Some(n) => {
                args.push(("moves", Arg::Number(u64::from(n))));
                "clock-set-moves"
            }
            None => "clock-set",
        };
        effects.push(
            self.play
                .say_to_reader(Message::Ui(id, args), Priority::Announcement),
        );
    }
}

crate::vocab::displayed_in_english!(ArbiterLineError);

impl ArbiterLineError {
    pub fn message(&self) -> Message {
        match self {
            ArbiterLineError::Unknown(word) => {
                Message::Ui("error-arbiter-unknown", vec![("word", shown(word, WORD))])
            }
            ArbiterLineError::Usage(form) => usage(form),
        }
    }
}
