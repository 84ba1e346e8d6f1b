//! What an engine said about the best few moves of a position (UCI `MultiPV`), the material the
//! puzzles' only-move check and the review of a player's games are judged from.

use shakmaty::Move;

use super::Score;

/// One of the lines an engine found: its first move, and the score for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredMove {
    pub mv: Move,
    pub score: Score,
    /// The depth the engine had reached on this line.
    pub depth: u32,
}
