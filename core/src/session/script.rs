//! A session as text: settings, then timed inputs, one per line. `annabella script FILE` runs
//! one and prints every effect; the scenario tests are written in it; a player can send one as a
//! bug report.
//!
//! ```text
//! # Settings come first, in any order, each once (a setting that contradicts another is
//! # refused with its reason).
//! mode tournament            # home (default) | tournament | assistant
//! time 90+30                 # a time control, as `annabella clock --time` takes it
//! vi black                   # who is visually impaired: white | black | both | none
//! board white on             # the player keeps a physical board beside the app: on | off
//! vocab black nb             # a player's announcement vocabulary
//! form white long            # a player's announcements: short (default) | long (with the from-square)
//! pawn white off             # the pawn word on pawn moves: on | off (default: as the vocabulary says)
//! lang de                    # the interface language
//! fen <FEN> | chess960 <N>   # another start
//! cues speak | both | assistant | off | no-dots | no-flag-approach (one line each)
//! clock-only white           # the app is only the clock (a game on a board it does not follow)
//! hearing black              # Black is hearing-impaired (D.2.11): large text, an assistant
//! guideline-iii on           # the time control announced Guideline III (both flags: III.3.1)
//! computer black builtin:3   # at home: the computer plays black (the player has white)
//! press hand                 # at home who presses the clock after a move: auto (default) | hand
//! verbosity full             # what is said after a move: brief | normal (default) | full
//! # Then inputs, at the time reached so far.
//! at 1:30                    # go to this time (seconds, m:ss or h:mm:ss, decimals allowed)
//! wait 12.5                  # let this much time pass
//! key Shift+Up               # a key (several: `key Up Up Enter`)
//! type Springer Felix drei   # text in the move entry
//! claim Sf3                  # claim a draw with this move, written, not played (§9.2.1.1)
//! focus entry | board
//! expect Die Uhr von Weiß    # a line said since the last check contains this (a test)
//! expect-none Nach:          # no line said since the last check contains this
//! clock white 1:20:00        # the arbiter sets a clock
//! sheet black 3 Nc3          # what a player wrote for ply 3 (from 1)
//! arbiter illegal black g8   # any arbiter's action, as the panel takes it (`ARBITER_FORMS`)
//! ```
//! While time passes the session is looked at straight at each cue and flag on the way
//! (`Session::next_due`) and at the time reached: a wait of any length gives exactly the cues a
//! ticking clock would, in as many steps as it has cues.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use shakmaty::Color;

use super::{
    ArbiterAction, ArbiterLineError, Computer, Effect, EngineRole, Input, Session, Setup,
    SetupBuilder, SetupError,
};
use crate::message::{Arg, LINE, Message, WORD, nested, shown, usage};
use crate::{
    choice::Choice,
    clock::TimeControl,
    engine::{
        Engine, EngineError, Limits, Now,
        builtin::{Builtin, Level},
        spec::{EngineSpec, SpecError},
    },
    keymap::{Context, KeyChord},
    rules::{Game, StartPosition},
    speech::queue::Priority,
    ui_text::UiLanguage,
    vocab::VocabId,
};

/// One line of a script that could not be read. Said through `ScriptError::message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError {
    pub line: usize,
    pub problem: ScriptProblem,
}

impl std::error::Error for ScriptError {}

/// What is wrong with a script's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScriptProblem {
    /// A setting that cannot be read or given (the setup's refusal included).
    Setting(SettingError),
    /// `at` a time before the time already reached.
    TimeGoesBack {
        from: Duration,
        to: Duration,
    },
    Key(crate::keymap::BadChord),
    /// `focus` with another word than `entry` or `board`.
    Focus(String),
    Arbiter(ArbiterLineError),
    /// A setting after the first input.
    SettingAfterInput(String),
    /// A line that starts with no word a script knows.
    UnknownLine(String),
}

/// Why a setting (a script's line, a settings file's entry, a command-line value) was not
/// taken, with the text shown back. Said through `SettingError::message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingError {
    /// No setting has this name.
    NotASetting(String),
    /// The words are missing or in the wrong order: how to write them.
    Usage(&'static str),
    /// Neither `on` nor `off`.
    NotOnOff {
        setting: String,
        text: String,
    },
    /// None of a closed set of names (`mode home, tournament or assistant`).
    NotOneOf {
        setting: String,
        names: Vec<&'static str>,
        text: String,
    },
    /// Neither `white` nor `black`.
    NotAColor(String),
    /// Not seconds, m:ss or h:mm:ss.
    NotATime(String),
    /// A time beyond what a clock shows (`clock::LONGEST`).
    TimeTooLong(String),
    /// No interface language is named so.
    NoLanguage(String),
    /// No number where a Chess960 position's number belongs.
    NotAChess960Number(String),
    Engine(SpecError),
    TimeControl(crate::clock::TimeControlError),
    /// Read, but the setup refuses it (given twice, a contradiction).
    Setup(SetupError),
}

impl From<SetupError> for SettingError {
    fn from(error: SetupError) -> SettingError {
        SettingError::Setup(error)
    }
}

impl std::error::Error for SettingError {}

/// One step of a script.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Step {
    /// Let time pass to this point.
    At(Duration),
    Input(Input),
    /// `expect TEXT` (`present`) or `expect-none TEXT`: a line said by the inputs since the
    /// last check contains TEXT, or none does.
    Expect {
        line: usize,
        text: String,
        present: bool,
    },
}

/// A parsed script: the setup and the steps.
#[derive(Clone, Debug)]
pub struct Script {
    pub setup: Setup,
    steps: Vec<Step>,
}

/// What a script run produced, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Happened {
    Said {
        at: Duration,
        text: String,
        priority: Priority,
    },
    Cue {
        at: Duration,
        earcon: &'static str,
        color: Color,
    },
    /// A request sent to lichess in an online game: its path.
    Sent { at: Duration, request: String },
    /// An `expect` (or `expect-none`) line of the script that did not hold.
    Unmet {
        at: Duration,
        line: usize,
        text: String,
        present: bool,
    },
}

impl Script {
    pub fn parse(text: &str) -> Result<Script, ScriptError> {
        // A byte-order mark, as some editors save it, is not part of the first line.
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut setup = SetupBuilder::new();
        let mut last_setting = 0;
        let mut steps = Vec::new();
        let mut now = Duration::ZERO;
        for (number, raw) in text.lines().enumerate() {
            let line = raw.split_once(" #").map_or(raw, |(l, _)| l).trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let fail = |problem: ScriptProblem| ScriptError {
                line: number + 1,
                problem,
            };
            let setting = |error: SettingError| fail(ScriptProblem::Setting(error));
            let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
            let rest = rest.trim();
            if steps.is_empty() && is_setting(word) {
                apply_setting(&mut setup, word, rest).map_err(setting)?;
                last_setting = number + 1;
                continue;
            }
            match word {
                "at" => {
                    let to = parse_time(rest).map_err(setting)?;
                    if to < now {
                        return Err(fail(ScriptProblem::TimeGoesBack { from: now, to }));
                    }
                    now = to;
                    steps.push(Step::At(now));
                }
                "wait" => {
                    now += parse_time(rest).map_err(setting)?;
                    steps.push(Step::At(now));
                }
                "key" | "keys" => {
                    for name in rest.split_whitespace() {
                        let chord: KeyChord =
                            name.parse().map_err(|e| fail(ScriptProblem::Key(e)))?;
                        steps.push(Step::Input(Input::Key(chord)));
                    }
                }
                "type" => steps.push(Step::Input(Input::Text(rest.to_string()))),
                "claim" => steps.push(Step::Input(Input::ClaimDraw(rest.to_string()))),
                "tick" => steps.push(Step::Input(Input::Tick)),
                // A line of the online game's stream, as lichess sends it.
                "server" => steps.push(Step::Input(Input::Server(
                    crate::online::Incoming::GameLine(rest.to_string()),
                ))),
                "expect" | "expect-none" if !rest.is_empty() => steps.push(Step::Expect {
                    line: number + 1,
                    text: rest.to_string(),
                    present: word == "expect",
                }),
                "focus" => {
                    let context = match rest {
                        "entry" => Context::MoveEntry,
                        "board" => Context::Board,
                        _ => return Err(fail(ScriptProblem::Focus(rest.to_string()))),
                    };
                    steps.push(Step::Input(Input::Focus(context)));
                }
                // The arbiter's actions, as the panel takes them; `clock` and `sheet` also
                // stand alone.
                "clock" | "sheet" => steps.push(Step::Input(Input::Arbiter(
                    ArbiterAction::parse(line).map_err(|e| fail(ScriptProblem::Arbiter(e)))?,
                ))),
                "arbiter" => steps.push(Step::Input(Input::Arbiter(
                    ArbiterAction::parse(rest).map_err(|e| fail(ScriptProblem::Arbiter(e)))?,
                ))),
                _ if is_setting(word) => {
                    return Err(fail(ScriptProblem::SettingAfterInput(word.to_string())));
                }
                _ => return Err(fail(ScriptProblem::UnknownLine(line.to_string()))),
            }
        }
        // The settings are read in any order; whether they make a game is known once all are.
        let setup = setup.build().map_err(|e| ScriptError {
            line: last_setting,
            problem: ScriptProblem::Setting(e.into()),
        })?;
        Ok(Script { setup, steps })
    }

    /// The inputs with the time each comes at (the ticks in between left out).
    pub fn timed_inputs(&self) -> Vec<(Duration, Input)> {
        let mut now = Duration::ZERO;
        let mut inputs = Vec::new();
        for step in &self.steps {
            match step {
                Step::At(to) => now = *to,
                Step::Input(input) => inputs.push((now, input.clone())),
                Step::Expect { .. } => {}
            }
        }
        inputs
    }

    /// Plays the script on a new session: the greeting, then every step. `engines` answers the
    /// session's questions to the computer; the answer comes at the moment it was asked (the
    /// script's time stands still while the computer thinks), so a script with a node- or
    /// depth-limited built-in level gives the same game every time.
    pub fn run(
        &self,
        engines: &mut dyn Engines,
    ) -> Result<(Session, Vec<Happened>), crate::rules::RulesError> {
        self.run_observed(engines, &mut |_, _, _| {})
    }

    /// `run`, showing `observer` every input the session takes — the script's, each tick and
    /// each engine answer — with its time and whether it had effects: what a shell journals.
    pub fn run_observed(
        &self,
        engines: &mut dyn Engines,
        observer: &mut dyn FnMut(Duration, &Input, bool),
    ) -> Result<(Session, Vec<Happened>), crate::rules::RulesError> {
        let mut session = Session::new(self.setup.clone())?;
        let mut happened = Vec::new();
        let greeting = session.greeting();
        let mut run = Run {
            session: &mut session,
            engines,
            happened: &mut happened,
            observer,
        };
        run.record(Duration::ZERO, greeting);
        let mut now = Duration::ZERO;
        // Where the lines an `expect` looks at begin: the lines said since the last input before
        // it (consecutive `expect` lines look at the same lines).
        let mut window = 0;
        let mut expecting = false;
        for step in &self.steps {
            if expecting && !matches!(step, Step::Expect { .. }) {
                window = run.happened.len();
                expecting = false;
            }
            match step {
                Step::At(to) => {
                    // Straight to each cue and flag on the way, then to the time asked: a wait
                    // of any length takes as long as its events.
                    while let Some(due) = run.session.next_due().filter(|due| due < to) {
                        now = due;
                        run.input(Input::Tick, now);
                    }
                    if now < *to {
                        now = *to;
                        run.input(Input::Tick, now);
                    }
                }
                Step::Input(input) => run.input(input.clone(), now),
                Step::Expect {
                    line,
                    text,
                    present,
                } => {
                    let said_it = run.happened[window..].iter().any(
                        |h| matches!(h, Happened::Said { text: said, .. } if said.contains(text.as_str())),
                    );
                    if said_it != *present {
                        run.happened.push(Happened::Unmet {
                            at: now,
                            line: *line,
                            text: text.clone(),
                            present: *present,
                        });
                    }
                    expecting = true;
                }
            }
        }
        Ok((session, happened))
    }
}

/// Who answers the session's engine effects while a script plays: the app's engine threads and
/// processes (the shell's), or whatever a test puts in their place.
pub trait Engines {
    /// Carries out an engine effect (`StartEngine`, `AskEngine`; the others are not its
    /// business). `game` is the session's game as it is now: the game the question is about.
    fn carry_out(&mut self, effect: &Effect, game: &Game);

    /// Waits for the answer to the question just asked, as the session's input (`None`: no
    /// answer came in the time the shell allows).
    fn answer(&mut self) -> Option<Input>;
}

/// A script being played.
struct Run<'a> {
    session: &'a mut Session,
    engines: &'a mut dyn Engines,
    happened: &'a mut Vec<Happened>,
    observer: &'a mut dyn FnMut(Duration, &Input, bool),
}

impl Run<'_> {
    fn input(&mut self, input: Input, now: Duration) {
        let effects = self.session.handle(input.clone(), now);
        (self.observer)(now, &input, !effects.is_empty());
        self.record(now, effects);
    }

    /// Records what was said and played; engine effects are carried out, and each answer is
    /// handed back at the same moment.
    fn record(&mut self, at: Duration, effects: Vec<Effect>) {
        let asked = effects
            .iter()
            .any(|e| matches!(e, Effect::AskEngine { .. }));
        for effect in &effects {
            self.engines.carry_out(effect, &self.session.engine_game());
        }
        record(self.session, at, effects, self.happened);
        if asked && let Some(answer) = self.engines.answer() {
            self.input(answer, at);
        }
    }
}

fn record(session: &Session, at: Duration, effects: Vec<Effect>, out: &mut Vec<Happened>) {
    for effect in effects {
        match &effect {
            Effect::Say { priority, .. } => out.push(Happened::Said {
                at,
                text: session.words_of(&effect).unwrap_or_default(),
                priority: *priority,
            }),
            Effect::Cue(heard) => out.push(Happened::Cue {
                at,
                earcon: heard.cue.earcon.as_str(),
                color: heard.cue.color,
            }),
            Effect::Online { request, .. } => {
                let game = session
                    .setup()
                    .online
                    .as_ref()
                    .map_or("", |o| o.id.as_str());
                out.push(Happened::Sent {
                    at,
                    request: request.request(game).0,
                });
            }
            Effect::StartEngine { .. }
            | Effect::AskEngine { .. }
            | Effect::SaveScoresheet
            | Effect::SaveEnvelope
            | Effect::Window(_) => {}
        }
    }
}

const SETTINGS: [&str; 19] = [
    "mode",
    "time",
    "vi",
    "board",
    "vocab",
    "form",
    "pawn",
    "name",
    "lang",
    "fen",
    "chess960",
    "cues",
    "computer",
    "clock-only",
    "hearing",
    "guideline-iii",
    "press",
    "verbosity",
    "online",
];

fn is_setting(word: &str) -> bool {
    SETTINGS.contains(&word)
}

/// Applies one setting line (`mode tournament`, `time 90+30`, `name white Anna`…) to a
/// setup being built: the value is read, then given to the builder, which refuses a setting
/// given twice.
pub fn apply_setting(setup: &mut SetupBuilder, word: &str, rest: &str) -> Result<(), SettingError> {
    let rest = rest.trim();
    let split = |form: &'static str| rest.split_once(' ').ok_or(SettingError::Usage(form));
    let given = match word {
        "mode" => setup.mode(choose(word, rest)?),
        "time" => setup.time_control(
            rest.parse::<TimeControl>()
                .map_err(SettingError::TimeControl)?,
        ),
        "vi" => setup.impaired(choose(word, rest)?),
        "board" => {
            let (color, on) = split("board COLOUR on|off")?;
            setup.board(parse_color(color)?, parse_on_off(word, on)?)
        }
        "vocab" => {
            let (color, id) = split("vocab COLOUR VOCABULARY")?;
            let id = id.trim();
            // In any case: scripts and settings files have always taken `FIDE` for `fide`.
            let vocab = VocabId::ALL
                .into_iter()
                .find(|vocab| vocab.as_str().eq_ignore_ascii_case(id))
                .ok_or_else(|| SettingError::NotOneOf {
                    setting: word.to_string(),
                    names: VocabId::names(),
                    text: id.to_string(),
                })?;
            setup.vocab(parse_color(color)?, vocab)
        }
        "computer" => setup.computer(parse_computer(rest)?),
        "form" => {
            let (color, form) = split("form COLOUR short|long")?;
            setup.form(parse_color(color)?, choose(word, form.trim())?)
        }
        "pawn" => {
            let (color, on) = split("pawn COLOUR on|off")?;
            setup.pawn_word(parse_color(color)?, parse_on_off(word, on)?)
        }
        "name" => {
            let (color, name) = split("name COLOUR NAME")?;
            setup.name(parse_color(color)?, name)
        }
        "lang" => setup.ui(UiLanguage::from_locale(rest)
            .ok_or_else(|| SettingError::NoLanguage(rest.to_string()))?),
        "fen" => setup.start(StartPosition::Fen {
            fen: rest.to_string(),
            chess960: false,
        }),
        "chess960" => setup
            .start(StartPosition::Chess960(rest.parse().map_err(|_| {
                SettingError::NotAChess960Number(rest.to_string())
            })?)),
        "cues" => setup.cues(choose(word, rest)?),
        "clock-only" => setup.clock_only(parse_color(rest)?),
        "hearing" => setup.hearing_impaired(parse_color(rest)?),
        "guideline-iii" => setup.guideline_iii(parse_on_off(word, rest)?),
        "press" => setup.press(choose(word, rest)?),
        "verbosity" => setup.verbosity(choose(word, rest)?),
        "online" => {
            let (color, id) = rest.split_once(' ').unwrap_or((rest, "script"));
            setup.online(crate::setup::OnlineGame {
                id: id.trim().to_string(),
                color: parse_color(color)?,
                rated: false,
                days_per_move: None,
            })
        }
        _ => return Err(SettingError::NotASetting(word.to_string())),
    };
    Ok(given?)
}

/// `on` or `off`, for the setting named `setting`.
pub fn parse_on_off(setting: &str, text: &str) -> Result<bool, SettingError> {
    match text.trim() {
        "on" => Ok(true),
        "off" => Ok(false),
        other => Err(SettingError::NotOnOff {
            setting: setting.to_string(),
            text: other.to_string(),
        }),
    }
}

/// One of a closed set of values, by name ("mode home, tournament or assistant, not …").
fn choose<T: Choice>(setting: &str, text: &str) -> Result<T, SettingError> {
    T::from_name(text).ok_or_else(|| SettingError::NotOneOf {
        setting: setting.to_string(),
        names: T::names(),
        text: text.to_string(),
    })
}

/// `white` or `black`.
pub fn parse_color(text: &str) -> Result<Color, SettingError> {
    match text.trim() {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        other => Err(SettingError::NotAColor(other.to_string())),
    }
}

/// "90", "1:30", "1:20:00", "12.5".
pub fn parse_time(text: &str) -> Result<Duration, SettingError> {
    let bad = || SettingError::NotATime(text.to_string());
    let mut seconds = 0.0f64;
    for part in text.trim().split(':') {
        let value: f64 = part.parse().map_err(|_| bad())?;
        if !value.is_finite() || value < 0.0 {
            return Err(bad());
        }
        seconds = seconds * 60.0 + value;
    }
    Duration::try_from_secs_f64(seconds)
        .ok()
        .filter(|time| *time <= crate::clock::LONGEST)
        .ok_or_else(|| SettingError::TimeTooLong(text.to_string()))
}

/// `computer COLOUR ENGINE [movetime MS | depth N | nodes N]`: the computer plays COLOUR with
/// ENGINE (`builtin:LEVEL` or `uci:PATH[:OPTION=VALUE…]`), thinking as long as the limit says
/// in an untimed game.
pub fn parse_computer(text: &str) -> Result<Computer, SettingError> {
    const FORM: &str = "computer COLOUR ENGINE [movetime MS | depth N | nodes N]";
    let (color, rest) = text
        .trim()
        .split_once(' ')
        .ok_or(SettingError::Usage(FORM))?;
    // The engine may hold spaces (a UCI option "Skill Level=5"): the limit is read from the end.
    let mut tail = rest.trim().rsplitn(3, ' ');
    let (last, word, front) = (tail.next(), tail.next(), tail.next());
    let (engine, limit) = match (front, word, last.map(str::parse::<u64>)) {
        (Some(engine), Some(word @ ("movetime" | "depth" | "nodes")), Some(Ok(n))) => {
            (engine, Some((word, n)))
        }
        (_, Some("movetime" | "depth" | "nodes"), _) => return Err(SettingError::Usage(FORM)),
        _ => (rest.trim(), None),
    };
    let engine = engine.parse().map_err(SettingError::Engine)?;
    let mut computer = Computer::new(parse_color(color)?, engine);
    match limit {
        Some(("movetime", ms)) => computer.limits = Limits::movetime(Duration::from_millis(ms)),
        Some(("depth", depth)) => computer.limits = Limits::depth(depth as u32),
        Some((_, nodes)) => {
            computer.limits = Limits {
                nodes: Some(nodes),
                ..Limits::default()
            }
        }
        None => {}
    }
    Ok(computer)
}

/// The built-in engine on the caller's own thread: for a script played by the core alone (its
/// tests, a benchmark), where nothing else happens while the computer thinks. An external UCI
/// engine needs the shell's processes: asked for one, it answers that it could not be started,
/// and the session plays on with the built-in engine as it does whenever an engine fails.
pub struct InlineEngines {
    /// By role: the built-in engine, or the program of an external one.
    engines: [Option<Result<Builtin, String>>; 2],
    question: Option<(EngineRole, u64, Game, Limits)>,
    seed: u64,
    now: Now,
}

impl InlineEngines {
    /// `seed` makes the built-in engine's choices repeatable; `now` tells it the time.
    pub fn new(seed: u64, now: Now) -> InlineEngines {
        InlineEngines {
            engines: [None, None],
            question: None,
            seed,
            now,
        }
    }
}

impl Engines for InlineEngines {
    fn carry_out(&mut self, effect: &Effect, game: &Game) {
        match effect {
            Effect::StartEngine { role, spec } => {
                self.engines[role.slot()] = Some(match spec {
                    EngineSpec::Builtin(level) => Ok(Builtin::new(*level, self.seed, self.now)),
                    EngineSpec::Uci { program, .. } => Err(program.clone()),
                });
            }
            Effect::AskEngine { role, id, limits } => {
                self.question = Some((*role, *id, game.clone(), limits.clone()));
            }
            Effect::Say { .. }
            | Effect::Cue(_)
            | Effect::SaveScoresheet
            | Effect::SaveEnvelope
            | Effect::Window(_)
            | Effect::Online { .. } => {}
        }
    }

    fn answer(&mut self) -> Option<Input> {
        let (role, id, game, limits) = self.question.take()?;
        let (seed, now) = (self.seed, self.now);
        // Should the session ask before it starts an engine, the strongest built-in engine
        // answers rather than nobody (as the app's engine threads do).
        let engine = self.engines[role.slot()]
            .get_or_insert_with(|| Ok(Builtin::new(Level::strongest(), seed, now)));
        let result = match engine {
            Ok(engine) => engine.think(&game, &limits, &AtomicBool::new(false)),
            Err(program) => Err(EngineError::NotStarted {
                program: program.clone(),
                reason: "an external engine runs only in the app".into(),
            }),
        };
        Some(Input::EngineReply { id, result })
    }
}

crate::vocab::displayed_in_english!(ScriptError, SettingError);

impl ScriptError {
    pub fn message(&self) -> Message {
        Message::Ui(
            "error-script-line",
            vec![
                ("line", Arg::Number(self.line as u64)),
                ("problem", nested(self.problem.message())),
            ],
        )
    }
}

impl ScriptProblem {
    pub fn message(&self) -> Message {
        match self {
            ScriptProblem::Setting(error) => error.message(),
            ScriptProblem::TimeGoesBack { from, to } => Message::Ui(
                "error-script-time-back",
                vec![
                    ("from", Arg::Key(from.as_secs_f64().to_string())),
                    ("to", Arg::Key(to.as_secs_f64().to_string())),
                ],
            ),
            ScriptProblem::Key(error) => error.message(),
            ScriptProblem::Focus(text) => {
                Message::Ui("error-script-focus", vec![("text", shown(text, WORD))])
            }
            ScriptProblem::Arbiter(error) => error.message(),
            ScriptProblem::SettingAfterInput(setting) => Message::Ui(
                "error-script-setting-late",
                vec![("setting", shown(setting, WORD))],
            ),
            ScriptProblem::UnknownLine(line) => Message::Ui(
                "error-script-unknown-line",
                vec![("line", shown(line, LINE))],
            ),
        }
    }
}

impl SettingError {
    pub fn message(&self) -> Message {
        let text = |id, text: &str| Message::Ui(id, vec![("text", shown(text, WORD))]);
        match self {
            SettingError::NotASetting(setting) => Message::Ui(
                "error-setting-unknown",
                vec![("setting", shown(setting, WORD))],
            ),
            SettingError::Usage(form) => usage(form),
            SettingError::NotOnOff { setting, text } => Message::Ui(
                "error-setting-on-off",
                vec![
                    ("setting", shown(setting, WORD)),
                    ("text", shown(text, WORD)),
                ],
            ),
            SettingError::NotOneOf {
                setting,
                names,
                text,
            } => {
                let (last, first) = names.split_last().unwrap_or((&"", &[]));
                Message::Ui(
                    "error-setting-one-of",
                    vec![
                        ("setting", shown(setting, WORD)),
                        ("names", Arg::Key(first.join(", "))),
                        ("last", Arg::Key(last.to_string())),
                        ("text", shown(text, WORD)),
                    ],
                )
            }
            SettingError::NotAColor(value) => text("error-setting-color", value),
            SettingError::NotATime(value) => text("error-setting-time", value),
            SettingError::TimeTooLong(value) => text("error-setting-time-too-long", value),
            SettingError::NoLanguage(value) => text("error-setting-language", value),
            SettingError::NotAChess960Number(value) => text("error-setting-chess960", value),
            SettingError::Engine(error) => error.message(),
            SettingError::TimeControl(error) => error.message(),
            SettingError::Setup(error) => error.message(),
        }
    }
}
