//! What the braille display shows from moment to moment, and what its keys do: the state
//! between the session (what is true), the texts the session says, and the display's cells.
//!
//! The reader moves through one column of lines with the line keys:
//!
//! ```text
//!   messages, oldest … newest   ← line up from the far rank
//!   rank 8                      ┐
//!   …                           │ the board's line is always the cursor's rank: a line key
//!   rank 1                      ┘ moves the cursor a rank (from the player's side)
//!   the clocks                  ← line down from the near rank
//! ```
//!
//! - Something said that the board's line does not already show (a move, a refusal's reason,
//!   check, the result, help) brings its message up at once: a deafblind player must notice
//!   the opponent's move. Line down, a routing key, Enter, Escape or the display's Home key go
//!   back to the board; line up reads the older messages. The square read out as the cursor
//!   moves is not a message: the board's line shows it. So a game opens on its greeting (who
//!   plays whom, the clock); line down reaches the board.
//! - A clock cue flashes its time for three seconds (`FLASH`), then the line returns.
//! - A routing key above a square moves the cursor there; pressed again it lifts or places, as
//!   Enter does. Above the cursor's square written out it lifts or places too; above the last
//!   move it reads the move list's last move; above the piece in hand it says what is pending.
//! - Panning shows the next or previous part of a line as wide as the display.
//! - Characters typed on the braille keyboard gather on an entry line (`> e4`); Enter gives it
//!   to the session as a typed move, as a command (`/draw`, `/claim Nf3`), or — one character
//!   alone — as that key of the board (`a` announces, `t` the clocks, `h` the help), as the
//!   session's messages name them; Backspace takes the last character back, Escape drops it.

use std::time::Duration;

use shakmaty::{Color, Square};

use super::{
    DisplayKey, MoveForm,
    lines::{Line, Target, board_line, clock_time, clocks_line, next_rank},
};
use crate::{
    clock::cues::Cue,
    keymap::{Act, Command, Explore},
    session::{Input, Session, View},
    speech::queue::Priority,
    ui_text::UiText,
};

/// How long a clock cue's time stays on the display.
pub const FLASH: Duration = Duration::from_secs(3);
/// How many messages line up can go back to.
pub const KEPT_MESSAGES: usize = 100;

/// Which line the display shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The board's line at the cursor's rank.
    Board,
    /// A message, by its place in the history (0 the oldest).
    Message(usize),
    Clocks,
}

/// The cells to write: exactly as many as the display has, and where the display's cursor goes
/// (only on the entry line, after the last character).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Screen {
    pub text: String,
    pub cursor: Option<usize>,
}

/// The display's state. See the module documentation.
#[derive(Clone, Debug)]
pub struct BrailleView {
    moves: MoveForm,
    width: usize,
    place: Place,
    offset: usize,
    messages: Vec<String>,
    /// Said since the last look at the session, with its priority.
    waiting: Vec<(String, Priority)>,
    cue: Option<Cue>,
    flash: Option<(Line, Duration)>,
    entry: String,
    seen: Seen,
    now: Duration,
    /// The board's one-character keys without modifiers, from the session's keymap.
    keys: std::collections::HashMap<char, Command>,
}

/// What the last look at the session saw: the lines drawn from it, and what a key needs to
/// know of it between looks (where the cursor is and on which board, whose side the board is
/// read from, whether a piece is held).
#[derive(Clone, Debug)]
struct Seen {
    board: Line,
    clocks: Line,
    /// `None` before the first look.
    cursor: Option<Square>,
    view: View,
    reader: Color,
    holding: bool,
}

impl Seen {
    fn before_any_look() -> Seen {
        Seen {
            board: Line::default(),
            clocks: Line::default(),
            cursor: None,
            view: View::Game,
            reader: Color::White,
            holding: false,
        }
    }
}

impl BrailleView {
    /// A view for a display `width` cells wide, writing moves in `moves`.
    pub fn new(moves: MoveForm, width: usize) -> BrailleView {
        BrailleView {
            moves,
            width: width.max(1),
            place: Place::Board,
            offset: 0,
            messages: Vec::new(),
            waiting: Vec::new(),
            cue: None,
            flash: None,
            entry: String::new(),
            seen: Seen::before_any_look(),
            now: Duration::ZERO,
            keys: std::collections::HashMap::new(),
        }
    }

    /// The display has this many cells (known once it is connected); the line starts again
    /// at its beginning. Takes effect at the next look at the session.
    pub fn set_width(&mut self, width: usize) {
        self.width = width.max(1);
        self.offset = 0;
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn place(&self) -> Place {
        self.place
    }

    /// The messages kept, the newest last.
    pub fn messages(&self) -> &[String] {
        &self.messages
    }

    /// The session said `text` (the words of a `Say` effect, as spoken and shown).
    pub fn said(&mut self, text: &str, priority: Priority) {
        self.waiting.push((text.to_string(), priority));
    }

    /// A clock cue sounded (its time flashes; the words said with it are not shown twice).
    pub fn cue(&mut self, cue: Cue) {
        self.cue = Some(cue);
    }

    /// A look at the session after an input: what was said becomes messages, the lines are
    /// made anew, a cue flashes.
    pub fn shown(&mut self, session: &Session) {
        let cursor = session.cursor();
        let view = session.view();
        let mut news = false;
        if !self.waiting.is_empty() {
            let reading = session.square_name(view, cursor);
            for (text, priority) in std::mem::take(&mut self.waiting) {
                // The cue's time flashes from the cue itself; a square read out is on the board.
                if priority == Priority::Cue || (priority == Priority::Chatter && text == reading) {
                    continue;
                }
                self.messages.push(text);
                news = true;
            }
            if self.messages.len() > KEPT_MESSAGES {
                let extra = self.messages.len() - KEPT_MESSAGES;
                self.messages.drain(..extra);
            }
        }
        let moved = self.seen.cursor != Some(cursor) || self.seen.view != view;
        if news {
            self.place = Place::Message(self.messages.len() - 1);
            self.offset = 0;
        } else if moved && self.seen.cursor.is_some() {
            // The cursor moved by the keyboard (or a display key): the board follows it.
            self.place = Place::Board;
            self.offset = 0;
        }
        if self.seen.cursor.is_none() {
            self.keys = board_keys(session);
        }
        self.seen.cursor = Some(cursor);
        self.seen.view = view;
        self.seen.reader = session.setup().reader();
        self.seen.holding = session.hand().is_some();
        self.now = session.now();
        let latest = self.messages.last().map(String::as_str);
        self.seen.board = board_line(session, self.moves, self.width, latest);
        self.seen.clocks = clocks_line(session);
        if let Some(cue) = self.cue.take() {
            let ui = UiText::get(session.setup().ui);
            let text = ui.text_with(
                "braille-cue",
                &[
                    ("color", ui.color_name(cue.color).into()),
                    ("time", clock_time(cue.mark).into()),
                ],
            );
            self.flash = Some((Line::text(&text, Some(Target::Clocks)), self.now + FLASH));
        }
        if self
            .flash
            .as_ref()
            .is_some_and(|(_, until)| self.now >= *until)
        {
            self.flash = None;
        }
        if !self.window_starts().contains(&self.offset) {
            self.offset = 0;
        }
    }

    /// The line shown now, whole.
    fn line(&self) -> Line {
        if !self.entry.is_empty() {
            return Line::text(&format!("> {}", self.entry), None);
        }
        if let Some((flash, _)) = &self.flash {
            return flash.clone();
        }
        match self.place {
            Place::Board => self.seen.board.clone(),
            Place::Message(index) => match self.messages.get(index) {
                Some(text) => Line::text(text, Some(Target::Message)),
                None => self.seen.board.clone(),
            },
            Place::Clocks => self.seen.clocks.clone(),
        }
    }

    /// Where each pan of the line shown begins: a display's width on, past any blanks (no
    /// window starts with an empty cell).
    fn window_starts(&self) -> Vec<usize> {
        let line = self.line();
        let mut starts = vec![0];
        let mut start = 0;
        loop {
            start += self.width;
            while line.cells.get(start) == Some(&' ') {
                start += 1;
            }
            if start >= line.len() {
                return starts;
            }
            starts.push(start);
        }
    }

    /// The cells to write now.
    pub fn screen(&self) -> Screen {
        let line = self.line();
        let (offset, cursor) = if self.entry.is_empty() {
            (self.offset, None)
        } else {
            // The entry line shows its end, where the next character goes.
            let end = line.len();
            let offset = (end + 1).saturating_sub(self.width);
            (offset, Some(end - offset))
        };
        let mut text: String = line.cells.iter().skip(offset).take(self.width).collect();
        let shown = text.chars().count();
        text.extend(std::iter::repeat_n(' ', self.width - shown));
        Screen { text, cursor }
    }

    /// A key of the display: what it asks of the session (the view itself may change too; ask
    /// for `screen` again).
    pub fn key(&mut self, key: DisplayKey) -> Vec<Input> {
        self.flash = None;
        if !self.entry.is_empty() {
            return self.entry_key(key);
        }
        match key {
            DisplayKey::Char(c) if !c.is_whitespace() => {
                self.entry.push(c);
                Vec::new()
            }
            DisplayKey::Char(_) | DisplayKey::Backspace => Vec::new(),
            DisplayKey::Enter if self.place == Place::Board => act(Act::LiftOrPlace),
            DisplayKey::Escape if self.place == Place::Board && self.seen.holding => {
                act(Act::PutBack)
            }
            DisplayKey::Enter | DisplayKey::Escape | DisplayKey::Home => {
                self.home();
                Vec::new()
            }
            DisplayKey::Arrow(direction) => {
                self.home();
                vec![Input::Command(Command::Explore(Explore::Cursor(direction)))]
            }
            DisplayKey::PanLeft => {
                let starts = self.window_starts();
                self.offset = starts
                    .iter()
                    .rev()
                    .find(|&&start| start < self.offset)
                    .copied()
                    .unwrap_or(0);
                Vec::new()
            }
            DisplayKey::PanRight
                if let Some(&next) = self
                    .window_starts()
                    .iter()
                    .find(|&&start| start > self.offset) =>
            {
                self.offset = next;
                Vec::new()
            }
            DisplayKey::PanRight => match self.place {
                // Past a message's end: the next message, as line down goes.
                Place::Message(_) => self.line_down(),
                Place::Board | Place::Clocks => Vec::new(),
            },
            DisplayKey::LineUp => self.line_up(),
            DisplayKey::LineDown => self.line_down(),
            DisplayKey::Route(cell) => self.route(usize::from(cell)),
        }
    }

    fn entry_key(&mut self, key: DisplayKey) -> Vec<Input> {
        match key {
            DisplayKey::Char(c) => self.entry.push(c),
            DisplayKey::Backspace => {
                self.entry.pop();
            }
            DisplayKey::Escape | DisplayKey::Route(_) | DisplayKey::Home => self.entry.clear(),
            DisplayKey::Enter => {
                let typed = std::mem::take(&mut self.entry);
                let typed = typed.trim();
                // One character is a key of the board ("a" announces, "t" the clocks), as the
                // session's messages name them; a move is never one character.
                let mut chars = typed.chars();
                if let (Some(c), None) = (chars.next(), chars.next())
                    && let Some(command) = self.keys.get(&c)
                {
                    return vec![Input::Command(*command)];
                }
                return typed_line(typed);
            }
            DisplayKey::PanLeft
            | DisplayKey::PanRight
            | DisplayKey::LineUp
            | DisplayKey::LineDown
            | DisplayKey::Arrow(_) => {}
        }
        Vec::new()
    }

    /// Back to the board's line.
    fn home(&mut self) {
        self.place = Place::Board;
        self.offset = 0;
    }

    fn line_up(&mut self) -> Vec<Input> {
        match self.place {
            Place::Board => match self.seen.cursor {
                Some(cursor) => match next_rank(cursor.rank(), true, self.seen.reader) {
                    Some(rank) => self.jump(Square::from_coords(cursor.file(), rank)),
                    None if !self.messages.is_empty() => {
                        self.place = Place::Message(self.messages.len() - 1);
                        self.offset = 0;
                        Vec::new()
                    }
                    None => Vec::new(),
                },
                None => Vec::new(),
            },
            Place::Message(index) => {
                self.place = Place::Message(index.saturating_sub(1));
                self.offset = 0;
                Vec::new()
            }
            Place::Clocks => {
                self.home();
                Vec::new()
            }
        }
    }

    fn line_down(&mut self) -> Vec<Input> {
        match self.place {
            Place::Board => match self.seen.cursor {
                Some(cursor) => match next_rank(cursor.rank(), false, self.seen.reader) {
                    Some(rank) => self.jump(Square::from_coords(cursor.file(), rank)),
                    None => {
                        self.place = Place::Clocks;
                        self.offset = 0;
                        Vec::new()
                    }
                },
                None => Vec::new(),
            },
            Place::Message(index) if index + 1 < self.messages.len() => {
                self.place = Place::Message(index + 1);
                self.offset = 0;
                Vec::new()
            }
            Place::Message(_) => {
                self.home();
                Vec::new()
            }
            Place::Clocks => Vec::new(),
        }
    }

    /// The cursor to `square` on the board's line, by rank or by file (the session reads the
    /// square out); the view follows at once, before the session is looked at again.
    fn jump(&mut self, square: Square) -> Vec<Input> {
        let Some(cursor) = self.seen.cursor else {
            return Vec::new();
        };
        let explore = if square.rank() != cursor.rank() {
            Explore::JumpRank(u8::from(square.rank()))
        } else {
            Explore::JumpFile(u8::from(square.file()))
        };
        self.seen.cursor = Some(square);
        self.home();
        vec![Input::Command(Command::Explore(explore))]
    }

    fn route(&mut self, cell: usize) -> Vec<Input> {
        let target = match self.place {
            Place::Board => {
                let index = self.offset + cell;
                self.seen.board.targets.get(index).copied().flatten()
            }
            Place::Message(_) => {
                self.home();
                return Vec::new();
            }
            Place::Clocks => Some(Target::Clocks),
        };
        match target {
            Some(Target::Square(square)) if self.seen.cursor == Some(square) => {
                act(Act::LiftOrPlace)
            }
            Some(Target::Square(square)) => self.jump(square),
            Some(Target::CursorSquare) => act(Act::LiftOrPlace),
            Some(Target::LastMove) => explore(Explore::LastMove),
            Some(Target::Hand) => explore(Explore::Pending),
            Some(Target::Clocks) => explore(Explore::Clocks),
            Some(Target::Message) => {
                self.place = Place::Message(self.messages.len().saturating_sub(1));
                self.offset = 0;
                Vec::new()
            }
            None => Vec::new(),
        }
    }
}

/// The board's keys that are one character without Ctrl or Alt ("a", "t", "K" for Shift+k).
fn board_keys(session: &Session) -> std::collections::HashMap<char, Command> {
    session
        .keymap()
        .table(crate::keymap::Context::Board)
        .iter()
        .filter(|binding| !binding.chord.ctrl && !binding.chord.alt)
        .filter_map(|binding| {
            let mut chars = binding.chord.key.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return None;
            };
            let c = if binding.chord.shift {
                c.to_ascii_uppercase()
            } else {
                c
            };
            (c.is_ascii_alphanumeric() || c == '?').then_some((c, binding.command))
        })
        .collect()
}

fn act(act: Act) -> Vec<Input> {
    vec![Input::Command(Command::Act(act))]
}

fn explore(explore: Explore) -> Vec<Input> {
    vec![Input::Command(Command::Explore(explore))]
}

/// A line typed on the braille keyboard, as the terminal reads a typed line: `/name` is a
/// command, `/claim MOVE` a draw claim with the move intended, anything else a move.
pub fn typed_line(text: &str) -> Vec<Input> {
    if text.is_empty() {
        return Vec::new();
    }
    match crate::commands::in_game(text) {
        Some((crate::commands::InGame::Claim, intended)) => {
            vec![Input::ClaimDraw(intended.to_string())]
        }
        Some((crate::commands::InGame::Command(command), "")) => vec![Input::Command(command)],
        _ => vec![Input::Text(text.to_string())],
    }
}
