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
//!
//! [view]                  # how the window looks
//! theme = "black-on-yellow"   # classic, white-on-black or black-on-yellow
//! zoom = 200              # percent, 100 to 400
//! boards = "one"          # one (as large as the window allows) or all (side by side)
//!
//! [keys.board]            # a context's keys: chord = command
//! "Ctrl+y" = { Act = "PressClock" }
//! ```
//!
//! A value that cannot be used is told in words, with its key, and its default stands; the rest
//! of the file is kept. The app never writes the file on its own: `annabella settings --save`
//! does, when the player asks.

use std::path::{Path, PathBuf};

use annabella_core::{
    keymap::{Command, Context, KeyChord, Keymap},
    session::{SetupBuilder, script::apply_setting},
    ui_text::UiText,
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
}

impl Speech {
    /// The speech's tune where the settings give any of it (the rest at the system's middle).
    pub fn tune(&self) -> Option<crate::speech::Tune> {
        if self.rate.is_none() && self.pitch.is_none() && self.volume.is_none() {
            return None;
        }
        let middle = crate::speech::Tune::default();
        Some(crate::speech::Tune {
            rate: self.rate.unwrap_or(middle.rate),
            pitch: self.pitch.unwrap_or(middle.pitch),
            volume: self.volume.unwrap_or(middle.volume),
        })
    }
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

impl Settings {
    /// Reads the settings file; a missing file is no settings, an unreadable one is told.
    pub fn read(path: &Path, ui: &UiText) -> Settings {
        let Ok(text) = std::fs::read_to_string(path) else {
            return Settings::default();
        };
        Settings::parse(&text, &path.display().to_string(), ui)
    }

    /// Reads settings from their text; `file` names them in what is told.
    pub fn parse(text: &str, file: &str, ui: &UiText) -> Settings {
        let mut settings = Settings::default();
        let table: Table = match text.parse() {
            Ok(table) => table,
            Err(error) => {
                settings.problems.push(ui.text_with(
                    "settings-unreadable",
                    &[
                        ("file", file.to_string().into()),
                        ("reason", error.message().to_string().into()),
                    ],
                ));
                return settings;
            }
        };
        let problem = |key: String, value: &Value, reason: String| {
            settings_problem(ui, file, &key, value, &reason)
        };
        let mut problems = Vec::new();
        for (section, entries) in &table {
            let Some(entries) = entries.as_table() else {
                problems.push(problem(section.clone(), entries, "not a section".into()));
                continue;
            };
            for (key, value) in entries {
                let name = format!("{section}.{key}");
                let used = match section.as_str() {
                    "game" => settings.game(key, value),
                    "white" | "black" => settings.player(section, key, value),
                    "speech" => settings.speech(key, value),
                    "view" => settings.view(key, value),
                    "keys" => settings.keys(key, value),
                    _ => Err("not a setting".to_string()),
                };
                if let Err(reason) = used {
                    problems.push(problem(name, value, reason));
                }
            }
        }
        settings.problems.extend(problems);
        settings
    }

    fn game(&mut self, key: &str, value: &Value) -> Result<(), String> {
        if !GAME_KEYS.contains(&key) {
            return Err("not a setting".into());
        }
        match (key, value) {
            ("volume", _) => {
                let volume = number(value)?;
                self.defaults.volume(volume).map_err(|e| e.to_string())
            }
            ("cues", Value::Array(changes)) => changes.iter().try_for_each(|change| {
                apply_setting(&mut self.defaults, "cues", &text(change)?).map_err(|e| e.to_string())
            }),
            _ => apply_setting(&mut self.defaults, key, &text(value)?).map_err(|e| e.to_string()),
        }
    }

    fn player(&mut self, color: &str, key: &str, value: &Value) -> Result<(), String> {
        if !PLAYER_KEYS.contains(&key) {
            return Err("not a setting".into());
        }
        let value = match value {
            Value::Boolean(on) => if *on { "on" } else { "off" }.to_string(),
            other => text(other)?,
        };
        apply_setting(&mut self.defaults, key, &format!("{color} {value}"))
            .map_err(|e| e.to_string())
    }

    fn speech(&mut self, key: &str, value: &Value) -> Result<(), String> {
        if key == "voices" {
            let Value::Table(voices) = value else {
                return Err("a table of language = \"voice\"".into());
            };
            for (language, name) in voices {
                let Value::String(name) = name else {
                    return Err(format!("{language}: the name of a voice"));
                };
                self.speech.voices.insert(
                    annabella_core::dialogs::preferences::primary_language(language),
                    name.clone(),
                );
            }
            return Ok(());
        }
        if key == "mode" {
            use annabella_core::choice::Choice;
            let name = text(value)?;
            self.speech.mode = Some(
                annabella_core::speech::SpeechMode::from_name(&name)
                    .ok_or("app, events or screen-reader")?,
            );
            return Ok(());
        }
        let level = number(value)?;
        if !(0.0..=1.0).contains(&level) {
            return Err("a number from 0 to 1".into());
        }
        match key {
            "rate" => self.speech.rate = Some(level),
            "pitch" => self.speech.pitch = Some(level),
            "volume" => self.speech.volume = Some(level),
            _ => return Err("not a setting".into()),
        }
        Ok(())
    }

    /// `[view]`: the theme, the zoom, one board or all.
    fn view(&mut self, key: &str, value: &Value) -> Result<(), String> {
        use annabella_core::choice::Choice;
        match key {
            "theme" => {
                let name = text(value)?;
                self.look.theme = annabella_core::look::Theme::from_name(&name)
                    .ok_or("classic, white-on-black or black-on-yellow")?;
            }
            "zoom" => self.look.zoom = zoom_percent(number(value)?)?,
            "boards" => {
                self.look.one_board =
                    annabella_core::dialogs::preferences::Boards::from_name(&text(value)?)
                        .ok_or("fit, one or all")?
                        .one()
            }
            _ => return Err("not a setting".into()),
        }
        Ok(())
    }

    /// `[keys.CONTEXT]`: chord = command.
    fn keys(&mut self, context: &str, value: &Value) -> Result<(), String> {
        let context = Context::ALL
            .into_iter()
            .find(|c| c.as_str() == context)
            .ok_or_else(|| format!("no keys called {context:?}"))?;
        let bindings = value.as_table().ok_or("chord = command lines")?;
        for (chord, command) in bindings {
            let chord: KeyChord = chord.parse().map_err(|e| format!("{e}"))?;
            let command: Command = command.clone().try_into().map_err(|e: toml::de::Error| {
                format!("{chord}: not a command ({})", e.message())
            })?;
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
) -> Result<(), String> {
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
    let mut speech = Table::new();
    speech.insert("rate".into(), level(preferences.rate));
    speech.insert("pitch".into(), level(preferences.pitch));
    speech.insert("volume".into(), level(preferences.volume));
    speech.insert("mode".into(), preferences.speech.as_str().into());
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

/// A zoom in percent (100 to 400) as the window's factor.
pub fn zoom_percent(percent: f32) -> Result<f32, String> {
    let zoom = percent / 100.0;
    if (annabella_core::look::ZOOM_MIN..=annabella_core::look::ZOOM_MAX).contains(&zoom) {
        Ok(zoom)
    } else {
        Err("a zoom from 100 to 400 percent".into())
    }
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
fn text(value: &Value) -> Result<String, String> {
    match value {
        Value::String(text) => Ok(text.clone()),
        Value::Integer(n) => Ok(n.to_string()),
        Value::Float(n) => Ok(n.to_string()),
        Value::Boolean(on) => Ok(if *on { "on" } else { "off" }.to_string()),
        _ => Err("a word or a number".into()),
    }
}

fn number(value: &Value) -> Result<f32, String> {
    match value {
        Value::Float(n) => Ok(*n as f32),
        Value::Integer(n) => Ok(*n as f32),
        _ => Err("a number".into()),
    }
}

/// Saves `given` (section → key → value) into the settings file, keeping what else it holds.
pub fn save(path: &Path, given: Table) -> Result<(), String> {
    let mut table: Table = match std::fs::read_to_string(path) {
        Ok(text) => text
            .parse()
            .map_err(|e: toml::de::Error| format!("{}: {}", path.display(), e.message()))?,
        Err(_) => Table::new(),
    };
    for (section, entries) in given {
        let Value::Table(entries) = entries else {
            continue;
        };
        let slot = table
            .entry(section)
            .or_insert_with(|| Value::Table(Table::new()));
        if let Value::Table(existing) = slot {
            existing.extend(entries);
        }
    }
    let text = toml::to_string_pretty(&table).map_err(|e| e.to_string())?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella_core::ui_text::UiLanguage;

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
}
