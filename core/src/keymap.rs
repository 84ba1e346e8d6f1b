//! Keys to commands, one table per context, each entry with the id of its spoken help.
//!
//! The tables follow lichess's blind mode where it has a key (arrows over the board from the
//! player's side, `1`–`8` for a rank, `k q r b n p` for the next piece of a type and Shift for
//! the other colour, `m` for a piece's moves), and add Appendix D's steps: Enter lifts and places
//! a piece on the tactile board, `a` announces, `c` confirms the opponent's move, Space presses the
//! clock. No key uses Insert or Caps Lock, the screen readers' own modifiers.

use std::{fmt, str::FromStr};

use shakmaty::Role;

use crate::message::{Message, WORD, shown};
use crate::training::drills::DrillKind;

/// Where the keyboard is: which table applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Context {
    /// Exploring a board and making moves on it.
    Board,
    /// Typing a move (or a correction) in the entry field.
    MoveEntry,
    /// A pawn has reached the last rank: which piece it becomes.
    Promotion,
    /// Typed lines where there are no keys (the terminal game): a move, or a command by name
    /// (`commands::COMMANDS`).
    Lines,
    /// The arbiter's panel is open.
    Arbiter,
}

impl Context {
    pub const ALL: [Context; 5] = [
        Context::Board,
        Context::MoveEntry,
        Context::Promotion,
        Context::Lines,
        Context::Arbiter,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Context::Board => "board",
            Context::MoveEntry => "move-entry",
            Context::Promotion => "promotion",
            Context::Lines => "lines",
            Context::Arbiter => "arbiter",
        }
    }
}

/// A direction on the board as the player sees it from their own side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Direction {
    /// Away from the player, towards the opponent.
    Up,
    Down,
    Left,
    Right,
}

/// Which colour, relative to the player at the keyboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Side {
    Own,
    Opponent,
}

/// Everything a key can ask for, grouped by what it does to the game, so that each group's
/// handler matches every command of its group and nothing else (the compiler checks that no
/// command is left unhandled).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Command {
    /// Reading what is there: changes nothing but the cursor and the view.
    Explore(Explore),
    /// Acting in the game: the per-move protocol, the clock, draws and resignation.
    Act(Act),
    /// How the position stands and the best move, from the engine (at home, or after a game).
    Evaluate,
    /// Help for the moment; asked again at once, every key.
    Help,
    /// Every key (every command at the terminal), grouped.
    HelpAll,
    RepeatLast,
    /// Move the keyboard focus to the move entry field.
    FocusEntry,
    /// Back from the entry field to the board.
    FocusBoard,
    /// The arbiter's panel (§6.11, §7, D.2.9).
    Arbiter(ArbiterKey),
    /// Save the scoresheet: PGN, print and braille (D.2.7).
    SaveScoresheet,
    /// The clock's sounds: on or off, louder, softer.
    Sound(SoundKey),
    /// Set up a new game (the window's dialog); the game in progress stays journaled.
    NewGame,
    /// How the window looks: zoom, full screen, theme, one board or all.
    View(ViewKey),
    /// The settings dialog (language, speech, sounds, look).
    Settings,
    /// The menu bar.
    Menu,
    /// Review a game from a PGN file (the window's dialog).
    #[serde(alias = "OpenGame")]
    Review,
    /// Training at home, from the window's Learn menu or a terminal game's `/learn`.
    Learn(Learn),
    /// How much is said after each move, the next of brief, normal and full: the terminal's
    /// `/verbosity` during a game (the window has it in its settings dialog).
    Verbosity,
    /// An online game's own requests to lichess: a takeback, aborting, declining an offer,
    /// the chat (typed as `/takeback`, `/abort`, `/decline`, `/chat …`).
    Online(OnlineKey),
}

/// What only an online game asks of lichess, besides the moves, draws and resigning every
/// game has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum OnlineKey {
    /// Propose a takeback, or accept the opponent's.
    Takeback,
    /// Abort the game, while lichess allows it (before both sides have moved).
    Abort,
    /// Decline the opponent's standing draw or takeback offer.
    Decline,
    /// Write to the opponent: the move field opened with `/chat ` in it.
    Chat,
}

/// What the Learn menu offers: each a training the driver hosts over the game, which stays as
/// it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Learn {
    /// Lessons by doing, from the first level not done.
    Lessons,
    /// A round of one board-vision drill, untimed.
    Drill(DrillKind),
    /// A round of one board-vision drill, 30 seconds for each answer.
    TimedDrill(DrillKind),
    /// Puzzles, the due ones first, one after another.
    Puzzles,
    /// Puzzles of at most [`Learn::FEW_PIECES`] pieces: a position that is easy to hold in
    /// mind when it is heard, not seen.
    FewPieces,
    /// The moments of one's own games that are due.
    Mistakes,
    /// The last finished game gone over by Stockfish, its moments then retried.
    GoOver,
    /// The training record read aloud.
    Progress,
}

impl Learn {
    /// The most pieces a puzzle of [`Learn::FewPieces`] has.
    pub const FEW_PIECES: usize = 7;

    /// The menu's items, in its order.
    pub fn all() -> Vec<Learn> {
        let mut all = vec![Learn::Lessons];
        // Each drill, then the same drill timed, next to it.
        all.extend(
            DrillKind::ALL
                .into_iter()
                .flat_map(|kind| [Learn::Drill(kind), Learn::TimedDrill(kind)]),
        );
        all.extend([
            Learn::Puzzles,
            Learn::FewPieces,
            Learn::Mistakes,
            Learn::GoOver,
            Learn::Progress,
        ]);
        all
    }

    fn help_id(self) -> &'static str {
        match self {
            Learn::Lessons => "key-learn-lessons",
            Learn::Drill(DrillKind::FindSquare) => "train-drill-find-square",
            Learn::Drill(DrillKind::NameSquare) => "train-drill-name-square",
            Learn::Drill(DrillKind::SquareColour) => "train-drill-square-colour",
            Learn::Drill(DrillKind::SameDiagonal) => "train-drill-same-diagonal",
            Learn::Drill(DrillKind::KnightDistance) => "train-drill-knight-distance",
            Learn::Drill(DrillKind::PieceMoves) => "train-drill-piece-moves",
            Learn::Drill(DrillKind::Rebuild) => "train-drill-rebuild",
            Learn::TimedDrill(DrillKind::FindSquare) => "train-drill-timed-find-square",
            Learn::TimedDrill(DrillKind::NameSquare) => "train-drill-timed-name-square",
            Learn::TimedDrill(DrillKind::SquareColour) => "train-drill-timed-square-colour",
            Learn::TimedDrill(DrillKind::SameDiagonal) => "train-drill-timed-same-diagonal",
            Learn::TimedDrill(DrillKind::KnightDistance) => "train-drill-timed-knight-distance",
            Learn::TimedDrill(DrillKind::PieceMoves) => "train-drill-timed-piece-moves",
            Learn::TimedDrill(DrillKind::Rebuild) => "train-drill-timed-rebuild",
            Learn::Puzzles => "key-learn-puzzles",
            Learn::FewPieces => "key-learn-few-pieces",
            Learn::Mistakes => "key-learn-mistakes",
            Learn::GoOver => "key-learn-go-over",
            Learn::Progress => "key-learn-progress",
        }
    }
}

/// The window's view keys (the low-vision view).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ViewKey {
    ZoomIn,
    ZoomOut,
    ZoomReset,
    FullScreen,
    /// The next colour theme (light and dark squares, white on black, black on yellow).
    Theme,
    /// One board as large as the window allows, or every board side by side.
    Layout,
}

/// The sound keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum SoundKey {
    OnOff,
    Louder,
    Softer,
}

/// The arbiter's keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ArbiterKey {
    /// Open the panel: the first press asks, the second opens.
    Open,
    Close,
    /// Stop both clocks, or start them again (§6.11).
    PauseResume,
}

/// Commands that read the boards, the moves and the clocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Explore {
    Cursor(Direction),
    /// Read the squares from the cursor in a direction up to the first piece.
    Scan(Direction),
    /// Jump to a rank (0 = first rank) keeping the file.
    JumpRank(u8),
    /// Jump to a file (0 = Anna) keeping the rank.
    JumpFile(u8),
    NextPiece(#[serde(with = "crate::saved::role")] Role, Side),
    /// Every piece of a type, both colours.
    ListPieces(#[serde(with = "crate::saved::role")] Role),
    /// The pieces of one side, every kind or (`role`) one kind: "White: King Gustav one; …".
    PiecesOf {
        #[serde(with = "crate::saved::text")]
        color: shakmaty::Color,
        #[serde(with = "crate::saved::option_role")]
        role: Option<Role>,
    },
    /// The whole board in words: each side's pieces, kind by kind.
    ReadBoard,
    ReadSquare,
    ReadRank,
    ReadFile,
    /// Both diagonals through the cursor square, each from the player's left.
    ReadDiagonals,
    /// The legal moves of the piece on the cursor square, captures first.
    PieceMoves,
    PieceCaptures,
    /// Which pieces of each colour attack the square.
    AttackersDefenders,
    /// Switch between the game and the two boards.
    SwitchBoard,
    /// Compare the viewed board with the game, square by square (D.2.9).
    Differences,
    /// What is still to be done on my board.
    Pending,
    LastMove,
    PreviousMove,
    NextMove,
    WhoseTurn,
    Clocks,
    MoveCount,
    /// The time each player has used and the moves completed (D.2.10.4: told when asked).
    TimeUsed,
    Material,
    /// The incident log: the last entry, or (`true`) all of them.
    Incidents(bool),
}

/// Commands that act in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Act {
    /// Lift the piece under the cursor, or place the lifted piece there (D.2.2, D.2.3).
    LiftOrPlace,
    /// Take a captured piece off the board (D.2.3).
    Remove,
    /// Put the lifted piece back in its hole (it stays touched).
    PutBack,
    /// Announce the move made on the board (D.2.1).
    Announce,
    /// The opponent repeated the move and made it on their board; or: my board shows the game now.
    Confirm,
    /// Press the clock (D.2.4); starts it at the beginning.
    PressClock,
    /// Stop both clocks, or start them again (at home, and where the app is only the clock; in a
    /// tournament the arbiter does it, §6.11).
    PauseClock,
    /// Replace the announced move, until the clock is pressed (D.2.8).
    CorrectAnnouncement,
    Promote(#[serde(with = "crate::saved::role")] Role),
    CancelPromotion,
    /// D.2.9: compare both scoresheets and repair the game and the boards.
    Reconcile,
    OfferDraw,
    ClaimDraw,
    Resign,
    /// Claim the win (or the draw, §6.9) on the fallen flag of the opponent (D.2.10.5).
    ClaimFlag,
    /// The assistant reports that the sighted player touched the piece under the cursor
    /// (D.2.10.5): recorded for the arbiter, and touch-move applies (§4.3).
    ReportTouch,
    /// Adjourn the game: the player to move seals a move (Guideline I).
    Adjourn,
    /// Drop the premove held in an online game.
    CancelPremove,
}

impl Command {
    /// The help message id (`locales/ui`) that says what the command does.
    pub fn help_id(self) -> &'static str {
        match self {
            Command::Explore(explore) => explore.help_id(),
            Command::Act(act) => act.help_id(),
            Command::Evaluate => "key-evaluate",
            Command::Help => "key-help",
            Command::HelpAll => "key-help-all",
            Command::RepeatLast => "key-repeat",
            Command::FocusEntry => "key-focus-entry",
            Command::FocusBoard => "key-focus-board",
            Command::Arbiter(ArbiterKey::Open) => "key-arbiter-open",
            Command::Arbiter(ArbiterKey::Close) => "key-arbiter-close",
            Command::Arbiter(ArbiterKey::PauseResume) => "key-arbiter-pause",
            Command::SaveScoresheet => "key-save-scoresheet",
            Command::Sound(SoundKey::OnOff) => "key-sound-on-off",
            Command::Sound(SoundKey::Louder) => "key-sound-louder",
            Command::Sound(SoundKey::Softer) => "key-sound-softer",
            Command::NewGame => "key-new-game",
            Command::View(ViewKey::ZoomIn) => "key-zoom-in",
            Command::View(ViewKey::ZoomOut) => "key-zoom-out",
            Command::View(ViewKey::ZoomReset) => "key-zoom-reset",
            Command::View(ViewKey::FullScreen) => "key-full-screen",
            Command::View(ViewKey::Theme) => "key-theme",
            Command::View(ViewKey::Layout) => "key-layout",
            Command::Settings => "key-settings",
            Command::Menu => "key-menu",
            Command::Review => "key-review",
            Command::Learn(learn) => learn.help_id(),
            Command::Verbosity => "key-verbosity",
            Command::Online(OnlineKey::Takeback) => "key-online-takeback",
            Command::Online(OnlineKey::Abort) => "key-online-abort",
            Command::Online(OnlineKey::Decline) => "key-online-decline",
            Command::Online(OnlineKey::Chat) => "key-online-chat",
        }
    }
}

impl Explore {
    /// Reads the position on the board and nothing else (not the game's moves, turn or clocks):
    /// what may read a training exercise's position shown on the board.
    pub fn reads_the_board(self) -> bool {
        matches!(
            self,
            Explore::Cursor(_)
                | Explore::Scan(_)
                | Explore::JumpRank(_)
                | Explore::JumpFile(_)
                | Explore::NextPiece(..)
                | Explore::ListPieces(_)
                | Explore::PiecesOf { .. }
                | Explore::ReadSquare
                | Explore::ReadRank
                | Explore::ReadFile
                | Explore::ReadDiagonals
                | Explore::ReadBoard
                | Explore::PieceMoves
                | Explore::PieceCaptures
                | Explore::AttackersDefenders
        )
    }

    fn help_id(self) -> &'static str {
        match self {
            Explore::Cursor(_) => "key-cursor",
            Explore::Scan(_) => "key-scan",
            Explore::JumpRank(_) => "key-jump-rank",
            Explore::JumpFile(_) => "key-jump-file",
            Explore::NextPiece(_, Side::Own) => "key-next-piece",
            Explore::NextPiece(_, Side::Opponent) => "key-next-opponent-piece",
            Explore::ListPieces(_) => "key-list-pieces",
            Explore::PiecesOf { .. } => "key-side-pieces",
            Explore::ReadBoard => "key-read-board",
            Explore::ReadSquare => "key-read-square",
            Explore::ReadRank => "key-read-rank",
            Explore::ReadFile => "key-read-file",
            Explore::ReadDiagonals => "key-read-diagonals",
            Explore::PieceMoves => "key-piece-moves",
            Explore::PieceCaptures => "key-piece-captures",
            Explore::AttackersDefenders => "key-attackers",
            Explore::SwitchBoard => "key-switch-board",
            Explore::Differences => "key-differences",
            Explore::Pending => "key-pending",
            Explore::LastMove => "key-last-move",
            Explore::PreviousMove => "key-previous-move",
            Explore::NextMove => "key-next-move",
            Explore::WhoseTurn => "key-whose-turn",
            Explore::Clocks => "key-clocks",
            Explore::MoveCount => "key-move-count",
            Explore::TimeUsed => "key-time-used",
            Explore::Material => "key-material",
            Explore::Incidents(false) => "key-incident-last",
            Explore::Incidents(true) => "key-incidents",
        }
    }
}

impl Act {
    fn help_id(self) -> &'static str {
        match self {
            Act::LiftOrPlace => "key-lift-place",
            Act::Remove => "key-remove",
            Act::PutBack => "key-put-back",
            Act::Announce => "key-announce",
            Act::Confirm => "key-confirm",
            Act::PressClock => "key-press-clock",
            Act::PauseClock => "key-pause-clock",
            Act::CorrectAnnouncement => "key-correct",
            Act::Promote(_) => "key-promote",
            Act::CancelPromotion => "key-cancel-promotion",
            Act::Reconcile => "key-reconcile",
            Act::OfferDraw => "key-offer-draw",
            Act::ClaimDraw => "key-claim-draw",
            Act::Resign => "key-resign",
            Act::ClaimFlag => "key-claim-flag",
            Act::ReportTouch => "key-report-touch",
            Act::Adjourn => "key-adjourn",
            Act::CancelPremove => "key-cancel-premove",
        }
    }
}

/// A key with its modifiers, written as "Shift+Up", "Ctrl+K", "a", "Space".
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct KeyChord {
    pub ctrl: bool,
    pub alt: bool,
    pub shift: bool,
    /// The key's name: a lower-case letter or digit, or one of `KEY_NAMES`.
    pub key: String,
}

/// The named keys a chord may use besides letters and digits.
pub const KEY_NAMES: &[&str] = &[
    "Up", "Down", "Left", "Right", "Enter", "Space", "Escape", "Delete", "Tab", "Home", "End",
    "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12", "?", "[", "]",
    "plus", "minus",
];

/// Why a chord could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadChord(pub String);

impl std::error::Error for BadChord {}

impl KeyChord {
    pub fn plain(key: &str) -> KeyChord {
        KeyChord {
            ctrl: false,
            alt: false,
            shift: false,
            key: key.to_string(),
        }
    }
}

impl FromStr for KeyChord {
    type Err = BadChord;

    /// Modifiers in any order and case, joined by `+`; the key last. Upper-case letters are
    /// their lower-case key with Shift ("K" = "Shift+k").
    fn from_str(text: &str) -> Result<KeyChord, BadChord> {
        let bad = || BadChord(text.to_string());
        let parts: Vec<&str> = text.trim().split('+').collect();
        let (key, modifiers) = match parts.split_last() {
            // "Ctrl++" is not a chord we use; a lone "+" is not either.
            Some((key, modifiers)) if !key.is_empty() => (*key, modifiers),
            _ => return Err(bad()),
        };
        let mut chord = KeyChord::plain("");
        for modifier in modifiers {
            match modifier.to_ascii_lowercase().as_str() {
                "ctrl" | "control" => chord.ctrl = true,
                "alt" => chord.alt = true,
                "shift" => chord.shift = true,
                _ => return Err(bad()),
            }
        }
        let mut chars = key.chars();
        chord.key = match (chars.next(), chars.next()) {
            (Some(c), None) if c.is_ascii_uppercase() => {
                chord.shift = true;
                c.to_ascii_lowercase().to_string()
            }
            (Some(c), None) if c.is_ascii_alphanumeric() => c.to_string(),
            _ => KEY_NAMES
                .iter()
                .find(|name| name.eq_ignore_ascii_case(key))
                .map(|name| name.to_string())
                .ok_or_else(bad)?,
        };
        Ok(chord)
    }
}

impl fmt::Display for KeyChord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (on, name) in [
            (self.ctrl, "Ctrl+"),
            (self.alt, "Alt+"),
            (self.shift, "Shift+"),
        ] {
            if on {
                f.write_str(name)?;
            }
        }
        f.write_str(&self.key)
    }
}

/// One row of a table: a key, what it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binding {
    pub chord: KeyChord,
    pub command: Command,
}

/// The tables of every context. Keys the board table has are also the entry field's, except
/// those a text field needs for typing (letters, digits, arrows, Enter, Space).
#[derive(Clone, Debug)]
pub struct Keymap {
    tables: Vec<(Context, Vec<Binding>)>,
}

const PIECE_KEYS: [(&str, Role); 6] = [
    ("k", Role::King),
    ("q", Role::Queen),
    ("r", Role::Rook),
    ("b", Role::Bishop),
    ("n", Role::Knight),
    ("p", Role::Pawn),
];

impl Default for Keymap {
    fn default() -> Keymap {
        Keymap {
            tables: vec![
                (Context::Board, board_table()),
                (Context::MoveEntry, entry_table()),
                (Context::Promotion, promotion_table()),
                (Context::Lines, Vec::new()),
                (Context::Arbiter, arbiter_table()),
            ],
        }
    }
}

/// A default binding. The default tables' chords are constants, checked by the tests.
#[allow(clippy::expect_used)]
fn bind(chord: &str, command: Command) -> Binding {
    Binding {
        chord: chord
            .parse()
            .expect("the default keymap's chords are valid"),
        command,
    }
}

/// Keys that work wherever the focus is, because no text field types them.
fn game_keys() -> Vec<Binding> {
    vec![
        bind("F1", Command::Help),
        bind("Shift+F1", Command::HelpAll),
        bind("F2", Command::RepeatLast),
        bind("Ctrl+k", Command::Act(Act::CorrectAnnouncement)),
        bind("Ctrl+l", Command::Explore(Explore::LastMove)),
        bind("Ctrl+t", Command::Explore(Explore::Clocks)),
        bind("Ctrl+w", Command::Explore(Explore::WhoseTurn)),
        bind("Ctrl+Left", Command::Explore(Explore::PreviousMove)),
        bind("Ctrl+Right", Command::Explore(Explore::NextMove)),
        bind("Ctrl+d", Command::Act(Act::OfferDraw)),
        bind("Ctrl+Shift+d", Command::Act(Act::ClaimDraw)),
        bind("Ctrl+Shift+r", Command::Act(Act::Resign)),
        bind("Ctrl+Shift+f", Command::Act(Act::ClaimFlag)),
        bind("Ctrl+Shift+t", Command::Act(Act::ReportTouch)),
        bind("Ctrl+Shift+s", Command::Act(Act::Reconcile)),
        bind("Ctrl+Space", Command::Act(Act::PressClock)),
        bind("Ctrl+Shift+Space", Command::Act(Act::PauseClock)),
        bind("Ctrl+p", Command::Explore(Explore::Pending)),
        bind("Ctrl+e", Command::Evaluate),
        bind("F9", Command::Arbiter(ArbiterKey::Open)),
        bind("Ctrl+Shift+e", Command::SaveScoresheet),
        bind("Ctrl+Shift+j", Command::Act(Act::Adjourn)),
        bind("Ctrl+Shift+p", Command::Act(Act::CancelPremove)),
        bind("Ctrl+Shift+b", Command::Online(OnlineKey::Takeback)),
        bind("Ctrl+Shift+a", Command::Online(OnlineKey::Abort)),
        bind("Ctrl+Shift+n", Command::Online(OnlineKey::Decline)),
        bind("Ctrl+Shift+m", Command::Online(OnlineKey::Chat)),
        bind("F6", Command::Sound(SoundKey::OnOff)),
        bind("F7", Command::Sound(SoundKey::Softer)),
        bind("F8", Command::Sound(SoundKey::Louder)),
        bind("Ctrl+n", Command::NewGame),
        bind("Ctrl+plus", Command::View(ViewKey::ZoomIn)),
        bind("Ctrl+minus", Command::View(ViewKey::ZoomOut)),
        bind("Ctrl+0", Command::View(ViewKey::ZoomReset)),
        bind("F11", Command::View(ViewKey::FullScreen)),
        bind("F3", Command::View(ViewKey::Theme)),
        bind("F4", Command::View(ViewKey::Layout)),
        bind("F12", Command::Settings),
        bind("F10", Command::Menu),
        bind("Ctrl+o", Command::Review),
    ]
}

fn board_table() -> Vec<Binding> {
    use Direction::*;
    let mut table = vec![
        bind("Up", Command::Explore(Explore::Cursor(Up))),
        bind("Down", Command::Explore(Explore::Cursor(Down))),
        bind("Left", Command::Explore(Explore::Cursor(Left))),
        bind("Right", Command::Explore(Explore::Cursor(Right))),
        bind("Shift+Up", Command::Explore(Explore::Scan(Up))),
        bind("Shift+Down", Command::Explore(Explore::Scan(Down))),
        bind("Shift+Left", Command::Explore(Explore::Scan(Left))),
        bind("Shift+Right", Command::Explore(Explore::Scan(Right))),
    ];
    for n in 0..8u8 {
        let digit = (b'1' + n) as char;
        table.push(bind(
            &digit.to_string(),
            Command::Explore(Explore::JumpRank(n)),
        ));
        table.push(bind(
            &format!("Shift+{digit}"),
            Command::Explore(Explore::JumpFile(n)),
        ));
    }
    for (key, role) in PIECE_KEYS {
        table.push(bind(
            key,
            Command::Explore(Explore::NextPiece(role, Side::Own)),
        ));
        table.push(bind(
            &format!("Shift+{key}"),
            Command::Explore(Explore::NextPiece(role, Side::Opponent)),
        ));
        table.push(bind(
            &format!("Alt+{key}"),
            Command::Explore(Explore::ListPieces(role)),
        ));
    }
    table.extend([
        bind("s", Command::Explore(Explore::ReadSquare)),
        bind("Ctrl+r", Command::Explore(Explore::ReadRank)),
        bind("Ctrl+f", Command::Explore(Explore::ReadFile)),
        bind("g", Command::Explore(Explore::ReadDiagonals)),
        bind("Ctrl+b", Command::Explore(Explore::ReadBoard)),
        bind("i", Command::Explore(Explore::Incidents(false))),
        bind("Shift+i", Command::Explore(Explore::Incidents(true))),
        bind("m", Command::Explore(Explore::PieceMoves)),
        bind("Shift+m", Command::Explore(Explore::PieceCaptures)),
        bind("d", Command::Explore(Explore::AttackersDefenders)),
        bind("Enter", Command::Act(Act::LiftOrPlace)),
        bind("x", Command::Act(Act::Remove)),
        bind("Delete", Command::Act(Act::Remove)),
        bind("Escape", Command::Act(Act::PutBack)),
        bind("a", Command::Act(Act::Announce)),
        bind("c", Command::Act(Act::Confirm)),
        bind("Space", Command::Act(Act::PressClock)),
        bind("v", Command::Explore(Explore::SwitchBoard)),
        bind("Shift+d", Command::Explore(Explore::Differences)),
        bind("l", Command::Explore(Explore::LastMove)),
        bind("[", Command::Explore(Explore::PreviousMove)),
        bind("]", Command::Explore(Explore::NextMove)),
        bind("w", Command::Explore(Explore::WhoseTurn)),
        bind("t", Command::Explore(Explore::Clocks)),
        bind("Shift+t", Command::Explore(Explore::MoveCount)),
        bind("u", Command::Explore(Explore::TimeUsed)),
        bind("e", Command::Explore(Explore::Material)),
        bind("h", Command::Help),
        bind("?", Command::Help),
        bind("Tab", Command::FocusEntry),
    ]);
    table.extend(game_keys());
    table
}

fn entry_table() -> Vec<Binding> {
    let mut table = vec![
        bind("Escape", Command::FocusBoard),
        bind("Tab", Command::FocusBoard),
    ];
    table.extend(game_keys());
    table
}

/// The open arbiter's panel: its own keys, the clocks and the log; actions are typed.
fn arbiter_table() -> Vec<Binding> {
    vec![
        bind("p", Command::Arbiter(ArbiterKey::PauseResume)),
        bind(
            "Ctrl+Shift+Space",
            Command::Arbiter(ArbiterKey::PauseResume),
        ),
        bind("s", Command::Act(Act::Reconcile)),
        bind("t", Command::Explore(Explore::Clocks)),
        bind("i", Command::Explore(Explore::Incidents(false))),
        bind("Shift+i", Command::Explore(Explore::Incidents(true))),
        bind("Escape", Command::Arbiter(ArbiterKey::Close)),
        bind("Tab", Command::FocusEntry),
        bind("F9", Command::Arbiter(ArbiterKey::Open)),
        bind("F1", Command::Help),
        bind("h", Command::Help),
        bind("F2", Command::RepeatLast),
    ]
}

fn promotion_table() -> Vec<Binding> {
    let mut table: Vec<Binding> = PIECE_KEYS[1..5]
        .iter()
        .map(|&(key, role)| bind(key, Command::Act(Act::Promote(role))))
        .collect();
    table.push(bind("Escape", Command::Act(Act::CancelPromotion)));
    table.push(bind("F1", Command::Help));
    table.push(bind("h", Command::Help));
    table.push(bind("F2", Command::RepeatLast));
    table
}

impl Keymap {
    /// The command of `chord` in `context`, if it has one.
    pub fn command(&self, context: Context, chord: &KeyChord) -> Option<Command> {
        self.table(context)
            .iter()
            .find(|b| &b.chord == chord)
            .map(|b| b.command)
    }

    pub fn table(&self, context: Context) -> &[Binding] {
        self.tables
            .iter()
            .find(|(c, _)| *c == context)
            .map(|(_, t)| t.as_slice())
            .unwrap_or(&[])
    }

    /// The help of a context: one line per kind of command, with every key that does it, in
    /// table order ("Up, Down, Left, Right: move the cursor").
    pub fn help(&self, context: Context) -> Vec<(Vec<KeyChord>, &'static str)> {
        let mut lines: Vec<(Vec<KeyChord>, &'static str)> = Vec::new();
        for binding in self.table(context) {
            let id = binding.command.help_id();
            match lines.iter_mut().find(|(_, line_id)| *line_id == id) {
                Some((chords, _)) => chords.push(binding.chord.clone()),
                None => lines.push((vec![binding.chord.clone()], id)),
            }
        }
        lines
    }

    /// Rebinds `chord` in `context` to `command` (from a settings file), replacing what it did.
    pub fn rebind(&mut self, context: Context, chord: KeyChord, command: Command) {
        if let Some((_, table)) = self.tables.iter_mut().find(|(c, _)| *c == context) {
            table.retain(|b| b.chord != chord);
            table.push(Binding { chord, command });
        }
    }
}

crate::vocab::displayed_in_english!(BadChord);

impl BadChord {
    pub fn message(&self) -> Message {
        Message::Ui("error-key", vec![("text", shown(&self.0, WORD))])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chords_read_and_print_the_same() {
        for text in [
            "Shift+Up",
            "Ctrl+k",
            "Ctrl+Shift+d",
            "Alt+n",
            "Space",
            "F1",
            "?",
        ] {
            let chord: KeyChord = text.parse().unwrap();
            assert_eq!(chord.to_string(), text);
        }
        let shifted_k = KeyChord {
            shift: true,
            ..KeyChord::plain("k")
        };
        assert_eq!("K".parse::<KeyChord>().unwrap(), shifted_k);
        assert_eq!(
            "shift+up".parse::<KeyChord>().unwrap().to_string(),
            "Shift+Up"
        );
        assert!("Hyper+x".parse::<KeyChord>().is_err());
        assert!("Foo".parse::<KeyChord>().is_err());
    }

    #[test]
    fn no_chord_is_bound_twice_in_a_context() {
        let keymap = Keymap::default();
        for context in Context::ALL {
            let table = keymap.table(context);
            for (i, b) in table.iter().enumerate() {
                assert!(
                    table[i + 1..].iter().all(|o| o.chord != b.chord),
                    "{} bound twice in {}",
                    b.chord,
                    context.as_str()
                );
            }
        }
    }

    #[test]
    fn lichess_s_requests_have_keys_on_the_board_and_in_the_move_field() {
        let keymap = Keymap::default();
        for (chord, key) in [
            ("Ctrl+Shift+b", OnlineKey::Takeback),
            ("Ctrl+Shift+a", OnlineKey::Abort),
            ("Ctrl+Shift+n", OnlineKey::Decline),
            ("Ctrl+Shift+m", OnlineKey::Chat),
        ] {
            let chord: KeyChord = chord.parse().unwrap();
            for context in [Context::Board, Context::MoveEntry] {
                assert_eq!(
                    keymap.command(context, &chord),
                    Some(Command::Online(key)),
                    "{chord} in {}",
                    context.as_str()
                );
            }
        }
    }

    #[test]
    fn no_game_key_is_copy_cut_or_paste() {
        // The window's toolkit makes Ctrl+C, Ctrl+X and Ctrl+V (Ctrl alone) copy, cut and
        // paste before any key is seen: a command there would never come.
        for binding in game_keys() {
            let chord = &binding.chord;
            let ctrl_alone = chord.ctrl && !chord.shift && !chord.alt;
            assert!(
                !(ctrl_alone && ["c", "x", "v"].contains(&chord.key.as_str())),
                "{chord}"
            );
        }
    }

    #[test]
    fn help_groups_the_keys_of_one_command_kind() {
        let help = Keymap::default().help(Context::Board);
        let cursor = help.iter().find(|(_, id)| *id == "key-cursor").unwrap();
        let names: Vec<String> = cursor.0.iter().map(|c| c.to_string()).collect();
        assert_eq!(names, ["Up", "Down", "Left", "Right"]);
    }

    #[test]
    fn shifted_piece_letters_find_the_opponents_pieces() {
        let keymap = Keymap::default();
        let chord: KeyChord = "N".parse().unwrap();
        assert_eq!(
            keymap.command(Context::Board, &chord),
            Some(Command::Explore(Explore::NextPiece(
                Role::Knight,
                Side::Opponent
            )))
        );
    }
}
