//! How each refusal and failure of the core is said: every error type's `message()`, in the
//! interface's words (the `error-…` messages of `locales/ui/*.ftl`), and its `Display`, the same
//! message in English for logs and the command line.
//!
//! A German or Vietnamese player hears why a FEN, a time control or a setting was refused in
//! their own language; the shells put `Arg::Message(Box::new(error.message()))` into their
//! sentences instead of the error's English text. The words live in the locale files alone:
//! `Display` renders the English locale, so there is one source of words.
//!
//! Every `message()` is here, above the modules whose errors it says, so that low modules
//! (`rules`, `clock`, `pgn`) need not know `session::Message`: the imports run one way.
//! Text that came in (a FEN, a typed word, a file's token) is shown back through [`shown`],
//! its control characters pictured and cut to a length a listener can follow.
//!
//! ```
//! use annabella_core::{clock::TimeControl, ui_text::{UiLanguage, UiText}, vocab::{VocabId, Vocabulary}};
//!
//! let error = "90 minutes".parse::<TimeControl>().unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     "\"90 minutes\" is not a period (like 90, 40/90 or 5+3) or a bonus (+30s, d5s, b5s)"
//! );
//! let german = error
//!     .message()
//!     .render(Vocabulary::get(VocabId::Fide), UiText::get(UiLanguage::De));
//! assert!(german.starts_with("„90 minutes“ ist kein Zeitabschnitt"), "{german}");
//! ```
//!
//! [`shown`]: crate::shown

use std::fmt;

use shakmaty::Color;

use crate::{
    clock::{ClockError, TimeControlError},
    engine::{EngineError, builtin::Level, spec::SpecError},
    keymap::BadChord,
    pgn::{PgnError, PgnErrorKind, PgnProblem},
    rules::{AutomaticEnd, FenProblem, RulesError},
    session::{
        ArbiterLineError, Arg, Message, SetupError,
        lines::{LineError, Place},
        script::{ScriptError, ScriptProblem, SettingError},
    },
    ui_text::{UiLanguage, UiText},
    vocab::{VocabError, VocabId, Vocabulary},
    words::{NotationError, Token},
};

/// The most characters of a word shown back (a PGN token, a setting's value).
const WORD: usize = 40;
/// The most characters of a line shown back (a FEN, a script's line).
const LINE: usize = 100;

/// Text that came in, shown back: control characters pictured, cut after `most` characters.
fn shown(text: &str, most: usize) -> Arg {
    Arg::Key(crate::shown::visible(text, most))
}

/// A message said inside another ("game 3: …").
fn nested(message: Message) -> Arg {
    Arg::Message(Box::new(message))
}

/// A colour as a message's selector (`white`, `black`).
fn color(color: Color) -> Arg {
    Arg::Select(color.fold_wb("white", "black"))
}

/// `message` in English: what `Display` writes. It loads the English vocabulary, so a broken
/// shipped vocabulary is told by `Vocabulary::get` with `Debug`, never through this.
fn english(message: &Message) -> String {
    message.render(Vocabulary::get(VocabId::En), UiText::get(UiLanguage::En))
}

/// `Display` for each error: its message in English.
macro_rules! displayed_in_english {
    ($($error:ty),* $(,)?) => {$(
        impl fmt::Display for $error {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&english(&self.message()))
            }
        }
    )*};
}

displayed_in_english!(
    RulesError,
    FenProblem,
    SetupError,
    TimeControlError,
    ClockError,
    PgnProblem,
    PgnError,
    SpecError,
    EngineError,
    BadChord,
    VocabError,
    ArbiterLineError,
    ScriptError,
    SettingError,
    LineError,
);

impl RulesError {
    pub fn message(&self) -> Message {
        match self {
            RulesError::BadFen { fen, reason } => Message::Ui(
                "error-rules-bad-fen",
                vec![
                    ("fen", shown(fen, LINE)),
                    ("reason", nested(reason.message())),
                ],
            ),
            RulesError::BadChess960Number(number) => Message::Ui(
                "error-rules-chess960-number",
                vec![("number", Arg::Number(u64::from(*number)))],
            ),
            RulesError::IllegalMove { uci } => {
                Message::Ui("error-rules-illegal-move", vec![("move", shown(uci, WORD))])
            }
            RulesError::GameOver(end) => Message::Ui(
                "error-rules-game-over",
                vec![("end", nested(end_message(*end)))],
            ),
        }
    }
}

impl FenProblem {
    pub fn message(&self) -> Message {
        Message::ui(match self {
            FenProblem::Unreadable => "error-fen-unreadable",
            FenProblem::Board => "error-fen-board",
            FenProblem::Turn => "error-fen-turn",
            FenProblem::Castling => "error-fen-castling",
            FenProblem::EnPassantField => "error-fen-en-passant-field",
            FenProblem::Counters => "error-fen-counters",
            FenProblem::EmptyBoard => "error-fen-empty-board",
            FenProblem::MissingKing => "error-fen-missing-king",
            FenProblem::TooManyKings => "error-fen-too-many-kings",
            FenProblem::PawnsOnBackRank => "error-fen-pawns-on-back-rank",
            FenProblem::CastlingRights => "error-fen-castling-rights",
            FenProblem::EnPassantSquare => "error-fen-en-passant-square",
            FenProblem::OppositeCheck => "error-fen-opposite-check",
            FenProblem::ImpossibleCheck => "error-fen-impossible-check",
            FenProblem::TooMuchMaterial => "error-fen-too-much-material",
        })
    }
}

/// How a game ended by itself, named inside a refusal ("the game is over (stalemate)").
fn end_message(end: AutomaticEnd) -> Message {
    Message::ui(match end {
        AutomaticEnd::Checkmate { .. } => "error-end-checkmate",
        AutomaticEnd::Stalemate => "error-end-stalemate",
        AutomaticEnd::InsufficientMaterial => "error-end-insufficient-material",
        AutomaticEnd::DeadPosition => "error-end-dead-position",
        AutomaticEnd::FivefoldRepetition => "error-end-fivefold",
        AutomaticEnd::SeventyFiveMoves => "error-end-seventy-five-moves",
    })
}

impl SetupError {
    pub fn message(&self) -> Message {
        match self {
            SetupError::Twice(setting) => {
                Message::Ui("error-setup-twice", vec![("setting", shown(setting, WORD))])
            }
            SetupError::StartTwice => Message::ui("error-setup-start-twice"),
            SetupError::ComputerInTournament => Message::ui("error-setup-computer-in-tournament"),
            SetupError::ComputerPlaysTheReader(reader) => Message::Ui(
                "error-setup-computer-plays-reader",
                vec![("color", color(*reader))],
            ),
            SetupError::ComputerWithoutGame => Message::ui("error-setup-computer-without-game"),
            SetupError::Volume(value) => {
                Message::Ui("error-setup-volume", vec![("value", shown(value, WORD))])
            }
            SetupError::NameNotPrintable {
                color: who,
                shown: name,
            } => Message::Ui(
                "error-setup-name-not-printable",
                vec![("color", color(*who)), ("name", Arg::Key(name.clone()))],
            ),
        }
    }
}

impl TimeControlError {
    pub fn message(&self) -> Message {
        let part = |id, part: &str| Message::Ui(id, vec![("part", shown(part, WORD))]);
        match self {
            TimeControlError::Unknown => Message::ui("error-time-unknown"),
            TimeControlError::Hourglass => Message::ui("error-time-hourglass"),
            TimeControlError::NotUnderstood(text) => part("error-time-not-understood", text),
            TimeControlError::Empty(text) => part("error-time-empty", text),
            TimeControlError::UnreachablePeriod(text) => part("error-time-unreachable", text),
        }
    }
}

impl ClockError {
    pub fn message(&self) -> Message {
        Message::ui(match self {
            ClockError::NotStarted => "error-clock-not-started",
            ClockError::AlreadyStarted => "error-clock-already-started",
            ClockError::Paused => "error-clock-paused",
            ClockError::NotPaused => "error-clock-not-paused",
        })
    }
}

impl PgnProblem {
    pub fn message(&self) -> Message {
        match self {
            PgnProblem::UnknownToken { after, token } if after.is_empty() => {
                Message::Ui("error-pgn-token-first", vec![("token", shown(token, WORD))])
            }
            PgnProblem::UnknownToken { after, token } => Message::Ui(
                "error-pgn-token",
                vec![("after", shown(after, WORD)), ("token", shown(token, WORD))],
            ),
            PgnProblem::AfterTheEnd { number, san, end } => Message::Ui(
                "error-pgn-after-end",
                vec![
                    ("number", shown(number, WORD)),
                    ("san", shown(san, WORD)),
                    ("end", nested(end_message(*end))),
                ],
            ),
        }
    }
}

impl PgnError {
    pub fn message(&self) -> Message {
        Message::Ui(
            "error-pgn-game",
            vec![
                ("game", Arg::Number(self.game as u64)),
                ("error", nested(self.kind.message())),
            ],
        )
    }
}

impl PgnErrorKind {
    pub fn message(&self) -> Message {
        match self {
            PgnErrorKind::Start(error) => error.message(),
            PgnErrorKind::UnsupportedVariant(variant) => {
                Message::Ui("error-pgn-variant", vec![("variant", shown(variant, WORD))])
            }
            PgnErrorKind::IllegalMove { number, san } => Message::Ui(
                "error-pgn-illegal-move",
                vec![("number", shown(number, WORD)), ("san", shown(san, WORD))],
            ),
            PgnErrorKind::Io(reason) => {
                Message::Ui("error-pgn-io", vec![("reason", shown(reason, LINE))])
            }
        }
    }
}

impl SpecError {
    pub fn message(&self) -> Message {
        match self {
            SpecError::Level(text) => Message::Ui(
                "error-engine-level",
                vec![
                    ("min", Arg::Number(u64::from(Level::MIN))),
                    ("max", Arg::Number(u64::from(Level::MAX))),
                    ("text", shown(text, WORD)),
                ],
            ),
            SpecError::NoProgram => Message::ui("error-engine-no-program"),
            SpecError::Option(text) => {
                Message::Ui("error-engine-option", vec![("text", shown(text, WORD))])
            }
            SpecError::NotAnEngine(text) => {
                Message::Ui("error-engine-spec", vec![("text", shown(text, LINE))])
            }
        }
    }
}

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
            EngineError::NoLegalMove => Message::ui("engine-error-no-legal-move"),
        }
    }

    /// Why the engine gave no move, in plain words of the interface language.
    pub fn words(&self, ui: &UiText) -> String {
        self.message().render(Vocabulary::get(VocabId::En), ui)
    }
}

impl BadChord {
    pub fn message(&self) -> Message {
        Message::Ui("error-key", vec![("text", shown(&self.0, WORD))])
    }
}

impl VocabError {
    pub fn message(&self) -> Message {
        match self {
            VocabError::Syntax(detail) => {
                Message::Ui("error-vocab-syntax", vec![("detail", shown(detail, LINE))])
            }
            VocabError::MissingMessage(id) => {
                Message::Ui("error-vocab-missing", vec![("id", shown(id, WORD))])
            }
            VocabError::Collision {
                phrase,
                first,
                second,
            } => Message::Ui(
                "error-vocab-collision",
                vec![
                    ("phrase", shown(phrase, WORD)),
                    ("first", shown(first, WORD)),
                    ("second", shown(second, WORD)),
                ],
            ),
        }
    }
}

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

impl LineError {
    pub fn message(&self) -> Message {
        match self {
            LineError::Unknown(name) => {
                Message::Ui("unknown-command", vec![("command", shown(name, WORD))])
            }
            LineError::NotAPlace { reading, words } => Message::Ui(
                "error-line-place",
                vec![
                    ("words", shown(words, WORD)),
                    (
                        "place",
                        Arg::Select(match reading.place {
                            Place::Square => "square",
                            Place::Rank => "rank",
                            Place::File => "file",
                            Place::Pieces => "pieces",
                        }),
                    ),
                    ("example", nested(reading.written())),
                ],
            ),
        }
    }
}

impl std::error::Error for LineError {}

/// How to write an action or a setting ("write it as: board COLOUR on|off").
fn usage(form: &str) -> Message {
    Message::Ui("error-usage", vec![("form", Arg::Key(form.to_string()))])
}

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

impl NotationError {
    /// The refusal in the player's vocabulary, with the squares and pieces in its words.
    pub fn message(&self) -> Message {
        Message::Tokens(vec![Token::Refusal(Box::new(self.clone()))])
    }
}

#[cfg(test)]
mod tests;
