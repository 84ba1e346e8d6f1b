//! A draw offer standing (§9.1.2): who made it, and whether it is written with its maker's
//! next move.

use shakmaty::Color;

/// The draw offer standing, if any. See the module documentation.
#[derive(Default)]
pub(super) struct Offers {
    /// Who offered a draw that is not yet answered.
    pub(super) draw: Option<Color>,
    /// The standing offer was made before its maker's move: it is written with that move.
    pub(super) with_next_move: bool,
}

impl Offers {
    /// `mover` has made a move: it declines the opponent's offer (§9.1.2.3). Whether the
    /// mover's own offer, made before the move, is now to be written with it.
    pub(super) fn after_move(&mut self, mover: Color) -> bool {
        if self.draw == Some(!mover) {
            self.draw = None;
        }
        self.draw == Some(mover) && std::mem::take(&mut self.with_next_move)
    }
}
