//! A match's score as an Elo difference with its error margin: the logistic Elo model
//! (expected score 1 / (1 + 10^(−d/400))) and a 95 % interval from the spread of the game results.

/// Points of one side: 1 for a win, ½ for a draw, 0 for a loss, per game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// An Elo difference and the half-width of its 95 % interval; `None` for the margin while every
/// game has the same result (no spread to measure yet).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub difference: f64,
    pub margin: Option<f64>,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points scored (wins + half the draws).
    pub fn points(&self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }

    /// The Elo difference this score shows. A clean sweep is counted as if one more game had
    /// been drawn (the difference would otherwise be infinite).
    pub fn estimate(&self) -> Option<Estimate> {
        let n = f64::from(self.games());
        if n == 0.0 {
            return None;
        }
        let points = self.points();
        let score = if points == 0.0 || points == n {
            (points + 0.5) / (n + 1.0)
        } else {
            points / n
        };
        let mean_square = (f64::from(self.wins) + f64::from(self.draws) / 4.0) / n;
        let variance = mean_square - (self.points() / n).powi(2);
        let margin = (variance > 0.0).then(|| {
            let spread = 1.96 * (variance / n).sqrt();
            let low = elo((score - spread).max(0.5 / n));
            let high = elo((score + spread).min(1.0 - 0.5 / n));
            (high - low) / 2.0
        });
        Some(Estimate {
            // + 0.0 turns the −0 of an even score into 0.
            difference: elo(score) + 0.0,
            margin,
        })
    }
}

/// The Elo difference that gives this expected score.
pub fn elo(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_score_is_no_difference_and_three_quarters_is_about_191() {
        let even = Tally {
            wins: 5,
            draws: 10,
            losses: 5,
        }
        .estimate()
        .unwrap();
        assert!(even.difference.abs() < 1e-9);
        let better = Tally {
            wins: 15,
            draws: 0,
            losses: 5,
        }
        .estimate()
        .unwrap();
        assert!((better.difference - 190.85).abs() < 0.1, "{better:?}");
    }

    #[test]
    fn the_margin_shrinks_with_more_games() {
        let few = Tally {
            wins: 6,
            draws: 2,
            losses: 2,
        }
        .estimate()
        .unwrap();
        let many = Tally {
            wins: 60,
            draws: 20,
            losses: 20,
        }
        .estimate()
        .unwrap();
        assert!(few.margin.unwrap() > 2.5 * many.margin.unwrap());
        // 100 games at 70 %: about ±70 Elo (known from the usual tables).
        let margin = many.margin.unwrap();
        assert!((55.0..85.0).contains(&margin), "{margin}");
    }

    #[test]
    fn a_sweep_is_finite_and_has_no_margin() {
        let sweep = Tally {
            wins: 10,
            draws: 0,
            losses: 0,
        }
        .estimate()
        .unwrap();
        assert!(sweep.difference.is_finite() && sweep.difference > 400.0);
        assert_eq!(sweep.margin, None);
        assert_eq!(Tally::default().estimate(), None);
    }
}
