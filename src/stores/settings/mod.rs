//! Settings that stay: `~/.config/annabella/settings.toml` (the `directories` crate's config
//! directory). They give a new game its defaults — what the command line does not say — and the
//! speech its rate and volume, and they rebind keys:
//!
//! ```toml
//! [game]
//! mode = "tournament"     # every setting of a script's head: time, vi, lang, cues, …
//! time = "90+30"
//! cues = ["speak"]
//! volume = 0.8            # the clock's sounds, 0 to 1
//! press = "auto"          # at home the app presses the clock after your move ("hand": you do)
//! verbosity = "normal"    # what follows a move: brief, normal or full
//!
//! [white]                 # each player's: name, vocab, form, pawn, board
//! vocab = "nb"
//!
//! [speech]
//! rate = 0.6              # 0 (slowest) to 1 (fastest); pitch the same, 0.5 the middle
//! volume = 1.0
//! engine = "builtin"      # the built-in voice (espeak-ng in the app), or "system" (Speech Dispatcher)
//!
//! [view]                  # how the window looks
//! theme = "black-on-yellow"   # classic, white-on-black or black-on-yellow
//! zoom = 200              # percent, 100 to 400
//! boards = "one"          # one (as large as the window allows) or all (side by side)
//!
//! [braille]               # the braille display
//! display = "auto"        # auto, on (say when none is found) or off
//! moves = "letters"       # the move just made: letters (12.Sf3) or words (as announced)
//!
//! [keys.board]            # a context's keys: chord = command
//! "Ctrl+y" = { Act = "PressClock" }
//! ```
//!
//! A value that cannot be used is told in words, with its key, and its default stands; the rest
//! of the file is kept. A file that cannot be read at all (not TOML, not UTF-8 text, a folder)
//! is told with its line and the reason, the defaults stand for the session, and the file is
//! left as it is — it is not written over either. The app never writes the file on its own:
//! `annabella settings --save` and the settings dialog do, when the player asks. Saving keeps
//! the player's comments and order (`toml_edit`) and is atomic: a new file beside it, flushed,
//! then put in its place, so a full disk or a crash leaves the old file whole.

pub mod braille;

use std::{
    fmt,
    io::Write,
    path::{Path, PathBuf},
};

use annabella_core::{
    keymap::{Command, Context, KeyChord, Keymap},
    session::{Arg, Message, SetupBuilder, script::apply_setting},
    ui_text::UiText,
    vocab::{VocabId, Vocabulary},
};
use toml::{Table, Value};

/// The settings file's place.
pub fn path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "annabella")
        .map(|dirs| dirs.config_dir().join("settings.toml"))
}

/// The speech's own settings.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Speech {
    pub rate: Option<f32>,
    pub pitch: Option<f32>,
    pub volume: Option<f32>,
    /// Who speaks what (`app`, `events`, `screen-reader`); by default as the running screen
    /// reader suggests.
    pub mode: Option<annabella_core::speech::SpeechMode>,
    /// The voice of each language (`voices = { de = "German" }`): the system's names, as the
    /// settings dialog lists them; a language not named has the system's voice for it.
    pub voices: std::collections::BTreeMap<String, String>,
    /// What speaks when the app speaks for itself (`builtin`, `system`); by default the
    /// built-in voice.
    pub engine: Option<annabella_core::speech::VoiceEngine>,
}

/// What a settings file gives.
#[derive(Debug, Default)]
pub struct Settings {
    /// A new game's defaults.
    pub defaults: SetupBuilder,
    pub speech: Speech,
    /// Keys bound anew: (where, the key, what it does).
    pub keys: Vec<(Context, KeyChord, Command)>,
    /// How the window looks.
    pub look: annabella_core::look::Look,
    /// The braille display.
    pub braille: crate::stores::settings::braille::BrailleSettings,
    /// What could not be used, in words.
    pub problems: Vec<String>,
}

/// The settings of a game's head, as the settings file names them (`[game]`).
const GAME_KEYS: [&str; 11] = [
    "mode",
    "time",
    "vi",
    "lang",
    "cues",
    "volume",
    "computer",
    "hearing",
    "guideline-iii",
    "press",
    "verbosity",
];
/// A player's settings (`[white]`, `[black]`).
const PLAYER_KEYS: [&str; 5] = ["name", "vocab", "form", "pawn", "board"];

/// Why the settings file cannot be used or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// It cannot be read as settings (at this line, when there is one).
    Unreadable {
        file: PathBuf,
        line: Option<usize>,
        reason: Unreadable,
    },
    /// It could not be written; the old file stands as it was.
    Unwritable { file: PathBuf, reason: String },
}

/// Why a settings file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// A folder stands where the file should be.
    Folder,
    /// Not UTF-8 text (another encoding, or a binary file).
    NotText,
    /// Not TOML: the parser's reason.
    NotToml(String),
    /// The system's reason.
    System(String),
}

impl SettingsError {
    /// The error in the interface language.
    pub fn words(&self, ui: &UiText) -> String {
        match self {
            SettingsError::Unreadable { file, line, reason } => {
                let reason = reason.words(ui);
                let mut args = vec![
                    ("file", file.display().to_string().into()),
                    ("reason", reason.into()),
                ];
                match line {
                    Some(line) => {
                        args.push(("line", (*line).into()));
                        ui.text_with("settings-unreadable-at", &args)
                    }
                    None => ui.text_with("settings-unreadable", &args),
                }
            }
            SettingsError::Unwritable { file, reason } => ui.text_with(
                "settings-unwritable",
                &[
                    ("file", file.display().to_string().into()),
                    ("reason", reason.clone().into()),
                ],
            ),
        }
    }
}

impl Unreadable {
    /// The reason in the interface language (a parser's or the system's as they gave it, its
    /// control characters shown).
    pub fn words(&self, ui: &UiText) -> String {
        match self {
            Unreadable::Folder => ui.text("settings-a-folder"),
            Unreadable::NotText => ui.text("settings-not-text"),
            Unreadable::NotToml(why) | Unreadable::System(why) => {
                annabella_core::shown::visible(why, 200)
            }
        }
    }
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(UiText::get(annabella_core::ui_text::UiLanguage::En)))
    }
}

impl std::error::Error for SettingsError {}

/// The settings file's text: `None` when there is none, an error when it is there but cannot
/// be read as text.
fn read_text(path: &Path) -> Result<Option<String>, SettingsError> {
    let unreadable = |line, reason| SettingsError::Unreadable {
        file: path.to_path_buf(),
        line,
        reason,
    };
    if path.is_dir() {
        return Err(unreadable(None, Unreadable::Folder));
    }
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(unreadable(None, Unreadable::System(e.to_string()))),
    };
    match String::from_utf8(bytes) {
        Ok(text) if !text.contains('\0') => Ok(Some(text)),
        Ok(text) => {
            let at = text.find('\0').unwrap_or_default();
            Err(unreadable(Some(line_at(&text, at)), Unreadable::NotText))
        }
        Err(error) => {
            let bytes = error.as_bytes();
            let at = error.utf8_error().valid_up_to();
            let line = bytes[..at].iter().filter(|b| **b == b'\n').count() + 1;
            Err(unreadable(Some(line), Unreadable::NotText))
        }
    }
}

/// The line (from 1) of byte `at` in `text`.
fn line_at(text: &str, at: usize) -> usize {
    text.as_bytes()[..at.min(text.len())]
        .iter()
        .filter(|b| **b == b'\n')
        .count()
        + 1
}

/// Why a value of the settings file is not used; said through `locales/ui` after the
/// setting's name and value, and the default stands.
#[derive(Debug)]
pub enum ValueProblem {
    /// Not a setting of its section.
    Unknown,
    /// A value where a section (`[game]`) should stand.
    NotASection,
    /// One of these words, as they are typed ("auto, on or off").
    OneOf(String),
    /// A word (in quotes) or a number.
    Word,
    /// A number.
    Number,
    /// A number from 0 to 1.
    Level,
    /// A zoom from 100 to 400 percent.
    Zoom,
    /// `voices` must be a table of language = "voice".
    VoicesTable,
    /// A voice's name for this language.
    VoiceName(String),
    /// No keys are called this (a context of `[keys.CONTEXT]`).
    NoKeys(String),
    /// `[keys.CONTEXT]` holds chord = command lines.
    KeyLines,
    /// A chord that cannot be read.
    Chord(annabella_core::keymap::BadChord),
    /// A command that does not exist.
    NotACommand(String),
    /// What a script's setting line would refuse.
    Setting(annabella_core::session::script::SettingError),
    /// What the game's setup refuses.
    Setup(annabella_core::session::SetupError),
}

impl ValueProblem {
    /// The problem as an interface message.
    pub fn message(&self) -> Message {
        let key = |name: &'static str, text: &str| (name, Arg::Key(text.to_string()));
        match self {
            ValueProblem::Unknown => Message::ui("settings-not-a-setting"),
            ValueProblem::NotASection => Message::ui("settings-not-a-section"),
            ValueProblem::OneOf(words) => Message::Ui("settings-one-of", vec![key("words", words)]),
            ValueProblem::Word => Message::ui("settings-a-word"),
            ValueProblem::Number => Message::ui("settings-a-number"),
            ValueProblem::Level => Message::ui("settings-a-level"),
            ValueProblem::Zoom => Message::ui("settings-a-zoom"),
            ValueProblem::VoicesTable => Message::ui("settings-voices-table"),
            ValueProblem::VoiceName(language) => {
                Message::Ui("settings-voice-name", vec![key("language", language)])
            }
            ValueProblem::NoKeys(context) => {
                Message::Ui("settings-no-keys", vec![key("context", context)])
            }
            ValueProblem::KeyLines => Message::ui("settings-key-lines"),
            ValueProblem::Chord(error) => error.message(),
            ValueProblem::NotACommand(chord) => {
                Message::Ui("settings-not-a-command", vec![key("chord", chord)])
            }
            ValueProblem::Setting(error) => error.message(),
            ValueProblem::Setup(error) => error.message(),
        }
    }
}

impl Settings {
    /// Reads the settings file; a missing file is no settings, one that cannot be read is told
    /// (with its line and the reason) and the defaults stand.
    pub fn read(path: &Path, ui: &UiText) -> Settings {
        match read_text(path) {
            Ok(Some(text)) => Settings::parse(&text, &path.display().to_string(), ui),
            Ok(None) => Settings::default(),
            Err(error) => Settings {
                problems: vec![error.words(ui)],
                ..Settings::default()
            },
        }
    }

    /// Reads settings from their text; `file` names them in what is told.
    pub fn parse(text: &str, file: &str, ui: &UiText) -> Settings {
        let mut settings = Settings::default();
        let table: Table = match text.parse() {
            Ok(table) => table,
            Err(error) => {
                let error: toml::de::Error = error;
                let line = error.span().map(|span| line_at(text, span.start));
                let error = SettingsError::Unreadable {
                    file: PathBuf::from(file),
                    line,
                    reason: Unreadable::NotToml(error.message().to_string()),
                };
                settings.problems.push(error.words(ui));
                return settings;
            }
        };
        let problem = |key: String, value: &Value, reason: ValueProblem| {
            let reason = reason.message().render(Vocabulary::get(VocabId::Fide), ui);
            settings_problem(ui, file, &key, value, &reason)
        };
        let mut problems = Vec::new();
        for (section, entries) in &table {
            let Some(entries) = entries.as_table() else {
                problems.push(problem(section.clone(), entries, ValueProblem::NotASection));
                continue;
            };
            for (key, value) in entries {
                let name = format!("{section}.{key}");
                let used = match section.as_str() {
                    "game" => settings.game(key, value),
                    "white" | "black" => settings.player(section, key, value),
                    "speech" => settings.speech(key, value),
                    "view" => settings.view(key, value),
                    "braille" => settings.braille.set(key, value),
                    "keys" => settings.keys(key, value),
                    _ => Err(ValueProblem::Unknown),
                };
                if let Err(reason) = used {
                    problems.push(problem(name, value, reason));
                }
            }
        }
        settings.problems.extend(problems);
        settings
    }

    fn game(&mut self, key: &str, value: &Value) -> Result<(), ValueProblem> {
        if !GAME_KEYS.contains(&key) {
            return Err(ValueProblem::Unknown);
        }
        match (key, value) {
            ("volume", _) => {
                let volume = number(value)?;
                self.defaults.volume(volume).map_err(ValueProblem::Setup)
            }
            ("cues", Value::Array(changes)) => changes.iter().try_for_each(|change| {
                apply_setting(&mut self.defaults, "cues", &text(change)?)
                    .map_err(ValueProblem::Setting)
            }),
            _ => {
                apply_setting(&mut self.defaults, key, &text(value)?).map_err(ValueProblem::Setting)
            }
        }
    }

    fn player(&mut self, color: &str, key: &str, value: &Value) -> Result<(), ValueProblem> {
        if !PLAYER_KEYS.contains(&key) {
            return Err(ValueProblem::Unknown);
        }
        let value = match value {
            Value::Boolean(on) => if *on { "on" } else { "off" }.to_string(),
            other => text(other)?,
        };
        apply_setting(&mut self.defaults, key, &format!("{color} {value}"))
            .map_err(ValueProblem::Setting)
    }

    fn speech(&mut self, key: &str, value: &Value) -> Result<(), ValueProblem> {
        if key == "voices" {
            let Value::Table(voices) = value else {
                return Err(ValueProblem::VoicesTable);
            };
            for (language, name) in voices {
                let Value::String(name) = name else {
                    return Err(ValueProblem::VoiceName(language.clone()));
                };
                self.speech.voices.insert(
                    annabella_core::dialogs::preferences::primary_language(language),
                    name.clone(),
                );
            }
            return Ok(());
        }
        if key == "engine" {
            use annabella_core::choice::Choice;
            let name = text(value)?;
            self.speech.engine = Some(
                annabella_core::speech::VoiceEngine::from_name(&name)
                    .ok_or_else(one_of::<annabella_core::speech::VoiceEngine>)?,
            );
            return Ok(());
        }
        if key == "mode" {
            use annabella_core::choice::Choice;
            let name = text(value)?;
            self.speech.mode = Some(
                annabella_core::speech::SpeechMode::from_name(&name)
                    .ok_or_else(one_of::<annabella_core::speech::SpeechMode>)?,
            );
            return Ok(());
        }
        let level = number(value)?;
        if !(0.0..=1.0).contains(&level) {
            return Err(ValueProblem::Level);
        }
        match key {
            "rate" => self.speech.rate = Some(level),
            "pitch" => self.speech.pitch = Some(level),
            "volume" => self.speech.volume = Some(level),
            _ => return Err(ValueProblem::Unknown),
        }
        Ok(())
    }

    /// `[view]`: the theme, the zoom, one board or all.
    fn view(&mut self, key: &str, value: &Value) -> Result<(), ValueProblem> {
        use annabella_core::choice::Choice;
        match key {
            "theme" => {
                let name = text(value)?;
                self.look.theme = annabella_core::look::Theme::from_name(&name)
                    .ok_or_else(one_of::<annabella_core::look::Theme>)?;
            }
            "zoom" => self.look.zoom = zoom_percent(number(value)?).ok_or(ValueProblem::Zoom)?,
            "boards" => {
                use annabella_core::dialogs::preferences::Boards;
                self.look.one_board = Boards::from_name(&text(value)?)
                    .ok_or_else(one_of::<Boards>)?
                    .one()
            }
            _ => return Err(ValueProblem::Unknown),
        }
        Ok(())
    }

    /// `[keys.CONTEXT]`: chord = command.
    fn keys(&mut self, context: &str, value: &Value) -> Result<(), ValueProblem> {
        let context = Context::ALL
            .into_iter()
            .find(|c| c.as_str() == context)
            .ok_or_else(|| ValueProblem::NoKeys(context.to_string()))?;
        let bindings = value.as_table().ok_or(ValueProblem::KeyLines)?;
        for (chord, command) in bindings {
            let chord: KeyChord = chord.parse().map_err(ValueProblem::Chord)?;
            let command: Command = command
                .clone()
                .try_into()
                .map_err(|_: toml::de::Error| ValueProblem::NotACommand(chord.to_string()))?;
            self.keys.push((context, chord, command));
        }
        Ok(())
    }

    /// Puts the settings' keys into `keymap`.
    pub fn rebind(&self, keymap: &mut Keymap) {
        for (context, chord, command) in &self.keys {
            keymap.rebind(*context, chord.clone(), *command);
        }
    }
}

/// Saves what the settings dialog sets into the settings file, keeping everything else in it.
pub fn save_preferences(
    path: &Path,
    preferences: &annabella_core::dialogs::preferences::Preferences,
) -> Result<(), SettingsError> {
    use annabella_core::choice::Choice;
    let level = |percent: u8| Value::Float(f64::from(percent) / 100.0);
    let mut game = Table::new();
    game.insert("lang".into(), preferences.language.as_str().into());
    game.insert("volume".into(), level(preferences.sounds));
    let cues: Vec<Value> = preferences
        .cues
        .change()
        .map(|change| change.as_str().into())
        .into_iter()
        .collect();
    game.insert("cues".into(), Value::Array(cues));
    game.insert("verbosity".into(), preferences.verbosity.as_str().into());
    let mut speech = Table::new();
    speech.insert("rate".into(), level(preferences.rate));
    speech.insert("pitch".into(), level(preferences.pitch));
    speech.insert("volume".into(), level(preferences.volume));
    speech.insert("mode".into(), preferences.speech.as_str().into());
    speech.insert("engine".into(), preferences.engine.as_str().into());
    let voices: Table = preferences
        .voices
        .chosen
        .iter()
        .map(|(language, name)| (language.clone(), Value::String(name.clone())))
        .collect();
    speech.insert("voices".into(), Value::Table(voices));
    let mut view = Table::new();
    view.insert("theme".into(), preferences.theme.as_str().into());
    view.insert("zoom".into(), i64::from(preferences.zoom).into());
    view.insert("boards".into(), preferences.boards.as_str().into());
    let mut table = Table::new();
    table.insert("game".into(), Value::Table(game));
    table.insert("speech".into(), Value::Table(speech));
    table.insert("view".into(), Value::Table(view));
    save(path, table)
}

/// A zoom in percent (100 to 400) as the window's factor; `None` outside.
pub fn zoom_percent(percent: f32) -> Option<f32> {
    let zoom = percent / 100.0;
    (annabella_core::look::ZOOM_MIN..=annabella_core::look::ZOOM_MAX)
        .contains(&zoom)
        .then_some(zoom)
}

/// The words a choice may be, as they are typed.
fn one_of<T: annabella_core::choice::Choice>() -> ValueProblem {
    ValueProblem::OneOf(T::names().join(", "))
}

fn settings_problem(ui: &UiText, file: &str, key: &str, value: &Value, reason: &str) -> String {
    let mut shown = value.to_string();
    if shown.chars().count() > 60 {
        shown = shown.chars().take(60).collect::<String>() + "…";
    }
    ui.text_with(
        "settings-problem",
        &[
            ("file", file.to_string().into()),
            ("key", key.to_string().into()),
            ("value", shown.into()),
            ("reason", reason.to_string().into()),
        ],
    )
}

/// A value as the setting's words: a string as it is, a number or a truth as written.
fn text(value: &Value) -> Result<String, ValueProblem> {
    match value {
        Value::String(text) => Ok(text.clone()),
        Value::Integer(n) => Ok(n.to_string()),
        Value::Float(n) => Ok(n.to_string()),
        Value::Boolean(on) => Ok(if *on { "on" } else { "off" }.to_string()),
        _ => Err(ValueProblem::Word),
    }
}

fn number(value: &Value) -> Result<f32, ValueProblem> {
    match value {
        Value::Float(n) => Ok(*n as f32),
        Value::Integer(n) => Ok(*n as f32),
        _ => Err(ValueProblem::Number),
    }
}

/// Saves `given` (section → key → value) into the settings file, keeping what else it holds —
/// the player's comments and order too. A file that cannot be read is not written over.
pub fn save(path: &Path, given: Table) -> Result<(), SettingsError> {
    let text = read_text(path)?.unwrap_or_default();
    let mut document: toml_edit::DocumentMut =
        text.parse()
            .map_err(|e: toml_edit::TomlError| SettingsError::Unreadable {
                file: path.to_path_buf(),
                line: e.span().map(|span| line_at(&text, span.start)),
                reason: Unreadable::NotToml(e.message().to_string()),
            })?;
    for (section, entries) in given {
        let Value::Table(entries) = entries else {
            continue;
        };
        let slot = document
            .entry(&section)
            .or_insert_with(|| toml_edit::Item::Table(toml_edit::Table::new()));
        let Some(table) = slot.as_table_like_mut() else {
            return Err(SettingsError::Unreadable {
                file: path.to_path_buf(),
                line: None,
                reason: Unreadable::NotToml(format!("{section} is not a section")),
            });
        };
        for (key, value) in entries {
            let value = edit_value(&value).ok_or_else(|| SettingsError::Unwritable {
                file: path.to_path_buf(),
                reason: format!("{section}.{key}: {value}"),
            })?;
            match table.get_mut(&key).and_then(toml_edit::Item::as_value_mut) {
                // The value changes; the comment beside it stays.
                Some(old) => {
                    let decor = old.decor().clone();
                    *old = value;
                    *old.decor_mut() = decor;
                }
                None => {
                    table.insert(&key, toml_edit::Item::Value(value));
                }
            }
        }
    }
    write_atomically(path, document.to_string().as_bytes()).map_err(|e| SettingsError::Unwritable {
        file: path.to_path_buf(),
        reason: e.to_string(),
    })
}

/// A TOML file the app keeps for itself beside the settings (`new-game.toml`) read as `T`:
/// `None` when there is none; when it is there but cannot be read (a folder, not text, not
/// TOML, a value `T` does not take), why, with its line.
pub fn read_toml<T: serde::de::DeserializeOwned>(path: &Path) -> Result<Option<T>, SettingsError> {
    let Some(text) = read_text(path)? else {
        return Ok(None);
    };
    toml::from_str(&text)
        .map(Some)
        .map_err(|error: toml::de::Error| SettingsError::Unreadable {
            file: path.to_path_buf(),
            line: error.span().map(|span| line_at(&text, span.start)),
            reason: Unreadable::NotToml(error.message().to_string()),
        })
}

/// The file beside the settings where the app keeps what it has told once (`told.toml`).
pub fn told_path() -> Option<PathBuf> {
    path().and_then(|p| p.parent().map(|dir| dir.join("told.toml")))
}

/// Whether `what` (a message id) is told now: the first time only. The file at `told`
/// remembers it from now on (`what = true`, written atomically beside what it holds). Without
/// a file, or with one that cannot be read or written, it is told every time: better twice
/// than never.
pub fn first_time(told: Option<&Path>, what: &str) -> bool {
    let Some(told) = told else {
        return true;
    };
    let Ok(kept) = read_toml::<Table>(told) else {
        // Not the app's to write over: told now, and again next time.
        return true;
    };
    let mut kept = kept.unwrap_or_default();
    if kept.get(what).and_then(Value::as_bool) == Some(true) {
        return false;
    }
    kept.insert(what.to_string(), Value::Boolean(true));
    if let Ok(text) = toml::to_string(&kept) {
        let _ = write_atomically(told, text.as_bytes());
    }
    true
}

/// A value as `toml_edit` writes it (tables inline, as `voices = { de = "…" }`).
fn edit_value(value: &Value) -> Option<toml_edit::Value> {
    Some(match value {
        Value::String(text) => text.as_str().into(),
        Value::Integer(n) => (*n).into(),
        Value::Float(n) => (*n).into(),
        Value::Boolean(on) => (*on).into(),
        Value::Datetime(when) => when.to_string().parse().ok()?,
        Value::Array(values) => {
            let mut array = toml_edit::Array::new();
            for value in values {
                array.push(edit_value(value)?);
            }
            array.into()
        }
        Value::Table(entries) => {
            let mut table = toml_edit::InlineTable::new();
            for (key, value) in entries {
                table.insert(key, edit_value(value)?);
            }
            table.into()
        }
    })
}

/// Writes `bytes` to `path` so that it is either the old file or the new one, whole: a new file
/// beside it, flushed to the disk, renamed into its place, the folder flushed. The settings and
/// the files the app keeps beside them (`new-game.toml`, the training record) are written so.
/// A symlink is written through: its target is replaced, the link kept; the file's mode is
/// kept (a file of the player's own, `0600`, stays so).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let target = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
    let dir = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let mut name = std::ffi::OsString::from(".");
    name.push(target.file_name().unwrap_or_default());
    name.push(format!(".{}.new", std::process::id()));
    let temporary = dir.join(name);
    let mode = std::fs::metadata(&target).ok().map(|m| m.permissions());
    let written = (|| {
        let mut file = std::fs::File::create(&temporary)?;
        if let Some(mode) = mode {
            file.set_permissions(mode)?;
        }
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&temporary, &target)?;
        std::fs::File::open(dir)?.sync_all()
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella_core::ui_text::UiLanguage;

    #[test]
    fn what_is_told_once_is_told_the_first_time_only() {
        let dir = std::env::temp_dir().join(format!("annabella-told-{}", std::process::id()));
        let told = dir.join("told.toml");
        assert!(first_time(Some(&told), "speech-mode-found"));
        assert!(!first_time(Some(&told), "speech-mode-found"));
        // Another message is another first time, and the first stays remembered.
        assert!(first_time(Some(&told), "other"));
        assert!(!first_time(Some(&told), "speech-mode-found"));
        let kept = std::fs::read_to_string(&told).unwrap();
        assert!(kept.contains("speech-mode-found = true"), "{kept}");
        // A file that cannot be read: told each time, and the file left as it is.
        std::fs::write(&told, "not = [toml").unwrap();
        assert!(first_time(Some(&told), "speech-mode-found"));
        assert!(first_time(Some(&told), "speech-mode-found"));
        assert_eq!(std::fs::read_to_string(&told).unwrap(), "not = [toml");
        // Nowhere to remember: told each time.
        assert!(first_time(None, "speech-mode-found"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    fn ui() -> &'static UiText {
        UiText::get(UiLanguage::En)
    }

    #[test]
    fn settings_give_a_new_game_its_defaults_and_the_command_line_wins() {
        let settings = Settings::parse(
            "[game]\nmode = \"tournament\"\ntime = \"90+30\"\ncues = [\"speak\"]\nvolume = 0.5\n\
             [black]\nvocab = \"nb\"\nboard = true\nname = \"Bo\"\n\
             [speech]\nrate = 0.7\n\
             [keys.board]\n\"Ctrl+y\" = { Act = \"PressClock\" }\n",
            "settings.toml",
            ui(),
        );
        assert!(settings.problems.is_empty(), "{:?}", settings.problems);
        let mut given = SetupBuilder::new();
        given.time_control("5+3".parse().unwrap()).unwrap();
        given.fill_from(&settings.defaults);
        let setup = given.build().unwrap();
        assert!(setup.fair_play());
        assert_eq!(setup.time_control.to_string(), "5+3");
        assert_eq!(
            setup.players.black.vocab,
            annabella_core::vocab::VocabId::Nb
        );
        assert_eq!(setup.players.black.name, "Bo");
        assert_eq!(setup.cues.volume, 0.5);
        assert!(setup.cues.speak);
        assert_eq!(settings.speech.rate, Some(0.7));
        let mut keymap = Keymap::default();
        settings.rebind(&mut keymap);
        let chord: KeyChord = "Ctrl+y".parse().unwrap();
        assert_eq!(
            keymap.command(Context::Board, &chord),
            Some(Command::Act(annabella_core::keymap::Act::PressClock))
        );
    }

    #[test]
    fn who_presses_the_clock_and_how_much_is_said_are_settings_of_the_game() {
        use annabella_core::session::{Press, Verbosity};
        let settings = Settings::parse(
            "[game]\npress = \"hand\"\nverbosity = \"brief\"\n",
            "settings.toml",
            ui(),
        );
        assert!(settings.problems.is_empty(), "{:?}", settings.problems);
        let mut given = SetupBuilder::new();
        given.fill_from(&settings.defaults);
        let setup = given.build().unwrap();
        assert_eq!(setup.press, Press::ByHand);
        assert_eq!(setup.verbosity, Verbosity::Brief);
        let wrong = Settings::parse("[game]\nverbosity = \"chatty\"\n", "settings.toml", ui());
        assert_eq!(wrong.problems.len(), 1, "{:?}", wrong.problems);
        assert!(
            wrong.problems[0].contains("game.verbosity"),
            "{:?}",
            wrong.problems
        );
    }

    #[test]
    fn a_bad_value_is_told_with_its_key_and_its_default_stands_while_the_rest_is_kept() {
        let settings = Settings::parse(
            "[game]\nmode = \"blitz-party\"\ntime = \"90+30\"\nvolume = 7\n\
             [white]\nvocab = \"klingon\"\nform = \"long\"\n\
             [speech]\nrate = \"fast\"\n[colours]\nx = 1\n",
            "settings.toml",
            ui(),
        );
        let problems = settings.problems.join("\n");
        for key in [
            "game.mode",
            "game.volume",
            "white.vocab",
            "speech.rate",
            "colours",
        ] {
            assert!(problems.contains(key), "{key} not told:\n{problems}");
        }
        assert!(problems.contains("\"blitz-party\""), "{problems}");
        let setup = settings.defaults.build().unwrap();
        assert_eq!(setup.time_control.to_string(), "90+30");
        assert_eq!(
            setup.players.white.style.form,
            annabella_core::words::Form::Long
        );
        assert_eq!(setup.mode, annabella_core::session::Mode::Home);
        // A file that is not TOML at all is told, and nothing of it used.
        let broken = Settings::parse("[game\nmode = ", "settings.toml", ui());
        assert_eq!(broken.problems.len(), 1);
        assert!(
            broken.problems[0].contains("cannot be read"),
            "{:?}",
            broken.problems
        );
    }

    #[test]
    fn the_voice_engine_is_the_built_in_one_unless_the_system_voice_is_chosen() {
        let none = Settings::parse("[speech]\nrate = 0.5\n", "settings.toml", ui());
        assert_eq!(none.speech.engine, None);
        let system = Settings::parse("[speech]\nengine = \"system\"\n", "settings.toml", ui());
        assert_eq!(
            system.speech.engine,
            Some(annabella_core::speech::VoiceEngine::System)
        );
        let odd = Settings::parse("[speech]\nengine = \"festival\"\n", "settings.toml", ui());
        assert!(
            odd.problems[0].contains("speech.engine")
                && odd.problems[0].contains("builtin, system"),
            "{:?}",
            odd.problems
        );
    }

    #[test]
    fn the_view_section_sets_the_windows_look_and_refuses_what_it_cannot_use() {
        let settings = Settings::parse(
            "[view]\ntheme = \"black-on-yellow\"\nzoom = 250\nboards = \"one\"\n",
            "settings.toml",
            ui(),
        );
        assert!(settings.problems.is_empty(), "{:?}", settings.problems);
        assert_eq!(
            settings.look.theme,
            annabella_core::look::Theme::BlackOnYellow
        );
        assert_eq!(settings.look.zoom, 2.5);
        assert_eq!(settings.look.one_board, Some(true));
        let settings = Settings::parse(
            "[view]\ntheme = \"pink\"\nzoom = 900\nboards = 3\n",
            "settings.toml",
            ui(),
        );
        let problems = settings.problems.join("\n");
        for key in ["view.theme", "view.zoom", "view.boards"] {
            assert!(problems.contains(key), "{key} in {problems}");
        }
        assert_eq!(settings.look, annabella_core::look::Look::default());
    }

    #[test]
    fn saving_keeps_what_the_file_already_holds() {
        let dir = std::env::temp_dir().join(format!("annabella-settings-{}", std::process::id()));
        let path = dir.join("settings.toml");
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, "[speech]\nrate = 0.4\n[game]\nlang = \"de\"\n").unwrap();
        let given: Table = "[game]\nmode = \"tournament\"\n[white]\nvocab = \"is\"\n"
            .parse()
            .unwrap();
        save(&path, given).unwrap();
        let settings = Settings::read(&path, ui());
        assert!(settings.problems.is_empty(), "{:?}", settings.problems);
        assert_eq!(settings.speech.rate, Some(0.4));
        let setup = settings.defaults.build().unwrap();
        assert_eq!(setup.ui, UiLanguage::De);
        assert!(setup.fair_play());
        assert_eq!(
            setup.players.white.vocab,
            annabella_core::vocab::VocabId::Is
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    fn temp_settings(name: &str) -> (PathBuf, PathBuf) {
        let dir =
            std::env::temp_dir().join(format!("annabella-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("settings.toml");
        (dir, path)
    }

    /// Finding 9 of the third hardening round: saving dropped the player's comments.
    #[test]
    fn saving_keeps_the_players_comments_and_order() {
        let (dir, path) = temp_settings("comments");
        let before = "# my settings\n[speech]\nrate = 0.4   # slow, please\n\n[game]\n# German words\nlang = \"de\"\n";
        std::fs::write(&path, before).unwrap();
        let given: Table = "[speech]\nrate = 0.6\n[white]\nvocab = \"is\"\n"
            .parse()
            .unwrap();
        save(&path, given).unwrap();
        let after = std::fs::read_to_string(&path).unwrap();
        assert_eq!(
            after,
            "# my settings\n[speech]\nrate = 0.6   # slow, please\n\n[game]\n# German words\nlang = \"de\"\n\n[white]\nvocab = \"is\"\n"
        );
        let settings = Settings::read(&path, ui());
        assert!(settings.problems.is_empty(), "{:?}", settings.problems);
        assert_eq!(settings.speech.rate, Some(0.6));
        // Nothing is left beside it.
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Finding 9: a Latin-1, binary or folder settings file was ignored without a word (and
    /// saving wrote over it).
    #[test]
    fn a_file_that_is_not_text_is_told_with_its_line_and_never_written_over() {
        let (dir, path) = temp_settings("latin1");
        let latin1 = b"[white]\nname = \"Bo\"\n[black]\nname = \"J\xf6rg\"\n".to_vec();
        std::fs::write(&path, &latin1).unwrap();
        let settings = Settings::read(&path, ui());
        assert_eq!(
            settings.problems,
            [format!(
                "{} cannot be read at line 4 (it is not UTF-8 text: save it as UTF-8); the defaults stand, and the file is left as it is.",
                path.display()
            )]
        );
        let given: Table = "[game]\nmode = \"tournament\"\n".parse().unwrap();
        assert!(matches!(
            save(&path, given.clone()),
            Err(SettingsError::Unreadable { line: Some(4), .. })
        ));
        assert_eq!(std::fs::read(&path).unwrap(), latin1, "left as it was");

        std::fs::write(&path, b"[game]\nmode = 1\n\0\x01\x02").unwrap();
        let problems = Settings::read(&path, ui()).problems;
        assert!(problems[0].contains("line 3"), "{problems:?}");

        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        let problems = Settings::read(&path, ui()).problems;
        assert!(
            problems[0].contains("a folder stands where the file should be"),
            "{problems:?}"
        );
        assert!(save(&path, given).is_err());
        assert!(path.is_dir());

        let broken = Settings::parse(
            "[game]\nmode = \"home\"\n[speech\nrate = 1\n",
            "s.toml",
            ui(),
        );
        assert!(
            broken.problems[0].contains("at line 3"),
            "{:?}",
            broken.problems
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
