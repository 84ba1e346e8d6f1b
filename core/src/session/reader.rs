//! The reader: what the player at the keyboard has before them — where the cursor stands, on
//! which board, the region the keys go to, the move list stepped through, a game under review or
//! a training exercise on the game's board, and the last announcement to repeat.

use shakmaty::{Board, Chess, Position, Square};

use super::{Message, View};
use crate::{keymap::Context, vocab::VocabId};

/// A step the reader takes while exploring (`Survey::explore`): the cursor to a square, another
/// board in view, the move list to a move.
pub(super) enum Step {
    Cursor(Square),
    View(View),
    Review(usize),
}

/// The reader's place and what they look at. See the module documentation.
pub(super) struct Reader {
    pub(super) cursor: Square,
    pub(super) view: View,
    /// Where the keyboard is: which table of keys applies.
    pub(super) context: Context,
    /// The move-list position while stepping through it (a ply count).
    pub(super) review: Option<usize>,
    /// The position stepped to while reviewing a game, shown on the game's board.
    pub(super) review_board: Option<Board>,
    /// A game loaded to be reviewed (a PGN file).
    pub(super) reviewing: bool,
    /// A training exercise's position, shown and explored on the game's board while the
    /// player trains (the game itself is not touched), and the view to go back to.
    exercise: Option<(Chess, View)>,
    /// What "repeat" says again.
    pub(super) last_announcement: Option<(Message, VocabId)>,
}

impl Reader {
    /// The reader's cursor on `cursor`, looking at `view`, the keys on the board.
    pub(super) fn new(cursor: Square, view: View) -> Reader {
        Reader {
            cursor,
            view,
            context: Context::Board,
            review: None,
            review_board: None,
            reviewing: false,
            exercise: None,
            last_announcement: None,
        }
    }

    /// The game's board as explored: a training exercise's position while the player trains,
    /// the position stepped to while reviewing a game, else `game`'s.
    pub(super) fn game_board<'a>(&'a self, game: &'a Board) -> &'a Board {
        if let Some((position, _)) = &self.exercise {
            return position.board();
        }
        self.review_board.as_ref().unwrap_or(game)
    }

    /// A training exercise's position stands on the game's board now.
    pub(super) fn exercise_shown(&self) -> bool {
        self.exercise.is_some()
    }

    /// The position the board's readings are about: the exercise's, or else `game`.
    pub(super) fn explored_position<'a>(&'a self, game: &'a Chess) -> &'a Chess {
        self.exercise
            .as_ref()
            .map_or(game, |(position, _)| position)
    }

    /// Shows a training exercise's `position` on the game's board (the view goes to the game's
    /// board meanwhile); `None` puts the game's back, and the view as it was.
    pub(super) fn show_exercise(&mut self, position: Option<Chess>) {
        let before = self.exercise.take().map(|(_, view)| view);
        match position {
            Some(position) => {
                self.exercise = Some((position, before.unwrap_or(self.view)));
                self.view = View::Game;
            }
            None => {
                if let Some(view) = before {
                    self.view = view;
                }
            }
        }
    }

    /// Takes a step of exploring; a step in the move list shows its position where the game is
    /// reviewed (`Reader::follow_review`).
    pub(super) fn take(&mut self, step: Step, table: &super::table::Table) {
        match step {
            Step::Cursor(square) => self.cursor = square,
            Step::View(view) => self.view = view,
            Step::Review(ply) => {
                self.review = Some(ply);
                self.follow_review(table);
            }
        }
    }

    /// Chosen by a click or a screen reader: the cursor goes to `square` of `view`, the keys to
    /// the board.
    pub(super) fn select(&mut self, view: View, square: Square) {
        self.view = view;
        self.cursor = square;
        self.context = Context::Board;
    }

    /// A move is made in the game: the move list is at its end again.
    pub(super) fn back_to_the_game(&mut self) {
        self.review = None;
        self.review_board = None;
    }
}
