//! The player's puzzle rating: Glicko-2 (the `skillratings` crate), as lichess rates puzzle
//! solvers — each puzzle is an opponent of its own rating, a clean solve a win, anything else
//! a loss. The deviation says how sure the number is: it starts wide and narrows with play.
//! The three numbers stay within lichess's own bounds ([`Rating::mend`]): a run of misses
//! cannot take the rating below 400, and a hand-edited 1e308 is not taken as it stands.

use std::ops::RangeInclusive;

use super::repetition::number_or_nan;
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2},
};

/// The deviation taken for a puzzle whose file gives none (the shipped set keeps no
/// `RatingDeviation`): lichess puzzles with a few hundred plays are rated about this surely.
pub const PUZZLE_DEVIATION: f64 = 80.0;

/// The rating's band, as lichess bounds its ratings (`Glicko.minRating`, `maxRating`).
pub const RATING: RangeInclusive<f64> = 400.0..=4_000.0;
/// The deviation's band (lichess's `minDeviation`, `maxDeviation`).
pub const DEVIATION: RangeInclusive<f64> = 45.0..=500.0;
/// The volatility's band (lichess's `maxVolatility`; above 0, or Glicko-2 cannot move).
pub const VOLATILITY: RangeInclusive<f64> = 0.01..=0.1;

/// A rating with its deviation and volatility.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Rating {
    #[serde(deserialize_with = "number_or_nan")]
    pub rating: f64,
    #[serde(deserialize_with = "number_or_nan")]
    pub deviation: f64,
    #[serde(deserialize_with = "number_or_nan")]
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: 1500, deviation 350, volatility 0.06 (Glickman's defaults).
    fn default() -> Rating {
        let start = Glicko2Rating::new();
        Rating {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
        }
    }
}

impl Rating {
    /// The same rating with each number within its band; a number that is not one is taken
    /// as a new player's.
    pub fn mended(self) -> Rating {
        let start = Rating::default();
        Rating {
            rating: super::repetition::finite_within(self.rating, &RATING, start.rating),
            deviation: super::repetition::finite_within(
                self.deviation,
                &DEVIATION,
                start.deviation,
            ),
            volatility: super::repetition::finite_within(
                self.volatility,
                &VOLATILITY,
                start.volatility,
            ),
        }
    }

    /// The rating said aloud: a whole number.
    pub fn rounded(&self) -> i64 {
        self.rating.round() as i64
    }

    /// Whether the number is still a guess (lichess shows a "?" above 110).
    pub fn provisional(&self) -> bool {
        self.deviation > 110.0
    }

    /// The rating after a puzzle rated `puzzle` (with `deviation`, if known) was solved
    /// cleanly (`won`) or not.
    pub fn after(&self, puzzle: u32, deviation: Option<u32>, won: bool) -> Rating {
        let mended = self.mended();
        let player = Glicko2Rating {
            rating: mended.rating,
            deviation: mended.deviation,
            volatility: mended.volatility,
        };
        let opponent = Glicko2Rating {
            rating: f64::from(puzzle),
            deviation: deviation.map_or(PUZZLE_DEVIATION, f64::from),
            volatility: 0.06,
        };
        let outcome = if won { Outcomes::WIN } else { Outcomes::LOSS };
        let (new, _) = glicko2(&player, &opponent, &outcome, &Glicko2Config::new());
        Rating {
            rating: new.rating,
            deviation: new.deviation,
            volatility: new.volatility,
        }
        .mended()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solve_raises_a_miss_lowers_and_play_narrows_the_deviation() {
        let start = Rating::default();
        assert_eq!(start.rounded(), 1500);
        assert!(start.provisional());
        let up = start.after(1500, None, true);
        let down = start.after(1500, None, false);
        assert!(up.rating > 1500.0 && down.rating < 1500.0);
        assert!((up.rating - 1500.0 - (1500.0 - down.rating)).abs() < 1e-6);
        assert!(up.deviation < start.deviation);
        // Beating an easy puzzle gains little; missing it costs much.
        let easy_win = start.after(900, Some(75), true);
        let easy_loss = start.after(900, Some(75), false);
        assert!(easy_win.rating - 1500.0 < 1500.0 - easy_loss.rating);
        let mut settled = start;
        for _ in 0..30 {
            settled = settled.after(1500, None, true).after(1500, None, false);
        }
        assert!(!settled.provisional(), "{settled:?}");
    }
}
