//! `annabella window`: the options that set up a game, given to the core's setup builder (the
//! same one scripts use), then the window.

use std::process::ExitCode;

use shakmaty::Color;

use super::choice::{ArgError, choice};
use crate::{
    driver::Begin,
    shells::window::{self, WindowOptions},
    stores::settings::Settings,
};
use annabella_core::{
    choice::Choice,
    engine::{builtin::Level, spec::EngineSpec},
    rules::StartPosition,
    session::{Computer, Impaired, Mode, Press, Setup, SetupBuilder, Verbosity},
    ui_text::{UiLanguage, UiText},
    vocab::VocabId,
    words::Form,
};

#[derive(clap::Args, Debug, Clone, Default)]
pub struct WindowArgs {
    /// home: two players at one keyboard, or against the computer; one board, the game.
    /// tournament: Appendix D — each player keeps a board, every move is announced, repeated and
    /// made on the other board before the clock is pressed. assistant: a tournament game with the
    /// assistant beside the visually impaired player.
    /// (Default: home, or what the settings file says.)
    #[arg(long, value_parser = choice::<Mode>())]
    mode: Option<Mode>,
    /// Time control, e.g. 90+30 (minutes + seconds increment), "40/90, 30, +30s" (moves/minutes, then
    /// the rest), 5d3 (delay). Default: no clock.
    #[arg(long)]
    time: Option<String>,
    /// Who is visually impaired: the app reads the board from their side and serves them
    /// (default white; against the computer, the colour it does not play).
    #[arg(long, value_parser = choice::<Impaired>())]
    vi: Option<Impaired>,
    /// White's name.
    #[arg(long)]
    white: Option<String>,
    /// Black's name.
    #[arg(long)]
    black: Option<String>,
    /// Both players' announcement vocabulary (default fide).
    #[arg(long, value_parser = choice::<VocabId>())]
    vocab: Option<VocabId>,
    /// Short announcements follow SAN (piece and target square); long ones also name the
    /// from-square (default short).
    #[arg(long, value_parser = choice::<Form>())]
    form: Option<Form>,
    /// Say the pawn word on pawn moves ("Bauer Eva vier"): on or off (default: as the vocabulary
    /// says, on for fide).
    #[arg(long, value_parser = on_off)]
    pawn_word: Option<bool>,
    /// Interface language (default: from LC_ALL / LC_MESSAGES / LANG, else en).
    #[arg(long, value_parser = choice::<UiLanguage>())]
    lang: Option<UiLanguage>,
    /// Start from this position.
    #[arg(long, conflicts_with = "chess960")]
    fen: Option<String>,
    /// Start from Chess960 position NUMBER (0-959), or `random`.
    #[arg(long, value_parser = chess960_arg)]
    chess960: Option<u32>,
    /// The time control announces Guideline III (no increment to the end): when both flags are
    /// down it decides (III.3.1); otherwise the flag that fell first does.
    #[arg(long)]
    guideline_iii: bool,
    /// This player is hearing-impaired (D.2.11): every announcement, the last move and the
    /// clocks are shown in large text, and a tournament game gets an assistant.
    #[arg(long, value_parser = super::choice::color)]
    hearing_impaired: Option<Color>,
    /// Review a game from a PGN file: Ctrl+Left and Ctrl+Right step through its moves, each said
    /// with the clock time recorded with it, and the board keys explore the position stepped to.
    #[arg(long, value_name = "FILE.pgn", conflicts_with_all = ["resume", "pgn"])]
    review: Option<std::path::PathBuf>,
    /// A PGN file to review, as with --review (what the desktop passes when a PGN file is
    /// opened with Annabella).
    #[arg(value_name = "GAME.pgn", conflicts_with = "resume")]
    pgn: Option<std::path::PathBuf>,
    /// Which game of the file to review (from 1).
    #[arg(long, value_name = "N", default_value_t = 1)]
    game: usize,
    /// Take up the newest unfinished game (see `annabella games`): where it stood, its clocks
    /// stopped until they are started again. Without it an unfinished game is offered at start.
    #[arg(long)]
    resume: bool,
    /// The app does not speak: your screen reader reads the window (the status line is a live
    /// region), so nothing is said twice. The same as --speech screen-reader.
    #[arg(long, conflicts_with = "speech")]
    screen_reader: bool,
    /// Who speaks what: app (the app says everything), events (your screen reader reads the
    /// focus, the app says moves and events), screen-reader (your screen reader says everything).
    /// Default: events while a screen reader runs (org.a11y.Status), otherwise app. In events and
    /// screen-reader each key goes to the screen reader first (AT-SPI), so it echoes typed keys
    /// and keeps its own commands (Orca's Insert+T, the keypad's Enter).
    #[arg(long, value_parser = choice::<annabella_core::speech::SpeechMode>())]
    speech: Option<annabella_core::speech::SpeechMode>,
    /// Play the clock sounds on the first output device whose name contains this.
    #[arg(long)]
    audio_device: Option<String>,
    /// A braille display through BRLTTY (BrlAPI): auto uses one when there is one, on also says
    /// when none is found, off never looks (default: auto, or the settings file's [braille]).
    #[arg(long, value_parser = choice::<crate::stores::settings::braille::Use>())]
    braille: Option<crate::stores::settings::braille::Use>,
    /// The colour theme: classic (light and dark squares), white-on-black, black-on-yellow.
    /// F3 changes it in the window.
    #[arg(long, value_parser = choice::<annabella_core::look::Theme>())]
    theme: Option<annabella_core::look::Theme>,
    /// Zoom in percent, 100 to 400 (Ctrl+plus, Ctrl+minus and Ctrl+0 in the window).
    #[arg(long, value_name = "PERCENT", value_parser = zoom_arg)]
    zoom: Option<f32>,
    /// One board as large as the window allows (one) or every board side by side (all);
    /// by default one when all of them would be small. F4 changes it.
    #[arg(long, value_parser = ["one", "all"])]
    boards: Option<String>,
    /// The assistant's clock sounds (an assistant's game, or --cues assistant) on this output
    /// device, e.g. the assistant's earphone (D.2.10).
    #[arg(long)]
    assistant_device: Option<String>,
    /// At home, who presses the clock after your move: auto (the app, the moment the move is
    /// made: the computer answers at once) or hand (you, as at a tournament). Default: auto.
    #[arg(long, value_parser = choice::<Press>())]
    press: Option<Press>,
    /// What follows each move: brief (the move and what the rules make of it), normal (also who
    /// played it and what it took; the default), full (also whose move it is and their time).
    #[arg(long, value_parser = choice::<Verbosity>())]
    verbosity: Option<Verbosity>,
    /// Online play (Opponent: online on lichess): write every line lichess sends (the event
    /// stream and the game's), with the milliseconds since start it arrived at, into
    /// DIR/lichess-<start>.ndjson, as `annabella online --record` does. The token is never in it.
    #[arg(long, value_name = "DIR")]
    record: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub computer: ComputerArgs,
}

/// The computer as opponent: shared by the window and the terminal game.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct ComputerArgs {
    /// The computer plays this colour (at home). Ctrl+E asks it how the position stands.
    #[arg(long, value_parser = super::choice::color)]
    computer: Option<Color>,
    /// The computer's strength, 1 (beginner) to 10 (full strength); default 5 (club player).
    #[arg(long, conflicts_with = "engine", value_parser = level_arg)]
    level: Option<Level>,
    /// Another engine instead: uci:PATH[:OPTION=VALUE…] (e.g. uci:stockfish:Skill Level=5)
    /// or builtin:LEVEL. If it fails, the built-in engine plays on.
    #[arg(long, value_parser = |text: &str| text.parse::<EngineSpec>())]
    engine: Option<EngineSpec>,
    /// The computer's thinking time per move in an untimed game, in milliseconds (default 2000;
    /// with a clock it shares out its own time).
    #[arg(long)]
    movetime: Option<u64>,
}

fn zoom_arg(text: &str) -> Result<f32, ArgError> {
    let percent: f32 = text
        .trim_end_matches('%')
        .parse()
        .map_err(|_| ArgError::Zoom(text.to_string()))?;
    crate::stores::settings::zoom_percent(percent).ok_or(ArgError::ZoomRange)
}

fn on_off(text: &str) -> Result<bool, ArgError> {
    annabella_core::session::script::parse_on_off("--pawn-word", text).map_err(ArgError::Script)
}

fn level_arg(text: &str) -> Result<Level, ArgError> {
    text.parse::<u8>()
        .ok()
        .and_then(Level::new)
        .ok_or(ArgError::Level)
}

impl ComputerArgs {
    /// The computer these options describe, if any: level 5 (club player) when neither a level
    /// nor an engine is given.
    pub fn computer(&self) -> Option<Computer> {
        let color = self.computer?;
        let engine = self
            .engine
            .clone()
            .unwrap_or_else(|| EngineSpec::Builtin(self.level.unwrap_or(Level::DEFAULT_OPPONENT)));
        let mut computer = Computer::new(color, engine);
        if let Some(ms) = self.movetime {
            computer.limits =
                annabella_core::engine::Limits::movetime(std::time::Duration::from_millis(ms));
        }
        Some(computer)
    }
}

impl WindowArgs {
    /// The game these options describe, the settings file filling what they do not say; or
    /// why they do not make one. The settings come with it (speech, keys, what was wrong).
    pub fn setup(&self) -> Result<(Setup, Settings), crate::error::Error> {
        let mut setup = SetupBuilder::new();
        self.give(&mut setup)?;
        let settings = crate::stores::settings::path()
            .map(|path| Settings::read(&path, UiText::get(self.language())))
            .unwrap_or_default();
        setup.fill_from(&settings.defaults);
        let setup = setup.build()?;
        Ok((setup, settings))
    }

    /// What these options say, as the settings file's sections (`annabella settings --save`).
    pub fn given(&self) -> toml::Table {
        let mut game = toml::Table::new();
        let mut put = |key: &str, value: Option<String>| {
            if let Some(value) = value {
                game.insert(key.into(), toml::Value::String(value));
            }
        };
        put("mode", self.mode.map(|m| m.as_str().to_string()));
        put("time", self.time.clone());
        put("vi", self.vi.map(|v| v.as_str().to_string()));
        put("lang", self.lang.map(|l| l.as_str().to_string()));
        put("press", self.press.map(|p| p.as_str().to_string()));
        put("verbosity", self.verbosity.map(|v| v.as_str().to_string()));
        if self.guideline_iii {
            game.insert("guideline-iii".into(), toml::Value::Boolean(true));
        }
        let mut table = toml::Table::new();
        table.insert("game".into(), toml::Value::Table(game));
        for (color, name) in [("white", &self.white), ("black", &self.black)] {
            let mut player = toml::Table::new();
            if let Some(vocab) = self.vocab {
                player.insert("vocab".into(), vocab.as_str().into());
            }
            if let Some(form) = self.form {
                player.insert("form".into(), form.as_str().into());
            }
            if let Some(say) = self.pawn_word {
                player.insert("pawn".into(), say.into());
            }
            if let Some(name) = name {
                player.insert("name".into(), name.clone().into());
            }
            table.insert(color.into(), toml::Value::Table(player));
        }
        table
    }

    fn give(&self, setup: &mut SetupBuilder) -> Result<(), crate::error::Error> {
        if let Some(mode) = self.mode {
            setup.mode(mode)?;
        }
        if let Some(impaired) = self.vi {
            setup.impaired(impaired)?;
        }
        setup.ui(self.language())?;
        if let Some(time) = &self.time {
            setup.time_control(time.parse()?)?;
        }
        for (color, name) in [(Color::White, &self.white), (Color::Black, &self.black)] {
            if let Some(vocab) = self.vocab {
                setup.vocab(color, vocab)?;
            }
            if let Some(form) = self.form {
                setup.form(color, form)?;
            }
            if let Some(say) = self.pawn_word {
                setup.pawn_word(color, say)?;
            }
            if let Some(name) = name {
                setup.name(color, name)?;
            }
        }
        if let Some(fen) = &self.fen {
            setup.start(StartPosition::Fen {
                fen: fen.clone(),
                chess960: false,
            })?;
        }
        if let Some(number) = self.chess960 {
            setup.start(StartPosition::Chess960(number))?;
        }
        if let Some(computer) = self.computer.computer() {
            setup.computer(computer)?;
        }
        if let Some(color) = self.hearing_impaired {
            setup.hearing_impaired(color)?;
        }
        if self.guideline_iii {
            setup.guideline_iii(true)?;
        }
        if let Some(press) = self.press {
            setup.press(press)?;
        }
        if let Some(verbosity) = self.verbosity {
            setup.verbosity(verbosity)?;
        }
        Ok(())
    }

    pub fn language(&self) -> UiLanguage {
        self.lang.unwrap_or_else(crate::locale::ui_language)
    }

    /// Whether these options set up a game; without any, the window opens on the new-game
    /// dialog.
    fn sets_up_a_game(&self) -> bool {
        self.mode.is_some()
            || self.time.is_some()
            || self.vi.is_some()
            || self.white.is_some()
            || self.black.is_some()
            || self.vocab.is_some()
            || self.form.is_some()
            || self.pawn_word.is_some()
            || self.fen.is_some()
            || self.chess960.is_some()
            || self.guideline_iii
            || self.hearing_impaired.is_some()
            || self.review.is_some()
            || self.pgn.is_some()
            || self.resume
            || self.computer.computer.is_some()
    }

    /// The window's look: the settings file's, with what the command line says over it.
    fn look(&self, settings: annabella_core::look::Look) -> annabella_core::look::Look {
        annabella_core::look::Look {
            theme: self.theme.unwrap_or(settings.theme),
            zoom: self.zoom.unwrap_or(settings.zoom),
            one_board: match self.boards.as_deref() {
                Some(boards) => Some(boards == "one"),
                None => settings.one_board,
            },
            full_screen: false,
        }
    }

    /// How the window opens; `saved` is the settings file's look.
    fn options(
        &self,
        saved: annabella_core::look::Look,
    ) -> Result<WindowOptions, crate::error::Error> {
        Ok(WindowOptions {
            look: self.look(saved),
            new_game_dialog: !self.sets_up_a_game(),
            speech: if self.screen_reader {
                Some(annabella_core::speech::SpeechMode::ScreenReader)
            } else {
                self.speech
            },
            audio_device: self.audio_device.clone(),
            assistant_device: self.assistant_device.clone(),
            resume: self.resume,
            review: self.review_game()?,
            braille: crate::stores::settings::braille::BrailleSettings::default(),
            record: match &self.record {
                Some(dir) => Some(std::sync::Arc::new(crate::driver::online::Record::create(
                    dir,
                )?)),
                None => None,
            },
        })
    }

    /// The braille display's settings: the settings file's, `--braille` over them.
    fn braille(
        &self,
        saved: crate::stores::settings::braille::BrailleSettings,
    ) -> crate::stores::settings::braille::BrailleSettings {
        crate::stores::settings::braille::BrailleSettings {
            display: self.braille.unwrap_or(saved.display),
            ..saved
        }
    }

    /// The game `--review FILE --game N` names, read; or why it cannot be reviewed.
    fn review_game(&self) -> Result<Option<annabella_core::pgn::PgnGame>, crate::error::Error> {
        let Some(file) = self.review.as_ref().or(self.pgn.as_ref()) else {
            return Ok(None);
        };
        Ok(Some(crate::stores::pgn_file::pgn_game(file, self.game)?))
    }
}

/// Opens the window. Without a display, says so; the caller then plays at the terminal.
pub fn run(args: &WindowArgs) -> Result<Option<ExitCode>, crate::error::Error> {
    let setup = args.setup()?;
    if !window::display_available() {
        let reason = crate::devices::screen::LOOKED_FOR;
        let text = UiText::get(args.language())
            .text_with("window-no-display", &[("reason", reason.into())]);
        println!("{text}");
        return Ok(None);
    }
    let (setup, settings) = setup;
    let mut options = args.options(settings.look)?;
    options.braille = args.braille(settings.braille);
    options.speech = options.speech.or(settings.speech.mode);
    crate::devices::screen::window_opening();
    window::run(setup, options, settings).map(|()| Some(ExitCode::SUCCESS))
}

/// The game these options set up, played at the terminal (`annabella play`, or the window's
/// command where there is no display).
pub fn play_at_terminal(args: &WindowArgs) -> Result<ExitCode, crate::error::Error> {
    use std::io::{BufRead, IsTerminal};
    let setup = args.setup()?;
    let mut input = std::io::BufReader::new(std::io::stdin());
    // The offer needs someone to answer it: not when the moves come from a file.
    let interactive = std::io::stdin().is_terminal();
    let mut ask = |offer: &str| {
        println!("{offer}");
        let mut answer = String::new();
        let _ = input.read_line(&mut answer);
        !answer.trim().eq_ignore_ascii_case("n")
    };
    let offer: Option<&mut dyn FnMut(&str) -> bool> =
        if interactive { Some(&mut ask) } else { None };
    let (setup, settings) = setup;
    let braille = crate::devices::braille::BrailleDisplay::open(
        args.braille(settings.braille),
        crate::devices::braille::Server::default(),
    );
    let mut begin = match args.review_game()? {
        // A game reviewed is no game played: nothing offered, nothing journaled.
        Some(pgn) => Begin::unjournaled(annabella_core::session::Session::from_pgn(setup, &pgn)?),
        None => super::games::begin(setup, args.resume, offer)?,
    };
    begin.notes.splice(0..0, settings.problems);
    let mut out = std::io::stdout().lock();
    let outputs = crate::shells::terminal::Outputs {
        main: args.audio_device.as_deref(),
        assistant: args.assistant_device.as_deref(),
        more: braille
            .into_iter()
            .map(|display| Box::new(display) as Box<dyn crate::driver::Output>)
            .collect(),
        training: Default::default(),
        remote: None,
        new_game: None,
    };
    // At a terminal with no game chosen, the new game's questions come first, as the window
    // opens on its dialog; piped input plays the game the options give, and a game taken up or
    // read (one open in another copy of the app) is there at once.
    let kind =
        if interactive && !args.sets_up_a_game() && !begin.resumed && !begin.session.reviewing() {
            crate::shells::terminal::Kind::NewGame
        } else {
            crate::shells::terminal::Kind::Game
        };
    Ok(crate::shells::terminal::run(
        begin, kind, input, &mut out, outputs,
    )?)
}

/// "random" or a Chess960 number (0-959); a random one is drawn from the time: the command line
/// is a shell, so it may read the clock.
fn chess960_arg(text: &str) -> Result<u32, ArgError> {
    use rand::{RngExt, SeedableRng, rngs::StdRng};
    if text == "random" {
        return Ok(StdRng::seed_from_u64(crate::devices::engine::fresh_seed()).random_range(0..960));
    }
    text.parse::<u32>()
        .ok()
        .filter(|n| *n < 960)
        .ok_or_else(|| ArgError::Chess960(text.to_string()))
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::WindowArgs;

    #[derive(Parser)]
    struct Window {
        #[command(flatten)]
        args: WindowArgs,
    }

    fn options(args: &[&str]) -> Result<super::WindowOptions, crate::error::Error> {
        let window = Window::try_parse_from(std::iter::once("window").chain(args.iter().copied()))
            .expect("the options parse");
        window.args.options(annabella_core::look::Look::default())
    }

    /// `annabella window --record DIR`, as `annabella online --record DIR`: the record is made
    /// in DIR (the folder too) as the window opens, or the window does not open, saying why.
    #[test]
    fn the_windows_record_is_made_in_the_folder_record_names() {
        let dir =
            std::env::temp_dir().join(format!("annabella-window-record-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let folder = dir.join("records");
        let made = options(&["--record", folder.to_str().unwrap()]).unwrap();
        assert!(made.record.is_some());
        let files: Vec<_> = std::fs::read_dir(&folder).unwrap().flatten().collect();
        assert_eq!(files.len(), 1, "one record");
        assert!(
            files[0]
                .file_name()
                .to_string_lossy()
                .starts_with("lichess-"),
            "{files:?}"
        );
        assert!(options(&[]).unwrap().record.is_none());
        // Under a file no folder can be made: refused, with the place named.
        let file = dir.join("a-file");
        std::fs::write(&file, "").unwrap();
        let under = file.join("records");
        let refused = options(&["--record", under.to_str().unwrap()]).unwrap_err();
        let said = refused.text(annabella_core::ui_text::UiText::get(
            annabella_core::ui_text::UiLanguage::En,
        ));
        assert!(said.contains("a-file"), "{said}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
