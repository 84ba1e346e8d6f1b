//! The lines the display can show, each a row of cells that knows what lies under every cell
//! (for the routing keys): the board's line at the cursor's rank, a message, the clocks, the
//! move being typed.
//!
//! The board's line, from the player's side (Black's runs h to a):
//!
//! ```text
//! 2 ⡏⡏⡏⡏⢀⡏⡏⡏ e2 white pawn  1...e5
//! │ └ the eight squares ┘ └ the cursor's square and its piece (40 cells and wider)
//! └ the rank               └ the move just made
//! ```
//!
//! On a display narrower than 40 cells the piece's name is left out (its letter is on the
//! square's cell), so that a 14-cell display shows the rank, its squares and the cursor's
//! square at once; panning shows the rest. An 80-cell display also shows the latest message.

use std::time::Duration;

use shakmaty::{Color, File, Rank, Square};

use super::{
    MoveForm,
    cells::{PieceLetters, square_cell},
};
use crate::{
    announce::announce_move,
    session::{Message, Session},
    ui_text::UiText,
    vocab::Vocabulary,
};

/// What a routing key above a cell reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A square of the board's line.
    Square(Square),
    /// The cursor's square as written after the rank ("e2 white pawn").
    CursorSquare,
    /// The move just made.
    LastMove,
    /// The piece in the hand.
    Hand,
    /// A message (read, then back to the board).
    Message,
    /// The clocks.
    Clocks,
}

/// A row of cells, each with what its routing key reaches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    pub cells: Vec<char>,
    pub targets: Vec<Option<Target>>,
}

impl Line {
    /// A line of text whose every cell reaches `target`.
    pub fn text(text: &str, target: Option<Target>) -> Line {
        let mut line = Line::default();
        line.push(text, target);
        line
    }

    pub fn push(&mut self, text: &str, target: Option<Target>) {
        for c in text.chars() {
            self.push_cell(c, target);
        }
    }

    pub fn push_cell(&mut self, cell: char, target: Option<Target>) {
        self.cells.push(cell);
        self.targets.push(target);
    }

    /// A blank between two parts (none at the start).
    fn gap(&mut self) {
        if !self.cells.is_empty() {
            self.push_cell(' ', None);
        }
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cells as a string.
    pub fn as_string(&self) -> String {
        self.cells.iter().collect()
    }
}

/// The displays this wide and wider name the cursor's piece in words.
pub const WORDS_FROM: usize = 40;
/// The displays this wide and wider also show the latest message on the board's line.
pub const MESSAGE_FROM: usize = 80;

/// The files from the left to the right as `reader` sits.
pub fn files_from_left(reader: Color) -> [File; 8] {
    let mut files = File::ALL;
    if reader == Color::Black {
        files.reverse();
    }
    files
}

/// The board's line at the cursor's rank, for a display `width` cells wide.
pub fn board_line(session: &Session, moves: MoveForm, width: usize, latest: Option<&str>) -> Line {
    let setup = session.setup();
    let ui = UiText::get(setup.ui);
    let letters = PieceLetters::of(ui);
    let reader = setup.reader();
    let view = session.view();
    let board = session.board(view);
    let cursor = session.cursor();
    let rank = cursor.rank();
    let mut line = Line::default();
    line.push(&rank.char().to_string(), None);
    line.gap();
    for file in files_from_left(reader) {
        let square = Square::from_coords(file, rank);
        let cell = square_cell(board.piece_at(square), square, square == cursor, &letters);
        line.push_cell(cell, Some(Target::Square(square)));
    }
    line.gap();
    line.push(&cursor.to_string(), Some(Target::CursorSquare));
    if width >= WORDS_FROM {
        let vocab = Vocabulary::get(setup.player(reader).vocab);
        let occupant = vocab.name_occupant(board.piece_at(cursor), ui);
        line.gap();
        line.push(&occupant, Some(Target::CursorSquare));
    }
    // While an exercise stands on the board, the game's hand, last move and result are not
    // the board's: they come back with the game.
    let game_shown = !session.exercise_shown();
    if let Some(hand) = session.hand().filter(|_| game_shown) {
        let piece = letters.letter(hand.piece.role);
        let piece = hand.piece.color.fold_wb(piece, piece.to_ascii_lowercase());
        let text = ui.text_with(
            "braille-hand",
            &[
                ("piece", piece.to_string().into()),
                ("square", hand.from.to_string().into()),
            ],
        );
        line.gap();
        line.push(&text, Some(Target::Hand));
    }
    if let Some(last) = last_move(session, moves, &letters).filter(|_| game_shown) {
        line.gap();
        line.gap();
        line.push(&last, Some(Target::LastMove));
    }
    if let Some(result) = session.result().filter(|_| game_shown) {
        line.gap();
        line.push(&result.to_string(), Some(Target::LastMove));
    }
    if width >= MESSAGE_FROM
        && let Some(message) = latest
    {
        line.gap();
        line.gap();
        line.push(message, Some(Target::Message));
    }
    line
}

/// The move just made with its number: "12.Sf3", "12...e5" in the interface language's letters,
/// or "12. Springer Felix drei" in the mover's vocabulary.
pub fn last_move(session: &Session, form: MoveForm, letters: &PieceLetters) -> Option<String> {
    let game = session.game();
    let (before, m) = game.before_last()?;
    let number = shakmaty::Position::fullmoves(&before).get();
    let mover = shakmaty::Position::turn(&before);
    let dots = mover.fold_wb(".", "...");
    match form {
        MoveForm::Letters => {
            let san = game.plies().last()?.san.to_string();
            Some(format!("{number}{dots}{}", san_in(&san, letters)))
        }
        MoveForm::Words => {
            let player = session.setup().player(mover);
            let tokens = announce_move(&before, m, player.style);
            let words = session.words(&Message::Tokens(tokens), player.vocab);
            Some(format!("{number}{dots} {words}"))
        }
    }
}

/// A move in standard algebraic notation with the pieces' letters of an interface language
/// (`Nf3` → `Sf3` in German); the files stay a–h.
pub fn san_in(san: &str, letters: &PieceLetters) -> String {
    let english = PieceLetters::english();
    san.chars()
        .map(
            |c| match english.role(c).filter(|_| c.is_ascii_uppercase()) {
                Some(role) => letters.letter(role),
                None => c,
            },
        )
        .collect()
}

/// "White 4:59  Black 5:00", or that the game has no clock.
pub fn clocks_line(session: &Session) -> Line {
    let ui = UiText::get(session.setup().ui);
    let clock = session.clock();
    let text = if clock.control().is_timed() {
        let now = session.now();
        ui.text_with(
            "braille-clocks",
            &[
                (
                    "white",
                    clock_time(clock.remaining(Color::White, now)).into(),
                ),
                (
                    "black",
                    clock_time(clock.remaining(Color::Black, now)).into(),
                ),
            ],
        )
    } else {
        ui.text("game-untimed")
    };
    Line::text(&text, Some(Target::Clocks))
}

/// A clock's time as a clock shows it: "1:30:00", "4:59", "0:09" (whole seconds, rounded up, so
/// that 0:00 is the fallen flag).
pub fn clock_time(time: Duration) -> String {
    let seconds = time.as_millis().div_ceil(1000);
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// The rank a line key reaches from `rank`, one step away from (`up`) or towards `reader`;
/// `None` past the board's edge.
pub fn next_rank(rank: Rank, up: bool, reader: Color) -> Option<Rank> {
    let away = reader.fold_wb(1i32, -1);
    let step = if up { away } else { -away };
    let index = i32::from(u8::from(rank)) + step;
    u32::try_from(index).ok().filter(|&i| i < 8).map(Rank::new)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_as_a_clock_shows_them() {
        assert_eq!(clock_time(Duration::from_secs(5400)), "1:30:00");
        assert_eq!(clock_time(Duration::from_secs(299)), "4:59");
        assert_eq!(clock_time(Duration::from_millis(8_200)), "0:09");
        assert_eq!(clock_time(Duration::ZERO), "0:00");
    }

    #[test]
    fn the_german_letters_replace_the_english_ones_and_files_stay() {
        let de = PieceLetters::of(UiText::get(crate::ui_text::UiLanguage::De));
        assert_eq!(san_in("Nf3", &de), "Sf3");
        assert_eq!(san_in("Bxe5+", &de), "Lxe5+");
        assert_eq!(san_in("exd8=Q#", &de), "exd8=D#");
        assert_eq!(san_in("O-O-O", &de), "O-O-O");
        assert_eq!(san_in("bxc3", &de), "bxc3");
    }

    #[test]
    fn line_keys_step_ranks_from_the_players_side() {
        assert_eq!(
            next_rank(Rank::Second, true, Color::White),
            Some(Rank::Third)
        );
        assert_eq!(
            next_rank(Rank::Second, true, Color::Black),
            Some(Rank::First)
        );
        assert_eq!(next_rank(Rank::Eighth, true, Color::White), None);
        assert_eq!(next_rank(Rank::First, false, Color::White), None);
        assert_eq!(next_rank(Rank::Eighth, false, Color::Black), None);
        assert_eq!(files_from_left(Color::Black)[0], File::H);
    }
}
