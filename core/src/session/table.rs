//! The table: the official game, each player's physical board (D.1) and scoresheet (D.2.7),
//! and the move in progress on the boards — what stands between the two players.

use shakmaty::{Board, ByColor, Color, KnownOutcome, Position, Square};

use super::Hand;
use crate::rules::Game;

/// The game and the boards and sheets beside it. See the module documentation.
pub(super) struct Table {
    /// The official game: the moves as announced and executed (D.2.3).
    pub(super) game: Game,
    /// Each player's physical board, by colour.
    pub(super) boards: ByColor<Board>,
    /// Each player's scoresheet as written, move by move.
    pub(super) sheets: ByColor<Vec<String>>,
    /// Where the move in progress stands.
    pub(super) turn: Turn,
    /// A piece lifted out of its hole.
    pub(super) hand: Option<Hand>,
    pub(super) result: Option<KnownOutcome>,
}

/// Where the move in progress stands on the boards: the steps of the per-move protocol
/// (`protocol`).
#[derive(Clone, Debug, Default)]
pub(super) struct Turn {
    /// The hole of the mover's piece touched first this move (§4.3, D.2.2).
    pub(super) touched: Option<Square>,
    /// Where the touched piece was placed: before the announcement it may be lifted again.
    pub(super) placed_at: Option<Square>,
    /// A pawn placed on the last rank waits for its new piece: whose board, which square.
    pub(super) promotion: Option<(Color, Square)>,
    /// The last move is announced and may still be corrected (D.2.8): until the clock is pressed,
    /// or in an untimed game until the next move.
    pub(super) announced: bool,
    /// The last move still waits for the opponent to repeat it and make it on their board
    /// (D.2.1). The mover's clock does not wait for it (D.2.4); the opponent's own move does.
    pub(super) unrepeated: bool,
    /// The next typed move replaces the announced one.
    pub(super) correcting: bool,
    /// After a D.2.9 repair (or displaced pieces, §7.4), each player's board may be declared
    /// put right.
    pub(super) repair: ByColor<bool>,
}

/// Where a scoresheet entry went: written at its place, or refused as it would leave a gap.
pub(super) enum Entry {
    /// Written as ply `n` (from 0).
    Written(usize),
    /// Refused: the sheet has `n` entries, and the next must come first.
    Gap(usize),
}

impl Table {
    /// The game set up on both boards; a start position that is already over (mate,
    /// stalemate, bare kings) is a game over.
    pub(super) fn new(game: Game) -> Table {
        let board = game.position().board().clone();
        let result = game.automatic_end().map(|end| end.outcome());
        Table {
            game,
            boards: ByColor::new_with(|_| board.clone()),
            sheets: ByColor::default(),
            turn: Turn::default(),
            hand: None,
            result,
        }
    }

    /// A game begun and not over.
    pub(super) fn in_progress(&self) -> bool {
        !self.game.plies().is_empty() && self.result.is_none()
    }

    /// Writes `text` as ply `ply` on `color`'s scoresheet: an entry can be changed or added at
    /// the end; a gap would leave a ply unwritten.
    pub(super) fn write(&mut self, color: Color, ply: usize, text: String) -> Entry {
        let sheet = &mut self.sheets[color];
        let written = sheet.len();
        match ply.cmp(&written) {
            std::cmp::Ordering::Less => {
                sheet[ply] = text;
                Entry::Written(ply)
            }
            std::cmp::Ordering::Equal => {
                sheet.push(text);
                Entry::Written(ply)
            }
            std::cmp::Ordering::Greater => Entry::Gap(written),
        }
    }
}
