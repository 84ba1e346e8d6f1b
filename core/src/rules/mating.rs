//! Whether a side can still checkmate by any series of legal moves (§5.2.2, §6.9, §7.5.5).
//!
//! Deciding it in general is a search; this answers the cases that occur over the board and can
//! be proved without one, and otherwise says "can mate" (the safe answer: a flag fall then loses
//! and the game goes on):
//! - too little material for that side (a lone king, king and minor piece, bishops all on one
//!   colour — shakmaty's rule);
//! - a locked pawn wall: only kings and pawns, every pawn blocked head-on by another pawn, no
//!   pawn able to capture, and neither king able to reach a pawn it could take. Then no pawn can
//!   ever move or be taken, a king never gives check, and nobody can ever be mated.

use shakmaty::{Bitboard, Board, Chess, Color, Position, attacks};

/// `color` can still checkmate the opponent by some series of legal moves (or it cannot be
/// proved that it cannot).
pub fn can_checkmate(position: &Chess, color: Color) -> bool {
    !(position.has_insufficient_material(color) || pawn_wall_is_locked(position.board()))
}

/// The position is dead (§5.2.2): neither side can ever checkmate.
pub fn is_dead(position: &Chess) -> bool {
    !can_checkmate(position, Color::White) && !can_checkmate(position, Color::Black)
}

/// Only kings and pawns, every pawn blocked forever, and no king able to take a pawn.
fn pawn_wall_is_locked(board: &Board) -> bool {
    let pawns = board.pawns();
    if pawns.is_empty() || board.occupied() != pawns | board.kings() {
        return false;
    }
    for square in pawns {
        let Some(color) = board.color_at(square) else {
            return false;
        };
        // Blocked head-on by a pawn (which is itself fixed: every pawn is checked).
        let ahead = square.offset(color.fold_wb(8, -8));
        if !ahead.is_some_and(|a| pawns.contains(a)) {
            return false;
        }
        // No enemy pawn to take, now or ever (the enemy pawns never move).
        let enemy_pawns = pawns & board.by_color(!color);
        if (attacks::pawn_attacks(color, square) & enemy_pawns).any() {
            return false;
        }
    }
    [Color::White, Color::Black]
        .into_iter()
        .all(|color| !king_can_take_a_pawn(board, color))
}

/// Whether `color`'s king can walk to a square next to an enemy pawn that no enemy pawn guards,
/// over squares free of pawns and of enemy pawn attacks (the pawns are fixed, so these squares
/// are all the king can ever reach; the enemy king is ignored, which can only widen the region).
fn king_can_take_a_pawn(board: &Board, color: Color) -> bool {
    let Some(king) = board.king_of(color) else {
        return true;
    };
    let enemy_pawns = board.pawns() & board.by_color(!color);
    let guarded: Bitboard = enemy_pawns
        .into_iter()
        .map(|sq| attacks::pawn_attacks(!color, sq))
        .fold(Bitboard::EMPTY, |all, a| all | a);
    let walkable = !board.pawns() & !guarded;
    let takeable = enemy_pawns & !guarded;
    let mut reached = Bitboard::from_square(king);
    let mut frontier = reached;
    while frontier.any() {
        let mut next = Bitboard::EMPTY;
        for square in frontier {
            let around = attacks::king_attacks(square);
            if (around & takeable).any() {
                return true;
            }
            next |= around & walkable & !reached;
        }
        reached |= next;
        frontier = next;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rules::test_position as position;

    #[test]
    fn a_locked_pawn_chain_with_kings_on_their_own_sides_is_dead() {
        // The classic wall across the board: a2-b3-c4-d5 against a3-b4-c5-d6… kings apart.
        let wall = position("8/8/1k6/p1p1p1p1/P1P1P1P1/8/5K2/8 w - - 0 1");
        assert!(is_dead(&wall));
        assert!(!can_checkmate(&wall, Color::White));
        assert!(!can_checkmate(&wall, Color::Black));
    }

    #[test]
    fn a_pawn_a_king_can_reach_keeps_the_game_alive() {
        // Without the e-pawns the white king walks through the gap to the unguarded h5 pawn.
        let open = position("8/8/1k6/p1p4p/P1P4P/8/5K2/8 w - - 0 1");
        assert!(!is_dead(&open));
        // With them, the kings cannot cross the squares the pawns guard (d4, f4, g4 / d5, f5,
        // g5): the wall holds although the h-pawns look free.
        assert!(is_dead(&position(
            "8/8/1k6/p1p1p2p/P1P1P2P/8/5K2/8 w - - 0 1"
        )));
        // A pawn that can still move, or a piece besides pawns and kings, keeps it alive too.
        assert!(!is_dead(&position(
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/5KP1/8 w - - 0 1"
        )));
        assert!(!is_dead(&position(
            "8/8/1k6/p1p1p1p1/P1P1P1P1/8/5K2/7N w - - 0 1"
        )));
        assert!(can_checkmate(&Chess::default(), Color::White));
    }

    #[test]
    fn material_alone_decides_the_usual_cases() {
        let lone_king = position("4k3/8/8/8/8/8/PPP5/4K3 w - - 0 1");
        assert!(!can_checkmate(&lone_king, Color::Black));
        assert!(can_checkmate(&lone_king, Color::White));
    }
}
