//! The chance of winning an engine's score stands for, from −1 (lost) to 1 (won): the measure
//! lichess uses to judge puzzles and mistakes, so that a pawn matters more in a level position
//! than in one already won.

use crate::engine::Score;

/// The slope lichess fitted to its games (`lichess-puzzler`, `win_chances`).
const SLOPE: f64 = 0.003_682_08;

/// 2 / (1 + e^(−0.00368208·cp)) − 1 for the side the score is given for; a mate found is ±1.
pub fn win_chance(score: Score) -> f64 {
    match score {
        Score::Centipawns(cp) => 2.0 / (1.0 + (-SLOPE * f64::from(cp)).exp()) - 1.0,
        Score::Mate(moves) if moves > 0 => 1.0,
        Score::Mate(_) => -1.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_position_is_an_even_chance_and_a_mate_is_certain() {
        assert_eq!(win_chance(Score::Centipawns(0)), 0.0);
        assert_eq!(win_chance(Score::Mate(3)), 1.0);
        assert_eq!(win_chance(Score::Mate(-1)), -1.0);
        assert_eq!(win_chance(Score::Mate(0)), -1.0);
    }

    #[test]
    fn a_pawn_up_is_about_a_third_of_the_way_to_a_win() {
        let pawn = win_chance(Score::Centipawns(100));
        assert!((pawn - 0.1820).abs() < 0.001, "{pawn}");
        assert!((win_chance(Score::Centipawns(-100)) + pawn).abs() < 1e-12);
        // A rook up is nearly won; more material adds little.
        assert!(win_chance(Score::Centipawns(500)) > 0.72);
        assert!(win_chance(Score::Centipawns(1500)) > 0.99);
    }
}
