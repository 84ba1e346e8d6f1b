//! The built-in engine: no installation, no network, from a beginner's level to full strength.

pub mod eval;
pub mod level;
pub mod search;
pub mod see;
pub mod tt;

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use rand::{RngExt, SeedableRng, rngs::StdRng};
use shakmaty::{Move, Position};

pub use level::{Level, Style};
use search::{Budget, Iteration, MATE, MATE_BOUND, Searcher};

use super::{Engine, EngineError, Limits, Now, Reply, Score};
use crate::rules::Game;

/// Hash table size: small enough to clear in a blink at each new game.
const TABLE_MB: usize = 32;

pub struct Builtin {
    level: Level,
    /// The time, for the deadlines of a timed search.
    now: Now,
    table: tt::Table,
    /// Seeded, so a game against a level can be replayed move for move.
    rng: StdRng,
}

impl Builtin {
    /// `seed` makes its choices repeatable; `now` tells the time (the shell hands in the system
    /// clock).
    pub fn new(level: Level, seed: u64, now: Now) -> Builtin {
        Builtin {
            level,
            now,
            table: tt::Table::new(TABLE_MB),
            rng: StdRng::seed_from_u64(seed),
        }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// When to stop, from the caller's limits and the level's own.
    fn budget(&self, game: &Game, limits: &Limits, now: Instant) -> Budget {
        let style = self.level.style();
        let max_depth = limits
            .depth
            .map_or(style.max_depth, |d| d.min(style.max_depth));
        let max_nodes = match (limits.nodes, style.max_nodes) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let (soft, hard) = if let Some(movetime) = limits.movetime {
            // A fixed time is all used: an iteration cut short still counts when a new move
            // was searched through and beat the old one (`Searcher::think`).
            (Some(movetime), Some(movetime))
        } else if let Some(clock) = limits.clock {
            let (left, increment) = clock.remaining(game.position().turn());
            let moves = clock.moves_to_go.unwrap_or(30).clamp(1, 30);
            let share = left / (moves + 2) + increment * 3 / 4;
            // Never more than a fifth of what is left, and keep a safety margin for the GUI.
            let hard = share
                .saturating_mul(3)
                .min(left / 5)
                .saturating_sub(Duration::from_millis(20));
            (
                Some(share.min(hard) / 2),
                Some(hard.max(Duration::from_millis(5))),
            )
        } else {
            (None, None)
        };
        Budget {
            max_depth,
            soft_deadline: soft.map(|d| now + d),
            hard_deadline: hard.map(|d| now + d),
            max_nodes,
            now: self.now,
        }
    }
}

/// The lower levels' choice among the moves nearly as good as the best: each candidate weighted
/// by e^(−loss / temperature), drawn with the engine's seeded randomness.
fn humanise(
    style: Style,
    rng: &mut StdRng,
    searcher: &mut Searcher,
    game: &Game,
    found: &Iteration,
) -> Move {
    if style.margin == 0
        || found.value.abs() >= MATE_BOUND
        || found.depth == 0
        || rng.random::<f64>() >= style.mistake_rate
    {
        return found.best;
    }
    let candidates = searcher.near_best(game.position(), found.depth, found.value, style.margin);
    let top = candidates
        .iter()
        .map(|&(_, v)| v)
        .max()
        .unwrap_or(found.value);
    if candidates.len() < 2 || top >= MATE_BOUND {
        return found.best;
    }
    let weights: Vec<f64> = candidates
        .iter()
        .map(|&(_, v)| (f64::from(v - top) / f64::from(style.temperature)).exp())
        .collect();
    let mut pick = rng.random::<f64>() * weights.iter().sum::<f64>();
    for (&(m, _), w) in candidates.iter().zip(&weights) {
        if pick < *w {
            return m;
        }
        pick -= w;
    }
    found.best
}

impl Engine for Builtin {
    fn name(&self) -> String {
        format!("Annabella {}", self.level.number())
    }

    fn new_game(&mut self) -> Result<(), EngineError> {
        self.table.clear();
        Ok(())
    }

    fn think(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Result<Reply, EngineError> {
        let budget = self.budget(game, limits, (self.now)());
        let mut searcher = Searcher::new(&mut self.table, stop, budget, game.position_hashes());
        let found = searcher
            .think(game.position(), |_| {})
            .ok_or(EngineError::NoLegalMove)?;
        let mv = humanise(
            self.level.style(),
            &mut self.rng,
            &mut searcher,
            game,
            &found,
        );
        Ok(Reply {
            mv,
            score: (found.depth > 0).then(|| score(found.value)),
            depth: found.depth,
            nodes: searcher.nodes(),
            pv: if mv == found.best { found.pv } else { vec![mv] },
        })
    }
}

/// A search value as the UCI world reports it: mate in moves, or centipawns.
pub fn score(value: i32) -> Score {
    if value >= MATE_BOUND {
        Score::Mate((MATE - value + 1) / 2)
    } else if value <= -MATE_BOUND {
        Score::Mate(-(MATE + value) / 2)
    } else {
        Score::Centipawns(value)
    }
}
