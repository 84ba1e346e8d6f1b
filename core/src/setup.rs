//! Who plays, how, and with which clock: the settings a session starts from, and the one way
//! to make them ([`SetupBuilder`]) that the command line, scripts and the new-game dialog share.
//! Each setting is given at most once, in any order; a setup that contradicts itself is refused
//! with its reason.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use crate::message::{Arg, Message, WORD, shown, side};
use crate::{
    choice::Choice,
    clock::{
        TimeControl,
        cues::{Audience, CueSettings},
    },
    engine::{Limits, spec::EngineSpec},
    rules::StartPosition,
    ui_text::UiLanguage,
    vocab::{VocabId, Vocabulary},
    words::{Form, Style},
};

/// Where the game is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Mode {
    /// At home: against a friend at the same keyboard (or the computer). No one needs to repeat
    /// a move before the clock is pressed.
    #[default]
    Home,
    /// A tournament game under Appendix D: the opponent repeats each move (D.2.1) before the
    /// clock is pressed (D.2.4); an assistant may operate the app (D.2.10).
    Tournament { assistant: bool },
}

impl Mode {
    /// The selector value passed to interface messages: an assistant's game is a tournament
    /// game.
    pub fn selector(self) -> &'static str {
        match self {
            Mode::Home => "home",
            Mode::Tournament { .. } => "tournament",
        }
    }
}

impl Choice for Mode {
    const ALL: &'static [Mode] = &[
        Mode::Home,
        Mode::Tournament { assistant: false },
        Mode::Tournament { assistant: true },
    ];

    fn as_str(self) -> &'static str {
        match self {
            Mode::Home => "home",
            Mode::Tournament { assistant: false } => "tournament",
            Mode::Tournament { assistant: true } => "assistant",
        }
    }
}

/// Who is visually impaired: the app reads the board from that player's side and serves them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Impaired {
    #[default]
    White,
    Black,
    Both,
    None,
}

impl Impaired {
    /// Only the player of this colour.
    pub fn only(color: Color) -> Impaired {
        color.fold_wb(Impaired::White, Impaired::Black)
    }

    pub fn includes(self, color: Color) -> bool {
        match self {
            Impaired::White => color == Color::White,
            Impaired::Black => color == Color::Black,
            Impaired::Both => true,
            Impaired::None => false,
        }
    }
}

impl Choice for Impaired {
    const ALL: &'static [Impaired] = &[
        Impaired::White,
        Impaired::Black,
        Impaired::Both,
        Impaired::None,
    ];

    fn as_str(self) -> &'static str {
        match self {
            Impaired::White => "white",
            Impaired::Black => "black",
            Impaired::Both => "both",
            Impaired::None => "none",
        }
    }
}

/// A change to the clock's cues from their default (the tactile clock's dots and flag, for the
/// player's own clock).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CueChange {
    /// Also say the remaining time at each cue.
    Speak,
    /// Hear both clocks.
    Both,
    /// Both clocks, for the assistant's ear (D.2.10).
    Assistant,
    /// No clock sounds at all.
    Off,
    /// No 5-minute and quarter-hour dots.
    NoDots,
    /// No rising flag through the last five minutes.
    NoFlagApproach,
}

impl Choice for CueChange {
    const ALL: &'static [CueChange] = &[
        CueChange::Speak,
        CueChange::Both,
        CueChange::Assistant,
        CueChange::Off,
        CueChange::NoDots,
        CueChange::NoFlagApproach,
    ];

    fn as_str(self) -> &'static str {
        match self {
            CueChange::Speak => "speak",
            CueChange::Both => "both",
            CueChange::Assistant => "assistant",
            CueChange::Off => "off",
            CueChange::NoDots => "no-dots",
            CueChange::NoFlagApproach => "no-flag-approach",
        }
    }
}

impl CueChange {
    pub fn apply(self, cues: &mut CueSettings) {
        match self {
            CueChange::Speak => cues.speak = true,
            CueChange::Both => cues.audience = Audience::Both,
            CueChange::Assistant => cues.audience = Audience::Assistant,
            CueChange::Off => {
                cues.dots = false;
                cues.flag_approach = false;
                cues.flag_fall = false;
            }
            CueChange::NoDots => cues.dots = false,
            CueChange::NoFlagApproach => cues.flag_approach = false,
        }
    }
}

/// Who presses the clock after a move at home. In a tournament the player presses it (D.2.4),
/// whatever this says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Press {
    /// The app presses it the moment the move is executed: against the computer it answers at
    /// once, and nobody's time runs while they look for a key.
    #[default]
    ForThePlayer,
    /// The player presses it (Ctrl+Space, `/clock`), as at a tournament.
    ByHand,
}

impl Choice for Press {
    const ALL: &'static [Press] = &[Press::ForThePlayer, Press::ByHand];

    fn as_str(self) -> &'static str {
        match self {
            Press::ForThePlayer => "auto",
            Press::ByHand => "hand",
        }
    }
}

/// How much is said after each move besides its announcement.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Verbosity {
    /// The announcement and what the rules make of it (check, mate, a draw): nothing else.
    Brief,
    /// Also who made the computer's move and which piece a capture took.
    #[default]
    Normal,
    /// Also whose move it is now and, with a clock, the time left to the player to move.
    Full,
}

impl Choice for Verbosity {
    const ALL: &'static [Verbosity] = &[Verbosity::Brief, Verbosity::Normal, Verbosity::Full];

    fn as_str(self) -> &'static str {
        match self {
            Verbosity::Brief => "brief",
            Verbosity::Normal => "normal",
            Verbosity::Full => "full",
        }
    }
}

/// A journal written before the press was a setting replays as it was played: pressed by hand.
fn pressed_by_hand() -> Press {
    Press::ByHand
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Setup {
    pub mode: Mode,
    #[serde(with = "crate::saved::by_color")]
    pub players: ByColor<PlayerSetup>,
    pub time_control: TimeControl,
    pub start: StartPosition,
    pub cues: CueSettings,
    /// The language of everything that is not an announcement.
    pub ui: UiLanguage,
    /// The computer plays one side (at home only).
    pub computer: Option<Computer>,
    /// The app is only the clock, for a game on a board it does not follow (`annabella
    /// clock`): each press of the clock completes a move. The colour whose clock starts.
    #[serde(with = "crate::saved::option_text")]
    pub clock_only: Option<Color>,
    /// This player is hearing-impaired (D.2.11): every announcement, the last move and the clocks
    /// are shown in large text for them, and a tournament game needs an assistant.
    #[serde(with = "crate::saved::option_text")]
    pub hearing_impaired: Option<Color>,
    /// The time control announced Guideline III (play without increment to the end): it alone
    /// decides when both flags are down (III.3.1).
    pub guideline_iii: bool,
    /// Who presses the clock after a move at home.
    #[serde(default = "pressed_by_hand")]
    pub press: Press,
    /// How much is said after each move.
    #[serde(default)]
    pub verbosity: Verbosity,
    /// The game is played online (lichess), the opponent's moves coming from the server.
    #[serde(default)]
    pub online: Option<OnlineGame>,
}

/// A game played on lichess: which one, and our side of it. The opponent is a person (or the
/// lichess AI) at another board; the server's clock and result are the official ones.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OnlineGame {
    /// lichess's game id.
    pub id: String,
    /// The colour the player at this app plays.
    #[serde(with = "crate::saved::text")]
    pub color: Color,
    pub rated: bool,
    /// A correspondence game: days per move, no running clock.
    pub days_per_move: Option<u32>,
}

/// The computer as a player.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Computer {
    #[serde(with = "crate::saved::text")]
    pub color: Color,
    #[serde(with = "crate::saved::text")]
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
            players: ByColor {
                white: PlayerSetup::new("", true, VocabId::Fide),
                black: PlayerSetup::new("", false, VocabId::Fide),
            },
            time_control: TimeControl::untimed(),
            start: StartPosition::Standard,
            cues: CueSettings::default(),
            ui: UiLanguage::En,
            computer: None,
            clock_only: None,
            hearing_impaired: None,
            guideline_iii: false,
            press: Press::default(),
            verbosity: Verbosity::default(),
            online: None,
        }
    }
}

impl Setup {
    /// The same game again with the colours changed: each player (and the computer) takes the
    /// other side, with their names, words and boards.
    pub fn rematch(&self) -> Setup {
        let mut setup = self.clone();
        setup.players = ByColor {
            white: self.players.black.clone(),
            black: self.players.white.clone(),
        };
        if let Some(computer) = setup.computer.as_mut() {
            computer.color = !computer.color;
        }
        setup.hearing_impaired = self.hearing_impaired.map(|color| !color);
        setup
    }

    /// A tournament game under Appendix D: both players keep a physical board.
    pub fn tournament(vi_color: Color, time_control: TimeControl) -> Setup {
        let players = ByColor::new_with(|color| PlayerSetup {
            keeps_board: true,
            ..PlayerSetup::new("", color == vi_color, VocabId::Fide)
        });
        Setup {
            mode: Mode::Tournament { assistant: false },
            players,
            time_control,
            ..Setup::default()
        }
    }

    /// The player of this colour.
    pub fn player(&self, color: Color) -> &PlayerSetup {
        &self.players[color]
    }

    /// Placing a piece executes the move (home): no separate announcement, no captured piece to
    /// take off first.
    pub(crate) fn executes_on_placing(&self) -> bool {
        self.mode == Mode::Home
    }

    /// The computer plays a side: offers are made to it, and it answers them.
    pub(crate) fn computer_answers_offers(&self) -> bool {
        self.computer.is_some()
    }

    /// The vocabulary of the player at the keyboard (`reader`).
    pub fn reader_vocab(&self) -> VocabId {
        self.player(self.reader()).vocab
    }

    /// The player the app serves at the keyboard: the first visually impaired player (White
    /// when neither is).
    pub fn reader(&self) -> Color {
        if !self.players.white.visually_impaired && self.players.black.visually_impaired {
            Color::Black
        } else {
            Color::White
        }
    }

    /// The opponent must repeat each move (D.2.1) before making their own.
    pub fn needs_repetition(&self) -> bool {
        matches!(self.mode, Mode::Tournament { .. })
    }

    /// §11.3.1: in a tournament (or assistant) game the app tells only what the board and the
    /// clock show: no legal-move lists, attackers, claimability, evaluation or reasons why a
    /// move is illegal. An online game likewise: lichess's Board API forbids any outside help.
    pub fn fair_play(&self) -> bool {
        matches!(self.mode, Mode::Tournament { .. }) || self.online.is_some()
    }

    /// A help refused while fair play holds (`id`: `help-not-in-tournament` and its kin), in
    /// words that say why here: a tournament's rule, or lichess's for an online game.
    pub fn fair_play_refusal(&self, id: &'static str) -> crate::message::Message {
        let game = if self.online.is_some() {
            "online"
        } else {
            "tournament"
        };
        crate::message::Message::Ui(id, vec![("game", crate::message::Arg::Select(game))])
    }

    /// An assistant operates the app for the visually impaired player (D.2.10).
    pub fn assistant(&self) -> bool {
        self.mode == Mode::Tournament { assistant: true }
    }

    /// The app presses the clock when a move is executed: at home, unless the player chose to
    /// press it. A tournament keeps the press the law asks for (D.2.4).
    pub fn presses_for_player(&self) -> bool {
        self.mode == Mode::Home && self.press == Press::ForThePlayer
    }
}

/// Builds a [`Setup`] from settings given in any order, each at most once. What is not given
/// keeps its default: at home, White visually impaired, the FIDE vocabulary, no clock, the
/// standard start, the tactile clock's cues; in a tournament each player keeps a board.
#[derive(Clone, Debug, Default)]
pub struct SetupBuilder {
    mode: Option<Mode>,
    impaired: Option<Impaired>,
    players: ByColor<PlayerChoices>,
    time_control: Option<TimeControl>,
    start: Option<StartPosition>,
    cues: Vec<CueChange>,
    volume: Option<f32>,
    ui: Option<UiLanguage>,
    computer: Option<Computer>,
    clock_only: Option<Color>,
    hearing_impaired: Option<Color>,
    guideline_iii: Option<bool>,
    press: Option<Press>,
    verbosity: Option<Verbosity>,
    online: Option<OnlineGame>,
}

/// Why a setup cannot be made. Said through `SetupError::message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The same setting was given twice, as it is written (`"mode"`, `"vocab white"`).
    Twice(String),
    /// A FEN and a Chess960 number, or either twice.
    StartTwice,
    /// A computer opponent in a tournament game (the opponent there is a person).
    ComputerInTournament,
    /// The computer plays every visually impaired player's side: nobody is left for the app to
    /// serve.
    ComputerPlaysTheReader(Color),
    /// A computer opponent where the app is only the clock.
    ComputerWithoutGame,
    /// A cue volume outside 0 to 1 (or not a number).
    Volume(String),
    /// A player's name holds a control character (a line break, an escape): it would break the
    /// PGN tag and the scoresheet's head it is written into, and could drive a terminal.
    NameNotPrintable { color: Color, shown: String },
    /// An online game with a computer, a tournament's arbiter or the clock alone: its opponent
    /// and its clock are lichess's.
    OnlineNotAlone,
}

impl std::error::Error for SetupError {}

/// Sets `slot` once.
fn once<T>(slot: &mut Option<T>, value: T, name: impl Into<String>) -> Result<(), SetupError> {
    if slot.is_some() {
        return Err(SetupError::Twice(name.into()));
    }
    *slot = Some(value);
    Ok(())
}

/// A setting of one player ("vocab white").
fn of(setting: &str, color: Color) -> String {
    format!("{setting} {color}")
}

/// What one player's settings say, each given at most once.
#[derive(Clone, Debug, Default)]
struct PlayerChoices {
    /// Keeps a physical board (a tactile one for a visually impaired player).
    board: Option<bool>,
    vocab: Option<VocabId>,
    form: Option<Form>,
    /// Says the pawn word ("Bauer Eva vier").
    pawn_words: Option<bool>,
    name: Option<String>,
}

impl SetupBuilder {
    pub fn new() -> SetupBuilder {
        SetupBuilder::default()
    }

    pub fn mode(&mut self, mode: Mode) -> Result<(), SetupError> {
        once(&mut self.mode, mode, "mode")
    }

    pub fn impaired(&mut self, impaired: Impaired) -> Result<(), SetupError> {
        once(&mut self.impaired, impaired, "vi")
    }

    /// Whether this player keeps a physical board beside the app.
    pub fn board(&mut self, color: Color, keeps: bool) -> Result<(), SetupError> {
        once(&mut self.players[color].board, keeps, of("board", color))
    }

    pub fn vocab(&mut self, color: Color, vocab: VocabId) -> Result<(), SetupError> {
        once(&mut self.players[color].vocab, vocab, of("vocab", color))
    }

    /// Short (SAN-like) or long (with the from-square) announcements of this player's moves.
    pub fn form(&mut self, color: Color, form: Form) -> Result<(), SetupError> {
        once(&mut self.players[color].form, form, of("form", color))
    }

    /// Whether this player's pawn moves are announced with the pawn word ("Bauer Eva vier");
    /// by default as the vocabulary says.
    pub fn pawn_word(&mut self, color: Color, say: bool) -> Result<(), SetupError> {
        once(&mut self.players[color].pawn_words, say, of("pawn", color))
    }

    /// A player's name: printable text on one line (one with a control character is refused,
    /// the character shown).
    pub fn name(&mut self, color: Color, name: &str) -> Result<(), SetupError> {
        if crate::shown::has_controls(name.trim()) {
            return Err(SetupError::NameNotPrintable {
                color,
                shown: crate::shown::visible(name.trim(), 60),
            });
        }
        once(
            &mut self.players[color].name,
            name.trim().to_string(),
            of("name", color),
        )
    }

    pub fn time_control(&mut self, control: TimeControl) -> Result<(), SetupError> {
        once(&mut self.time_control, control, "time")
    }

    /// The start position (a FEN, or a Chess960 number).
    pub fn start(&mut self, start: StartPosition) -> Result<(), SetupError> {
        if self.start.is_some() {
            return Err(SetupError::StartTwice);
        }
        self.start = Some(start);
        Ok(())
    }

    pub fn cues(&mut self, change: CueChange) -> Result<(), SetupError> {
        if self.cues.contains(&change) {
            return Err(SetupError::Twice(format!("cues {}", change.as_str())));
        }
        self.cues.push(change);
        Ok(())
    }

    /// How loud the clock's cues are, 0 to 1.
    pub fn volume(&mut self, volume: f32) -> Result<(), SetupError> {
        if !(0.0..=1.0).contains(&volume) {
            return Err(SetupError::Volume(volume.to_string()));
        }
        once(&mut self.volume, volume, "volume")
    }

    /// The app is only the clock; `first`'s clock starts.
    pub fn clock_only(&mut self, first: Color) -> Result<(), SetupError> {
        once(&mut self.clock_only, first, "clock-only")
    }

    pub fn ui(&mut self, language: UiLanguage) -> Result<(), SetupError> {
        once(&mut self.ui, language, "lang")
    }

    pub fn computer(&mut self, computer: Computer) -> Result<(), SetupError> {
        once(&mut self.computer, computer, "computer")
    }

    /// The time control announces Guideline III.
    pub fn guideline_iii(&mut self, on: bool) -> Result<(), SetupError> {
        once(&mut self.guideline_iii, on, "guideline-iii")
    }

    /// Who presses the clock after a move at home.
    pub fn press(&mut self, press: Press) -> Result<(), SetupError> {
        once(&mut self.press, press, "press")
    }

    /// How much is said after each move.
    pub fn verbosity(&mut self, verbosity: Verbosity) -> Result<(), SetupError> {
        once(&mut self.verbosity, verbosity, "verbosity")
    }

    /// The game is played online (a script's `online white`): the player at the keyboard has
    /// `game.color`, the opponent is at lichess.
    pub fn online(&mut self, game: OnlineGame) -> Result<(), SetupError> {
        once(&mut self.online, game, "online")
    }

    /// This player is hearing-impaired (D.2.11).
    pub fn hearing_impaired(&mut self, color: Color) -> Result<(), SetupError> {
        once(&mut self.hearing_impaired, color, "hearing")
    }

    /// Takes from `defaults` (the settings file) every setting not given here (the command
    /// line): what the player chose now wins, what they saved fills the rest.
    pub fn fill_from(&mut self, defaults: &SetupBuilder) {
        fn fill<T: Clone>(slot: &mut Option<T>, default: &Option<T>) {
            if slot.is_none() {
                slot.clone_from(default);
            }
        }
        fill(&mut self.mode, &defaults.mode);
        fill(&mut self.impaired, &defaults.impaired);
        for color in [Color::White, Color::Black] {
            let (mine, given) = (&mut self.players[color], &defaults.players[color]);
            fill(&mut mine.board, &given.board);
            fill(&mut mine.vocab, &given.vocab);
            fill(&mut mine.form, &given.form);
            fill(&mut mine.pawn_words, &given.pawn_words);
            fill(&mut mine.name, &given.name);
        }
        fill(&mut self.time_control, &defaults.time_control);
        fill(&mut self.start, &defaults.start);
        if self.cues.is_empty() {
            self.cues.clone_from(&defaults.cues);
        }
        fill(&mut self.volume, &defaults.volume);
        fill(&mut self.ui, &defaults.ui);
        fill(&mut self.computer, &defaults.computer);
        fill(&mut self.hearing_impaired, &defaults.hearing_impaired);
        fill(&mut self.guideline_iii, &defaults.guideline_iii);
        fill(&mut self.press, &defaults.press);
        fill(&mut self.verbosity, &defaults.verbosity);
    }

    /// The setup, or why these settings do not make one.
    pub fn build(&self) -> Result<Setup, SetupError> {
        let mut mode = self.mode.unwrap_or(Mode::Home);
        // D.2.11: a visually impaired player meeting a hearing-impaired one must use an assistant.
        if self.hearing_impaired.is_some() && mode == (Mode::Tournament { assistant: false }) {
            mode = Mode::Tournament { assistant: true };
        }
        // Against the computer, the player at the keyboard has the other colour; online, the
        // colour they play there.
        let impaired = match (&self.online, &self.computer) {
            (Some(online), _) => {
                if self.computer.is_some() || self.clock_only.is_some() || mode != Mode::Home {
                    return Err(SetupError::OnlineNotAlone);
                }
                Impaired::only(online.color)
            }
            (None, Some(computer)) => self.impaired.unwrap_or(Impaired::only(!computer.color)),
            (None, None) => self.impaired.unwrap_or(Impaired::White),
        };
        if let Some(computer) = &self.computer {
            if self.clock_only.is_some() {
                return Err(SetupError::ComputerWithoutGame);
            }
            if mode != Mode::Home {
                return Err(SetupError::ComputerInTournament);
            }
            let other = !computer.color;
            if impaired.includes(computer.color) && !impaired.includes(other) {
                return Err(SetupError::ComputerPlaysTheReader(computer.color));
            }
        }
        // Appendix D's two boards: in a tournament each player keeps one unless told otherwise.
        let players = ByColor::new_with(|color| {
            let player = PlayerSetup::new(
                self.players[color].name.as_deref().unwrap_or(""),
                impaired.includes(color),
                self.players[color].vocab.unwrap_or(VocabId::Fide),
            );
            PlayerSetup {
                keeps_board: self.players[color].board.unwrap_or(mode != Mode::Home),
                style: Style {
                    form: self.players[color].form.unwrap_or(player.style.form),
                    say_pawn: self.players[color]
                        .pawn_words
                        .unwrap_or(player.style.say_pawn),
                },
                ..player
            }
        });
        let mut cues = CueSettings::default();
        // D.2.10.4: in an assistant's game the clock tells the visually impaired player nothing
        // they did not ask for; its sounds are the assistant's, unless the cues were chosen.
        let assistant = [CueChange::Assistant];
        let changes = if self.cues.is_empty() && mode == (Mode::Tournament { assistant: true }) {
            &assistant[..]
        } else {
            &self.cues[..]
        };
        for change in changes {
            change.apply(&mut cues);
        }
        if let Some(volume) = self.volume {
            cues.volume = volume;
        }
        Ok(Setup {
            mode,
            players,
            time_control: self
                .time_control
                .clone()
                .unwrap_or_else(TimeControl::untimed),
            start: self.start.clone().unwrap_or(StartPosition::Standard),
            cues,
            ui: self.ui.unwrap_or(UiLanguage::En),
            computer: self.computer.clone(),
            clock_only: self.clock_only,
            hearing_impaired: self.hearing_impaired,
            guideline_iii: self.guideline_iii.unwrap_or(false),
            press: self.press.unwrap_or_default(),
            verbosity: self.verbosity.unwrap_or_default(),
            online: self.online.clone(),
        })
    }
}

/// Which clock sounds are heard.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cues {
    /// The tactile clock's dots and flag, for the player's own clock.
    #[default]
    Tactile,
    /// Those, and the remaining time said at each.
    Speak,
    /// Both clocks' sounds.
    Both,
    /// No clock sounds.
    Off,
}

impl Choice for Cues {
    const ALL: &'static [Cues] = &[Cues::Tactile, Cues::Speak, Cues::Both, Cues::Off];

    fn as_str(self) -> &'static str {
        match self {
            Cues::Tactile => "tactile",
            Cues::Speak => "speak",
            Cues::Both => "both",
            Cues::Off => "off",
        }
    }
}

impl Cues {
    /// What the clock's sounds are now, as one of the dialogs' choices.
    pub fn of(cues: &crate::clock::cues::CueSettings) -> Cues {
        use crate::clock::cues::Audience;
        if !cues.dots && !cues.flag_approach && !cues.flag_fall {
            Cues::Off
        } else if cues.speak {
            Cues::Speak
        } else if cues.audience == Audience::Both {
            Cues::Both
        } else {
            Cues::Tactile
        }
    }

    /// The change from the tactile clock's sounds this choice makes.
    pub fn change(self) -> Option<CueChange> {
        match self {
            Cues::Tactile => None,
            Cues::Speak => Some(CueChange::Speak),
            Cues::Both => Some(CueChange::Both),
            Cues::Off => Some(CueChange::Off),
        }
    }
}

crate::vocab::displayed_in_english!(SetupError);

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
                vec![("color", side(*reader))],
            ),
            SetupError::ComputerWithoutGame => Message::ui("error-setup-computer-without-game"),
            SetupError::OnlineNotAlone => Message::ui("error-setup-online-not-alone"),
            SetupError::Volume(value) => {
                Message::Ui("error-setup-volume", vec![("value", shown(value, WORD))])
            }
            SetupError::NameNotPrintable {
                color: who,
                shown: name,
            } => Message::Ui(
                "error-setup-name-not-printable",
                vec![("color", side(*who)), ("name", Arg::Key(name.clone()))],
            ),
        }
    }
}
