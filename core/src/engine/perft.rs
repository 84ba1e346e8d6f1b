//! Move-generation counts (perft): every legal move sequence of a given length from a position,
//! generated and played exactly as the built-in engine's search does, with the incremental
//! position hash checked against a full recomputation at every node. Compared with published
//! counts, this proves the engine's view of the rules (castling, en passant, promotion, pins,
//! checks, Chess960) and of repetitions.

use shakmaty::{Chess, Position};

use super::builtin::search::{child_hash, hash};

/// The number of leaf positions `depth` plies from `pos`.
pub fn perft(pos: &Chess, depth: u32) -> u64 {
    count(pos, hash(pos), depth)
}

fn count(pos: &Chess, h: u64, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 && !cfg!(debug_assertions) {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            let next = child_hash(pos, h, m, &child);
            debug_assert_eq!(next, hash(&child), "incremental hash after {m:?}");
            count(&child, next, depth - 1)
        })
        .sum()
}
