//! Who plays, how, and with which clock: the settings a session starts from.

use std::time::Duration;

use shakmaty::Color;

use crate::{
    announce::{Form, Style},
    clock::{TimeControl, cues::CueSettings},
    engine::{Limits, spec::EngineSpec},
    rules::StartPosition,
    ui_text::UiLanguage,
    vocab::{VocabId, Vocabulary},
};

/// Where the game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// At home: against a friend at the same keyboard (or the computer). No one needs to repeat
    /// a move before the clock is pressed.
    Home,
    /// A tournament game under Appendix D: the opponent repeats each move (D.2.1) before the
    /// clock is pressed (D.2.4); an assistant may operate the app (D.2.10).
    Tournament { assistant: bool },
}

impl Mode {
    /// The selector value passed to interface messages.
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Home => "home",
            Mode::Tournament { .. } => "tournament",
        }
    }
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerSetup {
    /// The player's name, empty when not given.
    pub name: String,
    pub visually_impaired: bool,
    /// The vocabulary this player's moves are announced in (D.2.1; default `fide`).
    pub vocab: VocabId,
    pub style: Style,
    /// The player has a physical board beside the app (a tactile board, or the sighted
    /// player's board): the app keeps its model, and the opponent's move counts as pending on it
    /// until it is made there. Without one, the player's board is the game.
    pub keeps_board: bool,
}

impl PlayerSetup {
    pub fn new(name: &str, visually_impaired: bool, vocab: VocabId) -> PlayerSetup {
        PlayerSetup {
            name: name.to_string(),
            visually_impaired,
            vocab,
            style: Style {
                form: Form::Short,
                say_pawn: Vocabulary::get(vocab).says_pawn_by_default(),
            },
            keeps_board: false,
        }
    }
}

/// Everything a session starts from.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    pub mode: Mode,
    /// White, then Black.
    pub players: [PlayerSetup; 2],
    pub time_control: TimeControl,
    pub start: StartPosition,
    pub cues: CueSettings,
    /// The language of everything that is not an announcement.
    pub ui: UiLanguage,
    /// The computer plays one side (at home only).
    pub computer: Option<Computer>,
}

/// The computer as a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Computer {
    pub color: Color,
    pub engine: EngineSpec,
    /// How long it thinks in an untimed game; with a clock it shares out its own time.
    pub limits: Limits,
}

impl Computer {
    /// The thinking time per move in an untimed game when none is given.
    pub const DEFAULT_MOVETIME: Duration = Duration::from_secs(2);

    pub fn new(color: Color, engine: EngineSpec) -> Computer {
        Computer {
            color,
            engine,
            limits: Limits::movetime(Computer::DEFAULT_MOVETIME),
        }
    }
}

impl Default for Setup {
    /// At home, a visually impaired player with White against a friend, untimed.
    fn default() -> Setup {
        Setup {
            mode: Mode::Home,
            players: [
                PlayerSetup::new("", true, VocabId::Fide),
                PlayerSetup::new("", false, VocabId::Fide),
            ],
            time_control: TimeControl::untimed(),
            start: StartPosition::Standard,
            cues: CueSettings::default(),
            ui: UiLanguage::En,
            computer: None,
        }
    }
}

impl Setup {
    /// A tournament game under Appendix D: both players keep a physical board.
    pub fn tournament(vi_color: Color, time_control: TimeControl) -> Setup {
        let mut players = [
            PlayerSetup::new("", vi_color == Color::White, VocabId::Fide),
            PlayerSetup::new("", vi_color == Color::Black, VocabId::Fide),
        ];
        for player in &mut players {
            player.keeps_board = true;
        }
        Setup {
            mode: Mode::Tournament { assistant: false },
            players,
            time_control,
            ..Setup::default()
        }
    }

    /// The player of this colour.
    pub fn player(&self, color: Color) -> &PlayerSetup {
        &self.players[super::index(color)]
    }

    /// The player the app serves at the keyboard: the first visually impaired player (White
    /// when neither is).
    pub fn reader(&self) -> Color {
        if !self.players[0].visually_impaired && self.players[1].visually_impaired {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The opponent must repeat each move before the clock is pressed.
    pub fn needs_repetition(&self) -> bool {
        matches!(self.mode, Mode::Tournament { .. })
    }
}
