//! Reviewing a game: a PGN game (or a finished one) stepped through move by move (Ctrl+Left,
//! Ctrl+Right, `[` `]`), each move said with the clock time recorded with it, and the board keys
//! exploring the position after the move stepped to.

use shakmaty::{Chess, Position};

use super::{Message, Setup, reader::Reader, table::Table};
use crate::{
    message::{Arg, color_name},
    pgn::PgnGame,
    rules::{Game, RulesError},
};

impl Table {
    /// The moves of `pgn` played on the table (not announced), both scoresheets and both boards
    /// following them, and its result.
    pub(super) fn replay(&mut self, pgn: &PgnGame) -> Result<(), RulesError> {
        for ply in pgn.game.plies() {
            let played = self.game.play(ply.mv)?.san.to_string();
            for sheet in &mut self.sheets {
                sheet.push(played.clone());
            }
        }
        let board = self.game.position().board().clone();
        self.boards = shakmaty::ByColor::new_with(|_| board.clone());
        self.result = match pgn.result {
            shakmaty::Outcome::Known(outcome) => Some(outcome),
            shakmaty::Outcome::Unknown => self.game.automatic_end().map(|e| e.outcome()),
        };
        Ok(())
    }

    /// The position after ply `ply` (from 0) of the game.
    pub(super) fn position_after(&self, ply: usize) -> Chess {
        let mut position = self.game.initial_position().clone();
        for earlier in self.game.plies().iter().take(ply + 1) {
            position.play_unchecked(earlier.mv);
        }
        position
    }
}

impl Reader {
    /// The move the move list is at (from 0): the one stepped to, or else the last one played.
    pub(super) fn current_move(&self, table: &Table) -> Option<usize> {
        self.review
            .or_else(|| table.game.plies().len().checked_sub(1))
    }

    /// The move list is stepped through in a game under review (or one that is over): each
    /// position is shown on the game's board. During a game the board stays the game's.
    fn stepping(&self, table: &Table) -> Option<usize> {
        self.review
            .filter(|_| self.reviewing || table.result.is_some())
    }

    /// Stepping through the move list shows each position on the game's board
    /// (`Reader::stepping`).
    pub(super) fn follow_review(&mut self, table: &Table) {
        self.review_board = self
            .stepping(table)
            .map(|ply| table.position_after(ply).board().clone());
    }

    /// The game the engines are asked about: while stepping through a reviewed (or finished)
    /// game, the game up to the move stepped to, so that Ctrl+E judges the position on the
    /// board.
    pub(super) fn engine_game(&self, table: &Table) -> Game {
        let mut game = table.game.clone();
        if let Some(ply) = self.stepping(table) {
            game.truncate(ply + 1);
        }
        game
    }
}

/// "Reviewing Anna – Bo: 33 half-moves, 1-0. Ctrl+Left and Ctrl+Right step through them."
pub(super) fn greeting(setup: &Setup, table: &Table) -> Message {
    let name = |color: shakmaty::Color| {
        let name = &setup.player(color).name;
        if name.is_empty() {
            color_name(color)
        } else {
            Arg::Key(name.clone())
        }
    };
    let result = table
        .result
        .map_or_else(|| "*".to_string(), |outcome| outcome.to_string());
    Message::Ui(
        "review-start",
        vec![
            ("white", name(shakmaty::Color::White)),
            ("black", name(shakmaty::Color::Black)),
            ("plies", Arg::Number(table.game.plies().len() as u64)),
            ("result", Arg::Key(result)),
        ],
    )
}
