//! The lichess puzzler's only-move rule, by which every shipped puzzle was re-checked: each move
//! the player must find is the engine's best, and better than the next best by more than 0.7 in
//! win chance — a puzzle with two good answers would tell a player who found the other one that
//! they were wrong. A final mate in one is the exception: any mate is accepted, so it is enough
//! that no move which does not mate comes near winning (win chance at most 0.6).
//!
//! The engine is asked in the shell (`annabella puzzles verify`); what its answers mean is
//! decided here.

use shakmaty::{Chess, Move, Position};

use super::{
    puzzle::{Puzzle, Verified},
    win_chance::win_chance,
};
use crate::engine::analysis::ScoredMove;

/// How far the solution's move must lead the next best, in win chance.
pub const MARGIN: f64 = 0.7;
/// For a final mate in one: the most a move that does not mate may be worth.
pub const NON_MATE_CEILING: f64 = 0.6;
/// The margin recorded when the player has no other legal move (win chance spans −1 to 1).
pub const ONLY_LEGAL_MOVE: f64 = 2.0;

/// What the engine must be asked about a position where the player is to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// The best two moves (`MultiPV 2`).
    TopTwo,
    /// The solution mates: the best of these moves, which do not (`searchmoves`).
    BestOf(Vec<Move>),
    /// Nothing: the solution is the only legal move, or the only one that does not lose at once.
    Nothing,
}

/// Why a puzzle's move fails the rule.
#[derive(Clone, Debug, PartialEq)]
pub enum Failure {
    /// The engine prefers another move.
    NotBest { engine: Move },
    /// The best move does not lead the second by more than [`MARGIN`].
    NotAlone { margin: f64 },
    /// A move that does not mate is worth more than [`NON_MATE_CEILING`].
    NonMateWins { win_chance: f64 },
    /// The engine gave no line at all.
    NoAnswer,
}

/// A move that passed: how far it leads, and the depth the engine reached.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Passed {
    pub margin: f64,
    pub depth: Option<u32>,
}

/// Whether `mv` mates at once in `position`.
pub fn mates(position: &Chess, mv: Move) -> bool {
    let mut after = position.clone();
    after.play_unchecked(mv);
    after.is_checkmate()
}

/// What to ask the engine before judging `solution` in `position`.
pub fn question(position: &Chess, solution: Move) -> Question {
    let legal = position.legal_moves();
    if legal.len() <= 1 {
        return Question::Nothing;
    }
    if mates(position, solution) {
        let others: Vec<Move> = legal.into_iter().filter(|&m| !mates(position, m)).collect();
        if others.is_empty() {
            Question::Nothing
        } else {
            Question::BestOf(others)
        }
    } else {
        Question::TopTwo
    }
}

/// Judges `solution` from the engine's answer to [`question`]: `lines` best first, from the
/// point of view of the player to move.
pub fn judge(
    position: &Chess,
    solution: Move,
    question: &Question,
    lines: &[ScoredMove],
) -> Result<Passed, Failure> {
    let depth = lines.iter().map(|l| l.depth).min();
    match question {
        Question::Nothing => Ok(Passed {
            margin: ONLY_LEGAL_MOVE,
            depth,
        }),
        Question::BestOf(_) => {
            let best = lines.first().ok_or(Failure::NoAnswer)?;
            let chance = win_chance(best.score);
            if chance <= NON_MATE_CEILING {
                Ok(Passed {
                    margin: 1.0 - chance,
                    depth,
                })
            } else {
                Err(Failure::NonMateWins { win_chance: chance })
            }
        }
        Question::TopTwo => {
            let best = lines.first().ok_or(Failure::NoAnswer)?;
            if best.mv != solution {
                // Any mate in one is as good as the solution's when the solution mates too;
                // that case was asked as `BestOf`, so here another move is simply preferred.
                return Err(Failure::NotBest { engine: best.mv });
            }
            let margin = match lines.get(1) {
                Some(second) => win_chance(best.score) - win_chance(second.score),
                None if position.legal_moves().len() > 1 => return Err(Failure::NoAnswer),
                None => ONLY_LEGAL_MOVE,
            };
            if margin > MARGIN {
                Ok(Passed { margin, depth })
            } else {
                Err(Failure::NotAlone { margin })
            }
        }
    }
}

/// A puzzle that failed: which of the player's moves (from 0), and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Dropped {
    pub player_move: usize,
    pub failure: Failure,
}

/// Checks every move the player of `puzzle` must find. `ask` is the engine: given how many of
/// the puzzle's moves have been played and the question, it answers with lines best first.
/// The depth kept is the least the engine reached, or `depth` when no move needed a search.
pub fn check_puzzle<E>(
    puzzle: &Puzzle,
    depth: u32,
    mut ask: impl FnMut(usize, &Question) -> Result<Vec<ScoredMove>, E>,
) -> Result<Result<Verified, Dropped>, E> {
    let mut least_margin = f64::INFINITY;
    let mut least_depth: Option<u32> = None;
    for (player_move, ply) in (1..puzzle.moves().len()).step_by(2).enumerate() {
        let position = puzzle.position_after(ply);
        let solution = puzzle.moves()[ply];
        let asked = question(&position, solution);
        let lines = match asked {
            Question::Nothing => Vec::new(),
            _ => ask(ply, &asked)?,
        };
        match judge(&position, solution, &asked, &lines) {
            Ok(passed) => {
                least_margin = least_margin.min(passed.margin);
                least_depth = match (least_depth, passed.depth) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
            }
            Err(failure) => {
                return Ok(Err(Dropped {
                    player_move,
                    failure,
                }));
            }
        }
    }
    Ok(Ok(Verified {
        depth: least_depth.unwrap_or(depth),
        margin: least_margin,
    }))
}

#[cfg(test)]
mod tests {
    use shakmaty::{CastlingMode, Square, fen::Fen, uci::UciMove};

    use super::*;
    use crate::engine::Score;

    fn position(fen: &str) -> Chess {
        let fen: Fen = fen.parse().expect("fen");
        fen.into_position(CastlingMode::Standard).expect("legal")
    }

    fn mv(position: &Chess, uci: &str) -> Move {
        let uci: UciMove = uci.parse().expect("uci");
        uci.to_move(position).expect("legal")
    }

    fn line(position: &Chess, uci: &str, score: Score) -> ScoredMove {
        ScoredMove {
            mv: mv(position, uci),
            score,
            depth: 14,
        }
    }

    #[test]
    fn a_winning_move_far_ahead_of_the_rest_passes_with_its_margin() {
        // White wins the queen with a knight fork; the next best is merely equal.
        let pos = position("4k3/8/2q5/8/3N4/8/8/4K3 w - - 0 1");
        let solution = mv(&pos, "d4c6");
        assert_eq!(question(&pos, solution), Question::TopTwo);
        let lines = [
            line(&pos, "d4c6", Score::Centipawns(900)),
            line(&pos, "e1e2", Score::Centipawns(-850)),
        ];
        let passed = judge(&pos, solution, &Question::TopTwo, &lines).expect("passes");
        assert!(passed.margin > 1.8, "{}", passed.margin);
        assert_eq!(passed.depth, Some(14));
    }

    #[test]
    fn two_good_moves_fail_and_so_does_a_move_the_engine_does_not_prefer() {
        let pos = position("4k3/8/2q5/8/3N4/8/8/4K3 w - - 0 1");
        let solution = mv(&pos, "d4c6");
        let close = [
            line(&pos, "d4c6", Score::Centipawns(900)),
            line(&pos, "e1e2", Score::Centipawns(400)),
        ];
        assert!(matches!(
            judge(&pos, solution, &Question::TopTwo, &close),
            Err(Failure::NotAlone { margin }) if margin < MARGIN
        ));
        let other = [
            line(&pos, "e1e2", Score::Centipawns(900)),
            line(&pos, "d4c6", Score::Centipawns(800)),
        ];
        assert_eq!(
            judge(&pos, solution, &Question::TopTwo, &other),
            Err(Failure::NotBest {
                engine: mv(&pos, "e1e2")
            })
        );
    }

    #[test]
    fn a_final_mate_in_one_accepts_any_mate_if_nothing_else_wins() {
        // Back-rank mate: Ra8#; the rook could also go elsewhere.
        let pos = position("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        let solution = mv(&pos, "a1a8");
        let Question::BestOf(others) = question(&pos, solution) else {
            panic!("a mate asks for the best move that does not mate");
        };
        assert!(others.iter().all(|&m| !mates(&pos, m)));
        assert!(!others.iter().any(|m| m.to() == Square::A8));
        let asked = Question::BestOf(others);
        let quiet = [line(&pos, "a1a7", Score::Centipawns(300))];
        assert!(judge(&pos, solution, &asked, &quiet).is_ok());
        let winning = [line(&pos, "a1a7", Score::Centipawns(900))];
        assert!(matches!(
            judge(&pos, solution, &asked, &winning),
            Err(Failure::NonMateWins { .. })
        ));
    }

    #[test]
    fn a_forced_move_needs_no_engine() {
        // The black king's only move.
        let pos = position("k7/8/1K6/8/8/8/8/7R b - - 0 1");
        let only = pos.legal_moves()[0];
        assert_eq!(question(&pos, only), Question::Nothing);
        assert_eq!(
            judge(&pos, only, &Question::Nothing, &[]),
            Ok(Passed {
                margin: ONLY_LEGAL_MOVE,
                depth: None
            })
        );
    }

    #[test]
    fn a_puzzle_is_kept_only_if_every_player_move_passes() {
        let text = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n\
                    t1,6k1/5ppp/8/p7/8/8/8/1R4K1 b - - 0 1,a5a4 b1b8,600,,,,mateIn1,https://lichess.org/x,\n";
        let puzzle = crate::training::puzzle::read_csv(text)
            .expect("reads")
            .remove(0);
        let mut asked = Vec::new();
        let kept = check_puzzle(&puzzle, 14, |ply, question| {
            asked.push((ply, question.clone()));
            let position = puzzle.position_after(ply);
            Ok::<_, ()>(vec![line(&position, "b1b7", Score::Centipawns(-50))])
        });
        let verified = kept.expect("asked").expect("kept");
        assert_eq!(verified.depth, 14);
        assert!((verified.margin - (1.0 - win_chance(Score::Centipawns(-50)))).abs() < 1e-9);
        assert_eq!(asked.len(), 1);
        assert!(matches!(asked[0], (1, Question::BestOf(_))));

        let dropped = check_puzzle(&puzzle, 14, |ply, _| {
            let position = puzzle.position_after(ply);
            Ok::<_, ()>(vec![line(&position, "b1b7", Score::Centipawns(2000))])
        });
        assert!(matches!(
            dropped,
            Ok(Err(Dropped {
                player_move: 0,
                failure: Failure::NonMateWins { .. }
            }))
        ));
    }
}
