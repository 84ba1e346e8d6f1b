//! Learning from one's own games: an engine goes over a finished game, and each move of the
//! player that threw away more than [`MISTAKE`] of the win chance becomes a moment to retry —
//! the position before it, "find a better move". An answer that loses no more than [`PASS`]
//! against the engine's best passes; the move played in the game never does.
//!
//! The engine is asked through a closure, as the puzzles' check asks it, so that the review is
//! decided here and the shell only carries the questions to Stockfish. Every legal move of a
//! moment is scored once, when it is found: answering a retry needs no engine.

use std::time::Duration;

use shakmaty::{CastlingMode, Chess, Color, Move, Position, uci::UciMove};

use super::{
    attempt::{Hint, Outcome},
    win_chance::win_chance,
};
use crate::engine::{Score, analysis::ScoredMove};

/// A move losing more win chance than this is a mistake worth a retry (lichess calls 0.1 an
/// inaccuracy and 0.2 a mistake on the same scale).
pub const MISTAKE: f64 = 0.15;
/// An answer losing no more than this against the best move is as good as the best.
pub const PASS: f64 = 0.07;

/// What the review asks the engine about the position after a number of the game's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The best move and its score (one line).
    Best,
    /// The score of the move the game went on with (searched alone).
    Played(Move),
    /// Every legal move with its score, best first (as many lines as there are moves).
    Every,
}

/// A position of one of the player's games where a better move was there to be found.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Moment {
    /// The game it comes from and the ply: `GAME#PLY` (the retry's key in the schedule).
    pub id: String,
    /// The position before the move, as FEN.
    pub fen: String,
    /// Plies played before it (0: the game's first move).
    pub ply: usize,
    /// The move played in the game, in UCI.
    pub played: String,
    /// The win chance the played move lost against the best, from 0 to 2.
    pub lost: f64,
    /// Every legal move in UCI with the player's win chance after it, best first.
    pub answers: Vec<(String, f64)>,
    /// The opponent's move just before, in UCI, with the position it was played in (FEN):
    /// the first thing a coach says ("Black had just played ...").
    #[serde(default)]
    pub last: Option<(String, String)>,
}

/// How an answer to a retry is judged.
#[derive(Clone, Debug, PartialEq)]
pub enum RetryVerdict {
    /// As good as the best, or nearly (`lost` ≤ [`PASS`]).
    Passes { lost: f64 },
    /// The move of the game again.
    PlayedAgain,
    /// Better than nothing, but it still loses `lost`.
    StillLoses { lost: f64 },
    /// Not a legal move here.
    NotLegal,
}

impl Moment {
    /// The position to find the better move in.
    pub fn position(&self) -> Option<Chess> {
        let fen: shakmaty::fen::Fen = self.fen.parse().ok()?;
        fen.into_position(CastlingMode::Standard).ok()
    }

    /// The move number as a scoresheet shows it, and whose move it was.
    pub fn move_number(&self) -> (u32, Color) {
        let number = u32::try_from(self.ply / 2 + 1).unwrap_or(u32::MAX);
        let side = if self.ply.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        };
        (number, side)
    }

    /// The opponent's move just before, and the position it was played in.
    pub fn last_move(&self) -> Option<(Chess, Move)> {
        let (fen, uci) = self.last.as_ref()?;
        let fen: shakmaty::fen::Fen = fen.parse().ok()?;
        let before: Chess = fen.into_position(CastlingMode::Standard).ok()?;
        let m = uci.parse::<UciMove>().ok()?.to_move(&before).ok()?;
        Some((before, m))
    }

    /// The best move in UCI.
    pub fn best(&self) -> Option<&str> {
        self.answers.first().map(|(uci, _)| uci.as_str())
    }

    /// Judges `answer` by the scores found when the moment was.
    pub fn judge(&self, answer: &Move) -> RetryVerdict {
        let uci = answer.to_uci(CastlingMode::Standard).to_string();
        if uci == self.played {
            return RetryVerdict::PlayedAgain;
        }
        let best = self.answers.first().map_or(0.0, |(_, chance)| *chance);
        match self.answers.iter().find(|(m, _)| *m == uci) {
            None => RetryVerdict::NotLegal,
            Some((_, chance)) if best - chance <= PASS => RetryVerdict::Passes {
                lost: (best - chance).max(0.0),
            },
            Some((_, chance)) => RetryVerdict::StillLoses {
                lost: best - chance,
            },
        }
    }
}

/// A retry in progress: the answers tried, the hints taken, whether a good move was found.
/// Like a puzzle's attempt, so that it is graded for the schedule the same way.
#[derive(Clone, Debug)]
pub struct Retry {
    /// Its own copy: a retry outlives the list it was taken from (a coach keeps it between
    /// answers).
    moment: Moment,
    position: Chess,
    wrong_tries: u32,
    hints: u8,
    found: bool,
}

impl Retry {
    /// Starts `moment`; `None` when its position cannot be read (a damaged record).
    pub fn new(moment: &Moment) -> Option<Retry> {
        Some(Retry {
            position: moment.position()?,
            moment: moment.clone(),
            wrong_tries: 0,
            hints: 0,
            found: false,
        })
    }

    pub fn moment(&self) -> &Moment {
        &self.moment
    }

    /// The position to find the better move in.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// Over once a move good enough was found or shown.
    pub fn is_over(&self) -> bool {
        self.found || self.hints >= 3
    }

    /// Judges an answer; a pass ends the retry, anything else counts as a wrong try.
    pub fn answer(&mut self, m: &Move) -> RetryVerdict {
        let verdict = self.moment.judge(m);
        match verdict {
            RetryVerdict::Passes { .. } => self.found = true,
            RetryVerdict::NotLegal => {}
            RetryVerdict::PlayedAgain | RetryVerdict::StillLoses { .. } => self.wrong_tries += 1,
        }
        verdict
    }

    /// The next step of help towards the best move: its piece, its square, the move itself.
    pub fn hint(&mut self) -> Option<Hint> {
        let best: UciMove = self.moment.best()?.parse().ok()?;
        let best = best.to_move(&self.position).ok()?;
        self.hints = (self.hints + 1).min(3);
        Some(match self.hints {
            1 => Hint::Piece {
                role: best.role(),
                from: best.from().unwrap_or(best.to()),
            },
            2 => Hint::Square { to: best.to() },
            _ => Hint::Move(best),
        })
    }

    /// How it went, `time` after the start, graded as a puzzle is (the move shown: not found).
    pub fn outcome(&self, time: Duration) -> Outcome {
        Outcome {
            solved: self.found && self.hints < 3,
            wrong_tries: self.wrong_tries,
            hints: self.hints,
            time,
        }
    }
}

/// The moments of a game: for each move by a side in `sides`, the best move and the played
/// one are scored; where the played one loses more than [`MISTAKE`], every legal move is
/// scored and kept with the position. `ask` answers for the position after a number of plies.
pub fn find_moments<E>(
    game_id: &str,
    start: &Chess,
    moves: &[Move],
    sides: &[Color],
    mut ask: impl FnMut(usize, &Ask) -> Result<Vec<ScoredMove>, E>,
) -> Result<Vec<Moment>, E> {
    let mut found = Vec::new();
    let mut position = start.clone();
    let mut last: Option<(String, String)> = None;
    for (ply, played) in moves.iter().enumerate() {
        let mover = position.turn();
        if sides.contains(&mover) && !position.legal_moves().is_empty() {
            let best = ask(ply, &Ask::Best)?;
            let played_line = ask(ply, &Ask::Played(*played))?;
            if let (Some(best), Some(line)) = (best.first(), played_line.first())
                && chance_lost(best.score, line.score) > MISTAKE
            {
                let every = ask(ply, &Ask::Every)?;
                if let Some(mut moment) = moment(game_id, &position, ply, played, &every) {
                    moment.last = last.clone();
                    found.push(moment);
                }
            }
        }
        if !position.is_legal(*played) {
            break;
        }
        last = Some((fen_of(&position), uci_of(played)));
        position.play_unchecked(*played);
    }
    Ok(found)
}

/// The win chance given away by playing for `played` instead of `best` (both for the side to
/// move).
pub fn chance_lost(best: Score, played: Score) -> f64 {
    win_chance(best) - win_chance(played)
}

/// The moment at `position`, from every legal move's score; none when the full list does not
/// confirm the loss (the engine saw it differently with every line open).
fn moment(
    game_id: &str,
    position: &Chess,
    ply: usize,
    played: &Move,
    every: &[ScoredMove],
) -> Option<Moment> {
    let uci = uci_of;
    let mut answers: Vec<(String, f64)> = every
        .iter()
        .map(|line| (uci(&line.mv), win_chance(line.score)))
        .collect();
    answers.sort_by(|a, b| b.1.total_cmp(&a.1));
    let best = answers.first()?.1;
    let played_uci = uci(played);
    let played_chance = answers.iter().find(|(m, _)| *m == played_uci)?.1;
    let lost = best - played_chance;
    (lost > MISTAKE).then(|| Moment {
        id: format!("{game_id}#{ply}"),
        fen: fen_of(position),
        ply,
        played: played_uci,
        lost,
        answers,
        last: None,
    })
}

fn uci_of(m: &Move) -> String {
    UciMove::from_move(*m, CastlingMode::Standard).to_string()
}

fn fen_of(position: &Chess) -> String {
    shakmaty::fen::Fen::from_position(position, shakmaty::EnPassantMode::Legal).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Square, san::San};

    fn line(position: &Chess, san: &str, cp: i32) -> ScoredMove {
        let mv = san.parse::<San>().unwrap().to_move(position).unwrap();
        ScoredMove {
            mv,
            score: Score::Centipawns(cp),
            depth: 12,
        }
    }

    /// A made-up engine for 1. e4 e5 2. Qh5 Nc6 3. Qxf7+?? — every move even, except the
    /// queen thrown away on f7 (−900).
    fn engine(
        start: &Chess,
        moves: &[Move],
    ) -> impl FnMut(usize, &Ask) -> Result<Vec<ScoredMove>, ()> {
        let start = start.clone();
        let moves = moves.to_vec();
        move |ply, ask| {
            let mut position = start.clone();
            for m in &moves[..ply] {
                position.play_unchecked(*m);
            }
            let score = |m: &Move| {
                if m.to() == Square::F7 && m.role() == shakmaty::Role::Queen {
                    -900
                } else {
                    0
                }
            };
            let scored = |m: &Move| ScoredMove {
                mv: *m,
                score: Score::Centipawns(score(m)),
                depth: 12,
            };
            Ok(match ask {
                Ask::Best => position
                    .legal_moves()
                    .iter()
                    .map(scored)
                    .max_by_key(|l| match l.score {
                        Score::Centipawns(cp) => cp,
                        Score::Mate(_) => 0,
                    })
                    .into_iter()
                    .collect(),
                Ask::Played(m) => vec![scored(m)],
                Ask::Every => position.legal_moves().iter().map(scored).collect(),
            })
        }
    }

    fn game(sans: &[&str]) -> (Chess, Vec<Move>) {
        let start = Chess::default();
        let mut position = start.clone();
        let mut moves = Vec::new();
        for san in sans {
            let m = san.parse::<San>().unwrap().to_move(&position).unwrap();
            position.play_unchecked(m);
            moves.push(m);
        }
        (start, moves)
    }

    /// The moments of 1. e4 e5 2. Qh5 Nc6 3. Qxf7+?? for `side`, by the made-up engine.
    fn queen_game_moments(side: Color) -> Vec<Moment> {
        let (start, moves) = game(&["e4", "e5", "Qh5", "Nc6", "Qxf7+"]);
        find_moments("g1", &start, &moves, &[side], engine(&start, &moves)).unwrap()
    }

    #[test]
    fn the_queen_thrown_away_is_the_one_moment_and_a_good_move_passes_there() {
        let found = queen_game_moments(Color::White);
        assert_eq!(found.len(), 1, "{found:?}");
        let moment = &found[0];
        assert_eq!(moment.id, "g1#4");
        assert_eq!(moment.played, "h5f7");
        assert_eq!(moment.move_number(), (3, Color::White));
        let (before, last) = moment.last_move().unwrap();
        assert_eq!(before.fullmoves().get(), 2);
        assert_eq!(uci_of(&last), "b8c6");
        assert!(moment.lost > 0.9, "{}", moment.lost);
        let position = moment.position().unwrap();
        let answer =
            |san: &str| moment.judge(&san.parse::<San>().unwrap().to_move(&position).unwrap());
        assert_eq!(answer("Qxf7+"), RetryVerdict::PlayedAgain);
        assert_eq!(answer("Bc4"), RetryVerdict::Passes { lost: 0.0 });
        assert!(matches!(answer("Nf3"), RetryVerdict::Passes { .. }));
    }

    #[test]
    fn black_is_not_judged_when_the_player_had_white_and_a_small_loss_is_no_mistake() {
        let found = queen_game_moments(Color::Black);
        assert!(found.is_empty());
        // 60 centipawns from level: 0.11 of win chance, less than a mistake.
        let position = Chess::default();
        let (best, played) = (line(&position, "e4", 0), line(&position, "a3", -60));
        let lost = chance_lost(best.score, played.score);
        assert!(lost < MISTAKE && lost > PASS, "{lost}");
        assert!(chance_lost(Score::Centipawns(0), Score::Mate(-3)) > 0.99);
    }

    #[test]
    fn a_retry_counts_wrong_tries_and_hints_and_ends_on_a_good_move() {
        let found = queen_game_moments(Color::White);
        let mut retry = Retry::new(&found[0]).unwrap();
        let san = |retry: &Retry, san: &str| {
            san.parse::<San>()
                .unwrap()
                .to_move(retry.position())
                .unwrap()
        };
        let again = san(&retry, "Qxf7+");
        assert_eq!(retry.answer(&again), RetryVerdict::PlayedAgain);
        assert!(!retry.is_over());
        assert!(matches!(retry.hint(), Some(Hint::Piece { .. })));
        let good = san(&retry, "Bc4");
        assert!(matches!(retry.answer(&good), RetryVerdict::Passes { .. }));
        assert!(retry.is_over());
        let outcome = retry.outcome(Duration::from_secs(20));
        assert!(outcome.solved && outcome.wrong_tries == 1 && outcome.hints == 1);

        let mut shown = Retry::new(&found[0]).unwrap();
        for _ in 0..2 {
            shown.hint();
        }
        assert!(matches!(shown.hint(), Some(Hint::Move(_))));
        assert!(shown.is_over());
        assert!(!shown.outcome(Duration::from_secs(5)).solved);
    }

    #[test]
    fn an_answer_losing_more_than_the_pass_mark_still_loses() {
        let moment = Moment {
            id: "g#0".into(),
            fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            ply: 0,
            played: "g2g4".into(),
            lost: 0.3,
            answers: vec![
                ("e2e4".into(), 0.05),
                ("a2a3".into(), -0.05),
                ("g2g4".into(), -0.25),
            ],
            last: None,
        };
        let position = moment.position().unwrap();
        let a3 = "a3".parse::<San>().unwrap().to_move(&position).unwrap();
        let e4 = "e4".parse::<San>().unwrap().to_move(&position).unwrap();
        let h3 = "h3".parse::<San>().unwrap().to_move(&position).unwrap();
        assert!(
            matches!(moment.judge(&a3), RetryVerdict::StillLoses { lost } if (lost - 0.1).abs() < 1e-9)
        );
        assert_eq!(moment.judge(&e4), RetryVerdict::Passes { lost: 0.0 });
        // The list here is short: h3 stands for a move the position does not allow.
        assert_eq!(moment.judge(&h3), RetryVerdict::NotLegal);
        assert_eq!(moment.best(), Some("e2e4"));
    }
}
