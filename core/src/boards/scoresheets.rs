//! D.2.9: when the two boards differ, the scoresheets decide. If they agree, the game is what they
//! say, and the player who wrote the right move but played another puts their board right. If they
//! disagree, the moves are taken back to the last point where they agree, and the arbiter adjusts
//! the clocks.
//!
//! A scoresheet here is what a player wrote, move by move, in any form the notation reader accepts
//! (SAN, coordinates, the Appendix D words): "Nf3", "g1-f3" and "Springer Felix drei" are the same
//! move. A draw offer written after a move ("Nf3 (=)", §9.1.2.3) is not part of the move.

use shakmaty::{Chess, Move, Position};

use crate::{
    notation::parse_move,
    vocab::{VocabId, Vocabulary},
    words::Style,
};

/// What the two scoresheets decide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The moves both scoresheets agree on, from the start.
    pub agreed: Vec<Move>,
    /// The position after those moves: the game continues from here.
    pub position: Chess,
    /// Both sheets hold exactly the agreed moves (the first case of D.2.9); otherwise the moves
    /// after `agreed` are taken back (the second case).
    pub sheets_agree: bool,
}

/// Reads both scoresheets from `start`, move by move, up to the first move on which they differ
/// (or that one of them lacks, or that is not a legal move where it stands).
pub fn reconcile(start: &Chess, first: &[String], second: &[String]) -> Verdict {
    let vocab = Vocabulary::get(VocabId::Fide);
    let style = Style {
        form: crate::words::Form::Short,
        say_pawn: true,
    };
    let mut position = start.clone();
    let mut agreed = Vec::new();
    for (a, b) in first.iter().zip(second) {
        let read = |text: &str| parse_move(&position, without_offer(text), vocab, style).ok();
        match (read(a), read(b)) {
            (Some(x), Some(y)) if x == y => {
                position.play_unchecked(x);
                agreed.push(x);
            }
            _ => break,
        }
    }
    let sheets_agree = agreed.len() == first.len() && agreed.len() == second.len();
    Verdict {
        agreed,
        position,
        sheets_agree,
    }
}

/// The move of a scoresheet entry, without the "(=)" of a draw offer written after it.
pub fn without_offer(entry: &str) -> &str {
    entry.trim().trim_end_matches(DRAW_OFFER).trim_end()
}

/// How a draw offer is written on the scoresheets (§9.1.2.3).
pub const DRAW_OFFER: &str = "(=)";

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn the_same_moves_written_differently_agree() {
        let vi = sheet(&["Bauer Eva vier", "Eva fünf", "Springer Felix drei"]);
        let sighted = sheet(&["e4", "e7-e5", "Ngf3"]);
        let verdict = reconcile(&Chess::default(), &vi, &sighted);
        assert!(verdict.sheets_agree);
        assert_eq!(verdict.agreed.len(), 3);
    }

    #[test]
    fn sheets_that_differ_take_the_game_back_to_where_they_agree() {
        let vi = sheet(&["e4", "e5", "Nf3", "Nc6"]);
        let sighted = sheet(&["e4", "e5", "Nc3", "Nc6"]);
        let verdict = reconcile(&Chess::default(), &vi, &sighted);
        assert!(!verdict.sheets_agree);
        assert_eq!(verdict.agreed.len(), 2);
        assert_eq!(verdict.position.fullmoves().get(), 2);
    }

    #[test]
    fn a_draw_offer_written_after_a_move_is_not_part_of_it() {
        let offered = sheet(&["e4", "e5 (=)", "Nf3"]);
        let plain = sheet(&["e4", "e5", "Nf3"]);
        let verdict = reconcile(&Chess::default(), &offered, &plain);
        assert!(verdict.sheets_agree);
        assert_eq!(verdict.agreed.len(), 3);
    }

    #[test]
    fn a_missing_or_impossible_move_is_a_disagreement() {
        let short = reconcile(&Chess::default(), &sheet(&["e4", "e5"]), &sheet(&["e4"]));
        assert_eq!((short.sheets_agree, short.agreed.len()), (false, 1));
        let illegal = reconcile(
            &Chess::default(),
            &sheet(&["e4", "Ke7"]),
            &sheet(&["e4", "Ke7"]),
        );
        assert_eq!((illegal.sheets_agree, illegal.agreed.len()), (false, 1));
    }
}
