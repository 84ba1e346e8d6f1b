//! The computer in the session: as the opponent at home, and as the analyst who says how the
//! position stands and which move is best. The session stays pure: it asks for a move with an
//! effect (`AskEngine`), the shell runs the engine (a worker thread in the window, a plain call in
//! a script) and hands the answer back as an input (`EngineReply`). An engine that fails is
//! reported in words and the game goes on: a UCI engine is replaced by the built-in one, and if
//! even that cannot move, the player makes the computer's moves.

use std::time::Duration;

use shakmaty::{KnownOutcome, Position};

use super::Play;
use super::{Arg, Effect, Message, draw_answer::DrawAnswer, home};
use crate::message::color_name;
use crate::{
    announce::move_tokens,
    engine::{EngineError, Limits, Reply, builtin::Level, spec::EngineSpec, verdict::Verdict},
    rules::DrawReason,
    speech::queue::Priority,
    words::{Event, Token},
};

/// Which engine: the one that plays, or the one that judges (always at full strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineRole {
    Opponent,
    Analyst,
}

impl EngineRole {
    /// The role as an index, for the shells' one engine per role.
    pub fn slot(self) -> usize {
        match self {
            EngineRole::Opponent => 0,
            EngineRole::Analyst => 1,
        }
    }
}

/// How long the analyst thinks about "how is the position?".
pub const ANALYSIS_TIME: Duration = Duration::from_millis(1500);

/// The session's side of the engines: what has been asked and not yet answered.
#[derive(Clone, Debug, Default)]
pub(super) struct Engines {
    pending: Option<(u64, EngineRole)>,
    next_id: u64,
    analyst_started: bool,
}

impl Engines {
    /// The engine thinking for the session, if one is.
    pub(super) fn thinking(&self) -> Option<EngineRole> {
        self.pending.map(|(_, role)| role)
    }

    /// The app stopped and its engines with it: nothing asked is still awaited, and the
    /// analyst is started anew when next wanted.
    fn taken_up(&mut self) {
        self.pending = None;
        self.analyst_started = false;
    }

    /// `role` is asked for a move within `limits`: the question, numbered.
    fn ask(&mut self, role: EngineRole, limits: Limits) -> Effect {
        self.next_id += 1;
        self.pending = Some((self.next_id, role));
        Effect::AskEngine {
            role,
            id: self.next_id,
            limits,
        }
    }

    /// An answer to question `id` (0: the engine's thread is gone, whatever was asked): whose
    /// answer it is, `None` for an answer to a question no longer asked.
    fn answered(&mut self, id: u64) -> Option<EngineRole> {
        let (pending, role) = self.pending?;
        if id != pending && id != 0 {
            return None;
        }
        self.pending = None;
        Some(role)
    }

    /// The analyst is wanted: whether it must be started first.
    fn start_analyst(&mut self) -> bool {
        !std::mem::replace(&mut self.analyst_started, true)
    }

    /// The analyst failed: it is started anew when next wanted.
    fn analyst_failed(&mut self) {
        self.analyst_started = false;
    }
}

impl Engines {
    /// At the start: the opponent engine is started (and moves, when it has White); `named`,
    /// the player is told who it is (the new-game dialog has just said it).
    pub(super) fn start(&mut self, play: &mut Play, named: bool, effects: &mut Vec<Effect>) {
        if let Some(computer) = &play.setup.computer {
            let engine = engine_words(&computer.engine);
            let said = Message::Ui(
                "computer-plays",
                vec![("color", color_name(computer.color)), ("engine", engine)],
            );
            effects.push(Effect::StartEngine {
                role: EngineRole::Opponent,
                spec: computer.engine.clone(),
            });
            if named {
                play.tell(said, effects);
            }
            self.ask_computer_if_due(play, effects);
        }
    }

    /// The game is taken up again after the app stopped, and its engines went with the app: a
    /// question they left unanswered is forgotten (nobody is left to answer it, and the session
    /// would wait for ever), the opponent's engine is started anew — the one the game was set up
    /// with — and, when it is its move, asked again after this input as after any other.
    pub(super) fn engines_taken_up(&mut self, play: &mut Play, effects: &mut Vec<Effect>) {
        self.taken_up();
        if let Some(computer) = &play.setup.computer {
            effects.push(Effect::StartEngine {
                role: EngineRole::Opponent,
                spec: computer.engine.clone(),
            });
        }
    }

    /// After every input: when it is the computer's turn and nothing holds it up (the player's
    /// clock press, a move on the player's board being made), it is asked for its move.
    pub(super) fn ask_computer_if_due(&mut self, play: &mut Play, effects: &mut Vec<Effect>) {
        if !play.computer_to_move() || self.thinking().is_some() || play.waiting().is_some() {
            return;
        }
        let Some(computer) = &play.setup.computer else {
            return;
        };
        let limits = if play.timing.clock.control().is_timed() {
            if !play.timing.clock.is_started() {
                // The computer's first move is thought on its own time.
                let _ = play.timing.clock.start(play.timing.now, computer.color);
            }
            Limits::from_clock(&play.timing.clock, play.timing.now)
        } else {
            computer.limits.clone()
        };
        effects.push(self.ask(EngineRole::Opponent, limits));
    }

    /// "How is the position?": at home at any time, in a tournament only after the game (an
    /// engine's help during a tournament game is forbidden, §11.3.1).
    pub(super) fn evaluate(&mut self, play: &mut Play, effects: &mut Vec<Effect>) {
        if play.survey().helps_withheld() {
            let refusal = play
                .setup
                .fair_play_refusal("evaluate-not-during-tournament");
            return play.tell(refusal, effects);
        }
        match self.thinking() {
            Some(EngineRole::Analyst) => {
                return play.tell(Message::ui("evaluate-still-thinking"), effects);
            }
            Some(EngineRole::Opponent) => {
                return play.tell(Message::ui("evaluate-computer-moving"), effects);
            }
            None => {}
        }
        if play.engine_game().position().legal_moves().is_empty() {
            return play.tell(Message::ui("engine-error-no-legal-move"), effects);
        }
        if self.start_analyst() {
            effects.push(Effect::StartEngine {
                role: EngineRole::Analyst,
                spec: self.analyst_spec(play),
            });
        }
        play.tell(Message::ui("evaluate-thinking"), effects);
        effects.push(self.ask(EngineRole::Analyst, Limits::movetime(ANALYSIS_TIME)));
    }

    /// The analyst is the opponent's UCI program when there is one (at full strength: a fresh
    /// instance with no options), the strongest built-in level otherwise.
    fn analyst_spec(&self, play: &Play) -> EngineSpec {
        match play.setup.computer.as_ref().map(|c| &c.engine) {
            Some(EngineSpec::Uci { program, .. }) => EngineSpec::Uci {
                program: program.clone(),
                options: Vec::new(),
            },
            _ => EngineSpec::Builtin(Level::strongest()),
        }
    }

    /// An engine answered (`id` 0: its thread is gone, whatever was asked).
    pub(super) fn reply(
        &mut self,
        play: &mut Play,
        id: u64,
        result: Result<Reply, EngineError>,
        effects: &mut Vec<Effect>,
    ) {
        let Some(role) = self.answered(id) else {
            return;
        };
        match (role, result) {
            (EngineRole::Opponent, Ok(reply)) => self.computer_moves(play, reply, effects),
            (EngineRole::Analyst, Ok(reply)) => self.say_verdict(play, &reply, effects),
            (EngineRole::Opponent, Err(error)) => self.opponent_failed(play, &error, effects),
            (EngineRole::Analyst, Err(error)) => {
                self.analyst_failed();
                play.tell(error.message(), effects);
            }
        }
    }

    /// The computer's move: announced like any move, and its clock pressed at once.
    fn computer_moves(&mut self, play: &mut Play, reply: Reply, effects: &mut Vec<Effect>) {
        if !play.computer_to_move() || !play.table.game.position().is_legal(reply.mv) {
            return; // the position changed while it thought; it is asked again below
        }
        if self.answer_offer(play, &reply, effects) {
            return;
        }
        play.play_announced(reply.mv, false, effects);
        if play.table.result.is_none() && play.timing.clock.is_started() {
            home::press_or_pass(&mut play.timing, &mut play.table);
        }
    }

    /// The computer's reply has come while the player's offer stands: the computer answers it
    /// (`Offers::computer_answer`). `true` when it accepted: the game is drawn and its move is
    /// not played.
    fn answer_offer(&mut self, play: &mut Play, reply: &Reply, effects: &mut Vec<Effect>) -> bool {
        let Some(computer) = play.setup.computer.as_ref().map(|c| c.color) else {
            return false;
        };
        let position = play.table.game.position();
        match play.offers.computer_answer(computer, position, reply.score) {
            None => false,
            Some((DrawAnswer::Accept, reason)) => {
                let agreed =
                    Message::Tokens(vec![Token::Event(Event::Draw(DrawReason::Agreement))]);
                let said = Message::Joined(vec![reason, agreed]);
                play.announce(said, play.vocab_id(play.setup.reader()), effects);
                play.finish(KnownOutcome::Draw, effects);
                true
            }
            Some((_, reason)) => {
                play.tell(reason, effects);
                false
            }
        }
    }

    /// Says the failure; a UCI engine gives way to the built-in engine, the built-in engine to
    /// the player.
    fn opponent_failed(&mut self, play: &mut Play, error: &EngineError, effects: &mut Vec<Effect>) {
        let Some(computer) = play.setup.computer.as_mut() else {
            return;
        };
        let mut said = vec![error.message()];
        if matches!(computer.engine, EngineSpec::Uci { .. }) {
            let level = Level::strongest();
            computer.engine = EngineSpec::Builtin(level);
            said.push(Message::Ui(
                "engine-fallback-builtin",
                vec![("level", Arg::Number(u64::from(level.number())))],
            ));
            effects.push(Effect::StartEngine {
                role: EngineRole::Opponent,
                spec: computer.engine.clone(),
            });
        } else {
            let color = computer.color;
            play.setup.computer = None;
            said.push(Message::Ui(
                "engine-off",
                vec![("color", color_name(color))],
            ));
        }
        play.tell(Message::Joined(said), effects);
    }

    /// "White is better by about one pawn. Best move: Springer Felix drei."
    fn say_verdict(&mut self, play: &mut Play, reply: &Reply, effects: &mut Vec<Effect>) {
        // The position asked about: the one stepped to while reviewing a game.
        let game = play.engine_game();
        let turn = game.position().turn();
        let mut said = Vec::new();
        if let Some(score) = reply.score {
            let verdict = Verdict::from_score(score, turn);
            said.push(Message::Ui(
                "engine-verdict",
                vec![
                    ("kind", Arg::Select(verdict.kind())),
                    ("color", color_name(verdict.side())),
                    ("count", Arg::Number(u64::from(verdict.count()))),
                ],
            ));
        }
        if !game.position().is_legal(reply.mv) {
            return; // asked about another position (the player stepped on while it thought)
        }
        let best = move_tokens(game.position(), reply.mv, play.style(play.setup.reader()));
        said.push(Message::Ui(
            "engine-best-move",
            vec![("move", Arg::Tokens(best))],
        ));
        effects.push(play.say_to_reader(Message::Joined(said), Priority::Announcement));
    }
}

impl super::Computer {
    /// "The computer plays Black: level 5, club player, about 1400 Elo."
    pub fn introduction(&self) -> Message {
        let color = Message::ui(self.color.fold_wb("color-white", "color-black"));
        Message::Ui(
            "computer-plays",
            vec![
                ("color", Arg::Message(Box::new(color))),
                ("engine", engine_words(&self.engine)),
            ],
        )
    }
}

/// The engine as a player hears it named: "level 5, club player, about 1400 Elo", or the
/// program's file name.
fn engine_words(spec: &EngineSpec) -> Arg {
    match spec {
        EngineSpec::Builtin(level) => Arg::Message(Box::new(Message::Ui(
            "engine-level",
            vec![
                ("level", Arg::Number(u64::from(level.number()))),
                ("name", Arg::Select(level.name_key())),
                ("elo", Arg::Number(u64::from(level.elo()))),
            ],
        ))),
        EngineSpec::Uci { program, .. } => Arg::Key(
            std::path::Path::new(program)
                .file_name()
                .map_or_else(|| program.clone(), |n| n.to_string_lossy().into_owned()),
        ),
    }
}
