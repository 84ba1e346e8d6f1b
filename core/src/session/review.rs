//! Reviewing a game: a PGN game (or a finished one) stepped through move by move (Ctrl+Left,
//! Ctrl+Right, `[` `]`), each move said with the clock time recorded with it, and the board keys
//! exploring the position after the move stepped to.

use shakmaty::{Board, Chess, Position};

use super::{Session, Setup};
use crate::{pgn::PgnGame, rules::RulesError};

impl Session {
    /// A session over a game from a PGN file: its moves played (not announced), both
    /// scoresheets written, the clock times it recorded kept for the move list, its result.
    /// Stepping through its moves explores each position.
    pub fn from_pgn(mut setup: Setup, pgn: &PgnGame) -> Result<Session, RulesError> {
        setup.start = pgn.game.start().clone();
        for (color, tag) in [
            (shakmaty::Color::White, "White"),
            (shakmaty::Color::Black, "Black"),
        ] {
            let name = pgn.tag(tag).unwrap_or("?");
            if setup.players[color].name.is_empty() && name != "?" {
                setup.players[color].name = name.to_string();
            }
        }
        let mut session = Session::new(setup)?;
        for ply in pgn.game.plies() {
            let played = session.table.game.play(ply.mv)?.san.to_string();
            for sheet in &mut session.table.sheets {
                sheet.push(played.clone());
            }
        }
        let board = session.table.game.position().board().clone();
        session.table.boards = shakmaty::ByColor::new_with(|_| board.clone());
        session.timing.ply_clocks = pgn.clocks.clone();
        session.table.result = match pgn.result {
            shakmaty::Outcome::Known(outcome) => Some(outcome),
            shakmaty::Outcome::Unknown => session.table.game.automatic_end().map(|e| e.outcome()),
        };
        session.reader.reviewing = true;
        Ok(session)
    }

    /// "Reviewing Anna – Bo: 33 half-moves, 1-0. Ctrl+Left and Ctrl+Right step through them."
    pub(super) fn review_greeting(&self) -> super::Message {
        use crate::message::Arg;
        let name = |color: shakmaty::Color| {
            let name = &self.setup.player(color).name;
            if name.is_empty() {
                Arg::Message(Box::new(super::Message::ui(
                    color.fold_wb("color-white", "color-black"),
                )))
            } else {
                Arg::Key(name.clone())
            }
        };
        let result = self
            .table
            .result
            .map_or_else(|| "*".to_string(), |outcome| outcome.to_string());
        super::Message::Ui(
            "review-start",
            vec![
                ("white", name(shakmaty::Color::White)),
                ("black", name(shakmaty::Color::Black)),
                ("plies", Arg::Number(self.table.game.plies().len() as u64)),
                ("result", Arg::Key(result)),
            ],
        )
    }

    /// A game loaded to be reviewed.
    pub fn reviewing(&self) -> bool {
        self.reader.reviewing
    }

    /// The move the move list is at (from 0): the one stepped to, or else the last one played.
    pub fn current_move(&self) -> Option<usize> {
        self.reader
            .review
            .or_else(|| self.table.game.plies().len().checked_sub(1))
    }

    /// The position after ply `ply` (from 0) of the game.
    pub(super) fn position_after(&self, ply: usize) -> Chess {
        let mut position = self.table.game.initial_position().clone();
        for earlier in self.table.game.plies().iter().take(ply + 1) {
            position.play_unchecked(earlier.mv);
        }
        position
    }

    /// Stepping through a game under review (or one that is over) shows each position on the
    /// game's board; during a game the board stays the game's.
    pub(super) fn follow_review(&mut self) {
        self.reader.review_board = match self.reader.review {
            Some(ply) if self.reader.reviewing || self.table.result.is_some() => {
                Some(self.position_after(ply).board().clone())
            }
            _ => None,
        };
    }

    /// The game the engines are asked about: while reviewing a game (or after one), the game
    /// up to the move stepped to, so that Ctrl+E judges the position on the board.
    pub fn engine_game(&self) -> crate::rules::Game {
        let mut game = self.table.game.clone();
        if let Some(ply) = self.reader.review
            && (self.reader.reviewing || self.table.result.is_some())
        {
            game.truncate(ply + 1);
        }
        game
    }

    /// The game's board as explored: a training exercise's position while the player trains,
    /// the position stepped to while reviewing a game, else the game's.
    pub(super) fn game_board(&self) -> &Board {
        self.reader.game_board(self.table.game.position().board())
    }

    /// A training exercise's position stands on the game's board now.
    pub fn exercise_shown(&self) -> bool {
        self.reader.exercise_shown()
    }

    /// The position the board's readings are about: the exercise's, or the game's.
    pub(super) fn explored_position(&self) -> &Chess {
        self.reader.explored_position(self.table.game.position())
    }

    /// Shows a training exercise's `position` on the game's board, so that the board's
    /// reading keys read it (the view goes to the game's board meanwhile); `None` puts the
    /// game's back, and the view as it was. The game is not touched.
    pub fn show_exercise(&mut self, position: Option<Chess>) {
        self.reader.show_exercise(position);
    }
}
