//! Static exchange evaluation: what a capture wins or loses once every piece that can recapture
//! on the square has done so, least valuable first (x-rays included, pins ignored). Captures that
//! lose material are searched last, and not at all at the horizon.

use shakmaty::{Chess, Move, Position, Role};

use super::eval::{Value, piece_value};

/// The material the mover can expect from capture `m` (its best stopping point in the
/// exchange). Moves that are not plain captures count as even.
pub fn exchange(pos: &Chess, m: &Move) -> Value {
    let Move::Normal {
        role,
        from,
        capture: Some(captured),
        to,
        promotion: None,
    } = *m
    else {
        return 0;
    };
    let board = pos.board();
    let mut occupied = board.occupied();
    occupied.toggle(from);
    let mut gains = [0; 32];
    gains[0] = piece_value(captured);
    let mut on_square = piece_value(role);
    let mut side = !pos.turn();
    let mut depth = 0;
    loop {
        depth += 1;
        gains[depth] = on_square - gains[depth - 1];
        if (-gains[depth - 1]).max(gains[depth]) < 0 || depth == gains.len() - 1 {
            break;
        }
        let attackers = board.attacks_to(to, side, occupied) & occupied;
        let Some((square, role)) = Role::ALL
            .into_iter()
            .find_map(|r| (attackers & board.by_role(r)).first().map(|sq| (sq, r)))
        else {
            break;
        };
        occupied.toggle(square);
        on_square = piece_value(role);
        side = !side;
    }
    while depth > 1 {
        depth -= 1;
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
    }
    gains[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, StartPosition, parse_uci};

    fn see(fen: &str, uci: &str) -> Value {
        let game = Game::new(StartPosition::Fen {
            fen: fen.into(),
            chess960: false,
        })
        .unwrap();
        exchange(game.position(), &parse_uci(&game, uci).unwrap())
    }

    #[test]
    fn exchanges_are_counted_to_their_end() {
        // A free pawn.
        assert_eq!(see("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"), 90);
        // The queen takes a pawn defended by a pawn: she is lost for it.
        assert_eq!(see("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5"), 90 - 960);
        // Rook takes a defended rook: even.
        assert_eq!(see("3rk3/8/8/3r4/8/8/8/3RK3 w - - 0 1", "d1d5"), 0);
        // A rook takes a pawn defended by a pawn: the queen behind it does not save it.
        assert_eq!(
            see("4k3/8/4p3/3p4/8/8/3R4/3QK3 w - - 0 1", "d2d5"),
            90 - 480
        );
        // Doubled rooks against a knight defended once: the rook behind wins it (an x-ray).
        assert_eq!(see("3rk3/8/8/3n4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 320);
        assert_eq!(see("3rk3/8/8/3n4/8/8/3R4/4K3 w - - 0 1", "d2d5"), 320 - 480);
    }
}
