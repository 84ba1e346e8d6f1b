//! `annabella window`: the options that set up a game, made into the script's setting lines so
//! both read them the same way, then the window.

use std::process::ExitCode;

use clap::ValueEnum;

use super::choice::choice;
use crate::{
    session::{
        Computer, Setup,
        script::{apply_setting, parse_computer},
    },
    ui::{self, WindowOptions},
    ui_text::{UiLanguage, UiText},
    vocab::VocabId,
};

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ModeArg {
    /// Two players at one keyboard (the computer opponent follows), one board: the game.
    #[default]
    Home,
    /// Appendix D: each player keeps a board, every move is announced, repeated and made on the
    /// other board before the clock is pressed.
    Tournament,
    /// A tournament game with the assistant beside the visually impaired player.
    Assistant,
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ViArg {
    #[default]
    White,
    Black,
    Both,
    None,
}

#[derive(clap::Args, Debug, Clone, Default)]
pub struct WindowArgs {
    #[arg(long, value_enum, default_value_t = ModeArg::Home)]
    mode: ModeArg,
    /// Time control, e.g. 90+30 (minutes + seconds increment), 40/90:30+30 (moves/minutes, then
    /// the rest), 5d3 (delay). Default: no clock.
    #[arg(long)]
    time: Option<String>,
    /// Who is visually impaired: the app reads the board from their side and serves them.
    #[arg(long, value_enum, default_value_t = ViArg::White)]
    vi: ViArg,
    /// White's name.
    #[arg(long)]
    white: Option<String>,
    /// Black's name.
    #[arg(long)]
    black: Option<String>,
    /// Both players' announcement vocabulary (default fide).
    #[arg(long, value_parser = choice::<VocabId>())]
    vocab: Option<VocabId>,
    /// Interface language (default: from LC_ALL / LC_MESSAGES / LANG, else en).
    #[arg(long, value_parser = choice::<UiLanguage>())]
    lang: Option<UiLanguage>,
    /// Start from this position.
    #[arg(long, conflicts_with = "chess960")]
    fen: Option<String>,
    /// Start from Chess960 position NUMBER (0-959).
    #[arg(long)]
    chess960: Option<u16>,
    /// The app does not speak: your screen reader reads the window (the status line is a live
    /// region), so nothing is said twice.
    #[arg(long)]
    screen_reader: bool,
    /// Play the clock sounds on the first output device whose name contains this.
    #[arg(long)]
    audio_device: Option<String>,
    #[command(flatten)]
    pub computer: ComputerArgs,
}

/// The computer as opponent: shared by the window and the terminal game.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct ComputerArgs {
    /// The computer plays this colour (at home). Ctrl+E asks it how the position stands.
    #[arg(long, value_enum)]
    computer: Option<ColorArg>,
    /// The computer's strength, 1 (beginner) to 10 (full strength); default 5 (club player).
    #[arg(long, conflicts_with = "engine", value_parser = clap::value_parser!(u8).range(1..=10))]
    level: Option<u8>,
    /// Another engine instead: uci:PATH[:OPTION=VALUE…] (e.g. uci:/usr/games/stockfish:Skill Level=5)
    /// or builtin:LEVEL. If it fails, the built-in engine plays on.
    #[arg(long)]
    engine: Option<String>,
    /// The computer's thinking time per move in an untimed game, in milliseconds (default 2000;
    /// with a clock it shares out its own time).
    #[arg(long)]
    movetime: Option<u64>,
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorArg {
    White,
    Black,
}

/// The level the computer plays at when none is given.
const DEFAULT_LEVEL: u8 = 5;

impl ComputerArgs {
    /// The script setting line these options make (`computer black builtin:5 movetime 2000`).
    pub fn setting(&self) -> Option<String> {
        let color = match self.computer? {
            ColorArg::White => "white",
            ColorArg::Black => "black",
        };
        let engine = self
            .engine
            .clone()
            .unwrap_or_else(|| format!("builtin:{}", self.level.unwrap_or(DEFAULT_LEVEL)));
        let mut line = format!("{color} {engine}");
        if let Some(ms) = self.movetime {
            line.push_str(&format!(" movetime {ms}"));
        }
        Some(line)
    }

    /// The computer these options describe, if any.
    pub fn computer(&self) -> Result<Option<Computer>, String> {
        self.setting().map(|line| parse_computer(&line)).transpose()
    }
}

impl WindowArgs {
    /// The game these options describe.
    pub fn setup(&self) -> Result<Setup, String> {
        let mut setup = Setup::default();
        for (word, rest) in self.settings() {
            apply_setting(&mut setup, word, &rest)?;
        }
        Ok(setup)
    }

    pub fn language(&self) -> UiLanguage {
        self.lang.unwrap_or_else(crate::locale::ui_language)
    }

    fn settings(&self) -> Vec<(&'static str, String)> {
        let mode = match self.mode {
            ModeArg::Home => "home",
            ModeArg::Tournament => "tournament",
            ModeArg::Assistant => "assistant",
        };
        let vi = match self.vi {
            ViArg::White => "white",
            ViArg::Black => "black",
            ViArg::Both => "both",
            ViArg::None => "none",
        };
        let mut lines = vec![
            ("mode", mode.to_string()),
            ("vi", vi.to_string()),
            ("lang", self.language().as_str().to_string()),
        ];
        if let Some(time) = &self.time {
            lines.push(("time", time.clone()));
        }
        for (color, name) in [("white", &self.white), ("black", &self.black)] {
            if let Some(vocab) = self.vocab {
                lines.push(("vocab", format!("{color} {}", vocab.as_str())));
            }
            if let Some(name) = name {
                lines.push(("name", format!("{color} {name}")));
            }
        }
        if let Some(fen) = &self.fen {
            lines.push(("fen", fen.clone()));
        }
        if let Some(number) = self.chess960 {
            lines.push(("chess960", number.to_string()));
        }
        if let Some(line) = self.computer.setting() {
            lines.push(("computer", line));
        }
        lines
    }

    fn options(&self) -> WindowOptions {
        WindowOptions {
            screen_reader_speaks: self.screen_reader,
            audio_device: self.audio_device.clone(),
        }
    }
}

/// Opens the window. Without a display, says so; the caller then plays at the terminal.
pub fn run(args: &WindowArgs) -> Result<Option<ExitCode>, String> {
    let setup = args.setup()?;
    if !ui::display_available() {
        let reason = "DISPLAY, WAYLAND_DISPLAY";
        let text = UiText::get(args.language())
            .text_with("window-no-display", &[("reason", reason.into())]);
        println!("{text}");
        return Ok(None);
    }
    ui::run(setup, args.options()).map(|()| Some(ExitCode::SUCCESS))
}
