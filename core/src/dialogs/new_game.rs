//! The new-game dialog's choices and what they say: the window draws them, this decides them.
//!
//! Each field is either a choice among a few values (Up and Down step through them) or a line of
//! text. Which fields there are depends on the choices made: a level only against the built-in
//! engine, a time-control line only for "another time control". Every field is said as it is
//! focused ("Opponent: the computer, 1 of 4") and every value as it changes, in the interface
//! language. The choices become a [`Setup`] through the same [`SetupBuilder`] the command line
//! and scripts use, or are refused with the field to fix and the reason, said aloud.
//!
//! The choices are plain data (serde), so the shell can remember the last ones for next time.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::message::{Arg, Message};
use crate::{
    choice::Choice,
    clock::TimeControl,
    dialogs::form::{Form, Kind},
    engine::{builtin::Level, spec::EngineSpec},
    pgn::PgnGame,
    rules::{Game, StartPosition},
    session::{Computer, Cues, Impaired, Mode, Setup, SetupBuilder, SetupError},
    ui_text::UiLanguage,
    vocab::VocabId,
};

/// Who the opponent is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opponent {
    /// The computer, at home.
    #[default]
    Computer,
    /// A friend at this computer, at home.
    Friend,
    /// A sighted opponent at a tournament (Appendix D).
    Tournament,
    /// A tournament game with an assistant operating the app (D.2.10).
    Assistant,
    /// Someone on lichess: the dialog leads to the lobby, where the game is found
    /// (`online::lobby`); these choices are the player's own for it ([`NewGame::online_home`]).
    Online,
}

impl Choice for Opponent {
    const ALL: &'static [Opponent] = &[
        Opponent::Computer,
        Opponent::Friend,
        Opponent::Tournament,
        Opponent::Assistant,
        Opponent::Online,
    ];

    fn as_str(self) -> &'static str {
        match self {
            Opponent::Computer => "computer",
            Opponent::Friend => "friend",
            Opponent::Tournament => "tournament",
            Opponent::Assistant => "assistant",
            Opponent::Online => "online",
        }
    }
}

impl Opponent {
    fn mode(self) -> Mode {
        match self {
            Opponent::Computer | Opponent::Friend | Opponent::Online => Mode::Home,
            Opponent::Tournament => Mode::Tournament { assistant: false },
            Opponent::Assistant => Mode::Tournament { assistant: true },
        }
    }

    /// A tactile board beside the app is the rule in a tournament (Appendix D), the exception
    /// at home.
    fn tactile_by_default(self) -> bool {
        self.mode() != Mode::Home
    }
}

/// The colour the player takes against the computer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    #[default]
    White,
    Black,
    /// Drawn when the game starts.
    Random,
}

impl Choice for Side {
    const ALL: &'static [Side] = &[Side::White, Side::Black, Side::Random];

    fn as_str(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
            Side::Random => "random",
        }
    }
}

/// How the game starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Start {
    #[default]
    Standard,
    /// A Chess960 position drawn when the game starts.
    Chess960Random,
    /// A Chess960 position by its number (typed).
    Chess960,
    /// A position in FEN (typed).
    Fen,
    /// Play on from where a game in a PGN file stopped (its path typed).
    Pgn,
}

impl Choice for Start {
    const ALL: &'static [Start] = &[
        Start::Standard,
        Start::Chess960Random,
        Start::Chess960,
        Start::Fen,
        Start::Pgn,
    ];

    fn as_str(self) -> &'static str {
        match self {
            Start::Standard => "standard",
            Start::Chess960Random => "chess960-random",
            Start::Chess960 => "chess960",
            Start::Fen => "fen",
            Start::Pgn => "pgn",
        }
    }
}

/// The time controls players know, as the clock writes them; "" is no clock.
pub const TIME_PRESETS: [&str; 8] = [
    "",
    "90+30",
    "40/90, 30, +30s",
    "25+10",
    "15+10",
    "10+5",
    "5+3",
    "3+2",
];

/// One field of the dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    Opponent,
    /// The built-in engine, an engine found on this system, or another program.
    Engine,
    /// Another engine's program, typed.
    EnginePath,
    Level,
    /// The player's colour against the computer.
    Side,
    /// Who is visually impaired (not against the computer: there it is the player).
    Impaired,
    Name(Color),
    Vocab(Color),
    /// A preset time control, or another one.
    Time,
    /// Another time control, typed.
    TimeText,
    Start,
    /// The Chess960 number or the FEN, typed.
    StartText,
    /// The visually impaired player has a tactile board beside the app.
    Tactile,
    Cues,
}

/// The dialog's choices: what is remembered from one game to the next.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case")]
pub struct NewGame {
    pub opponent: Opponent,
    /// The computer's engine: the built-in one, one found here, or a program typed.
    #[serde(flatten)]
    pub engine: EngineChoice,
    pub level: u8,
    pub side: Side,
    #[serde(with = "impaired_text")]
    pub impaired: Impaired,
    pub white_name: String,
    pub black_name: String,
    pub white_vocab: VocabId,
    pub black_vocab: VocabId,
    /// The time control: a preset, or one typed.
    #[serde(flatten)]
    pub time: TimeChoice,
    pub start: Start,
    /// The Chess960 number or the FEN.
    pub start_text: String,
    pub tactile: bool,
    pub cues: Cues,
}

/// The engine the computer plays with, as the dialog holds it (kept as `engine` and
/// `engine-typed` in the remembered choices).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct EngineChoice {
    /// The UCI engine's program; empty for the built-in engine.
    #[serde(rename = "engine")]
    pub program: String,
    /// The program is typed, not one of those found.
    #[serde(rename = "engine-typed")]
    pub typed: bool,
    /// UCI engines found on this system (their programs): offered besides the built-in one.
    #[serde(skip)]
    pub found: Vec<String>,
}

/// The time control as the dialog holds it (kept as `time` and `time-typed`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct TimeChoice {
    /// As the clock writes it ("" for none).
    #[serde(rename = "time")]
    pub text: String,
    /// Typed, not a preset.
    #[serde(rename = "time-typed")]
    pub typed: bool,
}

impl Default for NewGame {
    /// Against the computer at level 5 as White, the FIDE words, no clock, the standard start.
    fn default() -> NewGame {
        NewGame {
            opponent: Opponent::Computer,
            engine: EngineChoice::default(),
            level: Level::DEFAULT_OPPONENT.number(),
            side: Side::White,
            impaired: Impaired::White,
            white_name: String::new(),
            black_name: String::new(),
            white_vocab: VocabId::Fide,
            black_vocab: VocabId::Fide,
            time: TimeChoice::default(),
            start: Start::Standard,
            start_text: String::new(),
            tactile: false,
            cues: Cues::Tactile,
        }
    }
}

/// Why a dialog's choices cannot be carried out: the field to fix and what to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal<F = Field> {
    pub field: F,
    pub message: Message,
}

impl Form for NewGame {
    type Field = Field;

    /// The fields shown, in the order Tab reaches them.
    fn fields(&self) -> Vec<Field> {
        let mut fields = vec![Field::Opponent];
        if self.opponent == Opponent::Online {
            // Who plays, the clock and the start are lichess's: only the player's own choices.
            fields.extend([Field::Vocab(Color::White), Field::Tactile, Field::Cues]);
            return fields;
        }
        if self.opponent == Opponent::Computer {
            // The level first: what a newcomer against the computer chooses (Tab, a digit).
            if !self.engine.typed && self.engine.program.is_empty() {
                fields.push(Field::Level);
            }
            fields.push(Field::Engine);
            if self.engine.typed {
                fields.push(Field::EnginePath);
            }
            fields.push(Field::Side);
        } else {
            fields.push(Field::Impaired);
        }
        fields.extend([
            Field::Name(Color::White),
            Field::Name(Color::Black),
            Field::Vocab(Color::White),
            Field::Vocab(Color::Black),
            Field::Time,
        ]);
        if self.time.typed {
            fields.push(Field::TimeText);
        }
        fields.push(Field::Start);
        if matches!(self.start, Start::Chess960 | Start::Fen | Start::Pgn) {
            fields.push(Field::StartText);
        }
        fields.extend([Field::Tactile, Field::Cues]);
        fields
    }

    /// A choice field's place among its values, or a text field.
    fn kind(&self, field: Field) -> Kind {
        let choice = |index: usize, count: usize| Kind::Choice { index, count };
        match field {
            Field::Opponent => choice(position(self.opponent), Opponent::ALL.len()),
            Field::Engine => choice(self.engine_index(), self.engine.found.len() + 2),
            Field::Level => choice(
                usize::from(self.level.saturating_sub(Level::MIN)),
                usize::from(Level::MAX - Level::MIN + 1),
            ),
            Field::Side => choice(position(self.side), Side::ALL.len()),
            Field::Impaired => choice(position(self.impaired), Impaired::ALL.len()),
            Field::Vocab(color) => choice(
                VocabId::ALL
                    .iter()
                    .position(|v| *v == self.vocab(color))
                    .unwrap_or(0),
                VocabId::ALL.len(),
            ),
            Field::Time => choice(self.time_index(), TIME_PRESETS.len() + 1),
            Field::Start => choice(position(self.start), Start::ALL.len()),
            Field::Tactile => choice(usize::from(!self.tactile), 2),
            Field::Cues => choice(position(self.cues), Cues::ALL.len()),
            Field::EnginePath | Field::Name(_) | Field::TimeText | Field::StartText => Kind::Text,
        }
    }

    /// The field's label.
    fn label(&self, field: Field) -> Message {
        let with_color = |id: &'static str, color: Color| {
            Message::Ui(id, vec![("color", Arg::Select(color_name(color)))])
        };
        match field {
            Field::Opponent => Message::ui("newgame-opponent"),
            Field::Engine => Message::ui("newgame-engine"),
            Field::EnginePath => Message::ui("newgame-engine-path"),
            Field::Level => Message::ui("newgame-level"),
            Field::Side => Message::ui("newgame-side"),
            Field::Impaired => Message::ui("newgame-impaired"),
            Field::Name(color) => with_color("newgame-name", color),
            Field::Vocab(_) if self.opponent == Opponent::Online => {
                Message::ui("newgame-vocab-yours")
            }
            Field::Vocab(color) => with_color("newgame-vocab", color),
            Field::Time => Message::ui("newgame-time"),
            Field::TimeText => Message::ui("newgame-time-text"),
            Field::Start => Message::ui("newgame-start"),
            Field::StartText => Message::Ui(
                "newgame-start-text",
                vec![("start", Arg::Select(self.start.as_str()))],
            ),
            Field::Tactile => Message::ui("newgame-tactile"),
            Field::Cues => Message::ui("newgame-cues"),
        }
    }

    /// A field's value in words (a text field: its text).
    fn value(&self, field: Field) -> Message {
        let select = |id: &'static str, value: &'static str| {
            Message::Ui(id, vec![("value", Arg::Select(value))])
        };
        match field {
            Field::Opponent => select("newgame-opponent-value", self.opponent.as_str()),
            Field::Engine => match self.engine_index() {
                0 => Message::ui("newgame-engine-builtin"),
                index if index > self.engine.found.len() => Message::ui("newgame-engine-other"),
                _ => Message::Ui(
                    "newgame-engine-found",
                    vec![("program", Arg::Key(program_name(&self.engine.program)))],
                ),
            },
            Field::Level => {
                let level = Level::new(self.level).unwrap_or(Level::DEFAULT_OPPONENT);
                Message::Ui(
                    "engine-level",
                    vec![
                        ("level", Arg::Number(u64::from(level.number()))),
                        ("name", Arg::Select(level.name_key())),
                        ("elo", Arg::Number(u64::from(level.elo()))),
                    ],
                )
            }
            Field::Side => select("newgame-side-value", self.side.as_str()),
            Field::Impaired => select("newgame-impaired-value", self.impaired.as_str()),
            Field::Vocab(color) => select("newgame-vocab-value", self.vocab(color).as_str()),
            Field::Time => {
                let index = self.time_index();
                match TIME_PRESETS.get(index) {
                    Some(&"") => Message::ui("game-untimed"),
                    Some(preset) => time_words(preset),
                    None => Message::ui("newgame-time-other"),
                }
            }
            Field::Start => select("newgame-start-value", self.start.as_str()),
            Field::Tactile => select("newgame-yes-no", if self.tactile { "yes" } else { "no" }),
            Field::Cues => select("newgame-cues-value", self.cues.as_str()),
            Field::EnginePath | Field::Name(_) | Field::TimeText | Field::StartText => {
                Message::Ui("newgame-typed", vec![("text", Arg::Key(self.text(field)))])
            }
        }
    }

    /// A text field's text (a choice field has none).
    fn text(&self, field: Field) -> String {
        match field {
            Field::EnginePath => self.engine.program.clone(),
            Field::Name(Color::White) => self.white_name.clone(),
            Field::Name(Color::Black) => self.black_name.clone(),
            Field::TimeText => self.time.text.clone(),
            Field::StartText => self.start_text.clone(),
            _ => String::new(),
        }
    }

    /// Sets a text field's text (a choice field is left alone).
    fn set_text(&mut self, field: Field, text: &str) {
        let slot = match field {
            Field::EnginePath => &mut self.engine.program,
            Field::Name(Color::White) => &mut self.white_name,
            Field::Name(Color::Black) => &mut self.black_name,
            Field::TimeText => &mut self.time.text,
            Field::StartText => &mut self.start_text,
            _ => return,
        };
        *slot = text.to_string();
    }

    fn set_index(&mut self, field: Field, index: usize) {
        match field {
            Field::Opponent => {
                let opponent = Opponent::ALL.get(index).copied().unwrap_or_default();
                if opponent != self.opponent {
                    self.tactile = opponent.tactile_by_default();
                }
                self.opponent = opponent;
            }
            Field::Engine => {
                self.engine.typed = index > self.engine.found.len();
                self.engine.program = match index {
                    0 => String::new(),
                    _ => self
                        .engine
                        .found
                        .get(index - 1)
                        .cloned()
                        .unwrap_or_default(),
                };
            }
            Field::Level => self.level = Level::MIN + index as u8,
            Field::Side => self.side = pick(index),
            Field::Impaired => self.impaired = pick(index),
            Field::Vocab(color) => {
                let vocab = VocabId::ALL.get(index).copied().unwrap_or(VocabId::Fide);
                *color.fold_wb(&mut self.white_vocab, &mut self.black_vocab) = vocab;
            }
            Field::Time => {
                self.time.typed = index >= TIME_PRESETS.len();
                let preset = TIME_PRESETS.get(index).copied().unwrap_or_default();
                if !self.time.typed || TIME_PRESETS.contains(&self.time.text.trim()) {
                    self.time.text = preset.to_string();
                }
            }
            Field::Start => self.start = pick(index),
            Field::Tactile => self.tactile = index == 0,
            Field::Cues => self.cues = pick(index),
            Field::EnginePath | Field::Name(_) | Field::TimeText | Field::StartText => {}
        }
    }
}

impl NewGame {
    /// What is said when the dialog opens: how it works, and that a game in progress stays
    /// saved.
    pub fn opened(&self, game_in_progress: bool) -> Message {
        let game = if game_in_progress { "kept" } else { "none" };
        Message::Joined(vec![
            Message::Ui("newgame-open", vec![("game", Arg::Select(game))]),
            self.focused(Field::Opponent),
        ])
    }

    /// What the terminal says when its questions begin: that a game in progress stays saved;
    /// how to answer follows ([`crate::dialogs::lines`]).
    pub fn opened_by_lines(&self, game_in_progress: bool) -> Message {
        let game = if game_in_progress { "kept" } else { "none" };
        Message::Ui("newgame-open-lines", vec![("game", Arg::Select(game))])
    }

    /// The game these choices make, in the interface `language`; `seed` draws a random colour
    /// or Chess960 position, `read` reads the PGN file a game is continued from (the shell's
    /// file; a game in it or why not). Or the first field to fix and why.
    pub fn setup(
        &self,
        language: UiLanguage,
        seed: u64,
        read: &dyn Fn(&str) -> Result<PgnGame, Message>,
    ) -> Result<Setup, Refusal> {
        let refuse = |field, id: &'static str, text: &str| Refusal {
            field,
            message: Message::Ui(id, vec![("text", Arg::Key(text.trim().to_string()))]),
        };
        // Each setting goes once to a new builder: what it could refuse is a fault of this code,
        // told as it is rather than lost.
        let fault = |error: SetupError| Refusal {
            field: Field::Opponent,
            message: Message::Ui(
                "newgame-refused",
                vec![("text", Arg::Message(Box::new(error.message())))],
            ),
        };
        if self.opponent == Opponent::Online {
            // Only the window's dialog leads to the lobby; the terminal's lines say where.
            return Err(Refusal {
                field: Field::Opponent,
                message: Message::ui("newgame-online-elsewhere"),
            });
        }
        let mut setup = SetupBuilder::new();
        setup.mode(self.opponent.mode()).map_err(fault)?;
        setup.ui(language).map_err(fault)?;
        if self.opponent == Opponent::Computer {
            let engine = if self.engine.program.trim().is_empty() {
                if self.engine.typed {
                    return Err(refuse(Field::EnginePath, "newgame-bad-engine", ""));
                }
                EngineSpec::Builtin(Level::new(self.level).unwrap_or(Level::DEFAULT_OPPONENT))
            } else {
                EngineSpec::Uci {
                    program: self.engine.program.trim().to_string(),
                    options: Vec::new(),
                }
            };
            let player = self.player_color(seed);
            setup
                .computer(Computer::new(!player, engine))
                .map_err(fault)?;
            setup.impaired(Impaired::only(player)).map_err(fault)?;
        } else {
            if self.impaired == Impaired::None && self.opponent != Opponent::Friend {
                return Err(Refusal {
                    field: Field::Impaired,
                    message: Message::ui("newgame-tournament-needs-vi"),
                });
            }
            setup.impaired(self.impaired).map_err(fault)?;
        }
        let impaired = if self.opponent == Opponent::Computer {
            [Color::White, Color::Black]
                .into_iter()
                .filter(|&c| c == self.player_color(seed))
                .collect::<Vec<_>>()
        } else {
            [Color::White, Color::Black]
                .into_iter()
                .filter(|&c| self.impaired.includes(c))
                .collect()
        };
        for color in impaired {
            setup.board(color, self.tactile).map_err(fault)?;
        }
        for color in [Color::White, Color::Black] {
            setup.vocab(color, self.vocab(color)).map_err(fault)?;
            let name = self.text(Field::Name(color));
            // A name left empty may still come from the game continued.
            if !name.trim().is_empty() {
                setup.name(color, &name).map_err(fault)?;
            }
        }
        let time = self.time.text.trim();
        if !time.is_empty() {
            match time.parse::<TimeControl>() {
                Ok(control) => setup.time_control(control).map_err(fault)?,
                Err(_) => return Err(refuse(Field::TimeText, "newgame-bad-time", time)),
            }
        }
        let text = self.start_text.trim();
        let start = match self.start {
            Start::Standard => None,
            Start::Chess960Random => Some(StartPosition::Chess960((seed >> 1) as u32 % 960)),
            Start::Chess960 => match text.parse::<u32>() {
                Ok(number) if number < 960 => Some(StartPosition::Chess960(number)),
                _ => return Err(refuse(Field::StartText, "newgame-bad-chess960", text)),
            },
            Start::Fen => {
                let start = StartPosition::Fen {
                    fen: text.to_string(),
                    chess960: false,
                };
                if text.is_empty() || Game::new(start.clone()).is_err() {
                    return Err(refuse(Field::StartText, "newgame-bad-fen", text));
                }
                Some(start)
            }
            Start::Pgn => Some(
                continued(text, read, &mut setup).map_err(|message| Refusal {
                    field: Field::StartText,
                    message,
                })?,
            ),
        };
        if let Some(start) = start {
            setup.start(start).map_err(fault)?;
        }
        if let Some(change) = self.cues.change() {
            setup.cues(change).map_err(fault)?;
        }
        setup.build().map_err(fault)
    }

    /// The player's own choices for an online game (the game itself comes from lichess:
    /// `online::game::setup` takes these), in the interface `language`: their move words,
    /// their tactile board and the clock's sounds, whichever colour they get.
    pub fn online_home(&self, language: UiLanguage) -> Result<Setup, Refusal> {
        let fault = |error: SetupError| Refusal {
            field: Field::Opponent,
            message: Message::Ui(
                "newgame-refused",
                vec![("text", Arg::Message(Box::new(error.message())))],
            ),
        };
        let mut setup = SetupBuilder::new();
        setup.mode(Mode::Home).map_err(fault)?;
        setup.ui(language).map_err(fault)?;
        setup.impaired(Impaired::White).map_err(fault)?;
        setup.board(Color::White, self.tactile).map_err(fault)?;
        for color in [Color::White, Color::Black] {
            setup
                .vocab(color, self.vocab(Color::White))
                .map_err(fault)?;
        }
        if let Some(change) = self.cues.change() {
            setup.cues(change).map_err(fault)?;
        }
        setup.build().map_err(fault)
    }

    /// The player's colour against the computer (a random side drawn from `seed`).
    fn player_color(&self, seed: u64) -> Color {
        match self.side {
            Side::White => Color::White,
            Side::Black => Color::Black,
            Side::Random => Color::from_white(seed.is_multiple_of(2)),
        }
    }

    fn vocab(&self, color: Color) -> VocabId {
        color.fold_wb(self.white_vocab, self.black_vocab)
    }

    /// 0 the built-in engine, then the engines found, then another program.
    fn engine_index(&self) -> usize {
        if self.engine.typed {
            return self.engine.found.len() + 1;
        }
        self.engine
            .found
            .iter()
            .position(|e| *e == self.engine.program)
            .map_or(0, |i| i + 1)
    }

    /// A preset's place, or the last place ("another time control").
    fn time_index(&self) -> usize {
        if self.time.typed {
            return TIME_PRESETS.len();
        }
        TIME_PRESETS
            .iter()
            .position(|p| *p == self.time.text.trim())
            .unwrap_or(TIME_PRESETS.len())
    }
}

/// Where the game in the PGN file at `path` stopped, as a start position; its players' names
/// where none are typed. A game that is over is not continued: it can be reviewed (Ctrl+O).
fn continued(
    path: &str,
    read: &dyn Fn(&str) -> Result<PgnGame, Message>,
    setup: &mut SetupBuilder,
) -> Result<StartPosition, Message> {
    if path.is_empty() {
        return Err(Message::ui("newgame-pgn-none"));
    }
    let pgn = read(path).map_err(|reason| {
        Message::Ui(
            "newgame-pgn-unreadable",
            vec![("text", Arg::Message(Box::new(reason)))],
        )
    })?;
    let over = match pgn.result {
        shakmaty::Outcome::Known(outcome) => Some(outcome),
        shakmaty::Outcome::Unknown => pgn.game.automatic_end().map(|end| end.outcome()),
    };
    if let Some(outcome) = over {
        return Err(Message::Ui(
            "newgame-pgn-over",
            vec![("text", Arg::Key(outcome.to_string()))],
        ));
    }
    for (color, tag) in [(Color::White, "White"), (Color::Black, "Black")] {
        if let Some(name) = pgn.tag(tag).filter(|n| *n != "?" && !n.trim().is_empty()) {
            // A name typed in the dialog was given first and stands.
            let _ = setup.name(color, name);
        }
    }
    Ok(StartPosition::Fen {
        fen: pgn.game.fen(),
        chess960: pgn.game.is_chess960(),
    })
}

/// A time control said as the clock announces it, with its class ("90+30, standard").
fn time_words(control: &str) -> Message {
    let class = control
        .parse::<TimeControl>()
        .ok()
        .and_then(|c| c.class())
        .map_or("standard", |c| c.as_str());
    Message::Ui(
        "newgame-time-value",
        vec![
            ("control", Arg::Key(control.to_string())),
            ("class", Arg::Select(class)),
        ],
    )
}

/// An engine said by its program's file name.
fn program_name(program: &str) -> String {
    std::path::Path::new(program)
        .file_name()
        .map_or_else(|| program.to_string(), |n| n.to_string_lossy().into_owned())
}

fn position<T: Choice + PartialEq>(value: T) -> usize {
    T::ALL.iter().position(|v| *v == value).unwrap_or(0)
}

fn pick<T: Choice + Default>(index: usize) -> T {
    T::ALL.get(index).copied().unwrap_or_default()
}

fn color_name(color: Color) -> &'static str {
    color.fold_wb("white", "black")
}

/// Who is visually impaired, remembered by its name (`white`, `both`, …).
mod impaired_text {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::{choice::Choice, session::Impaired};

    pub fn serialize<S: Serializer>(value: &Impaired, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(value.as_str())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Impaired, D::Error> {
        let name = String::deserialize(deserializer)?;
        Impaired::from_name(&name).ok_or_else(|| {
            serde::de::Error::custom(format!("not white, black, both or none: {name}"))
        })
    }
}

#[cfg(test)]
mod tests;
