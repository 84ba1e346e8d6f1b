//! Solving one puzzle: the player's answer (typed in any accepted notation, or made on the
//! board) against the puzzle's line, the opponent's replies, and hints in three steps — which
//! piece, which square, the move. No engine is asked: the line was proven the only one when
//! the puzzle was checked (`only_move`), and a final mate in one takes any mate, as lichess does.

use std::time::Duration;

use shakmaty::{Chess, Move, Position, Role, Square};

use super::only_move::mates;
use super::puzzle::Puzzle;
use crate::{
    notation::parse_move,
    vocab::Vocabulary,
    words::{NotationError, Style},
};

/// The steps of help, in the order they are given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The piece to move, and where it stands.
    Piece { role: Role, from: Square },
    /// The square it goes to.
    Square { to: Square },
    /// The whole move (the puzzle then counts as shown).
    Move(Move),
}

/// What the app answers to a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The right move (`played`); the opponent replies with `reply`, and it is the player's
    /// turn again.
    Right { played: Move, reply: Move },
    /// The right move, and the last one: solved.
    Solved,
    /// A legal move, but not the one: the position stays, the player may try again.
    Wrong { tried: Move },
    /// Not a legal move at all (the reason to say); nothing changes.
    Refused(NotationError),
    /// The puzzle is already over.
    Over,
}

/// How a puzzle went, for the rating and the repetition schedule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Reached the end without the move being shown.
    pub solved: bool,
    pub wrong_tries: u32,
    /// How many hint steps were taken (3: the move was shown).
    pub hints: u8,
    pub time: Duration,
}

impl Outcome {
    /// Solved at the first try with no hint: the result that counts as a win for the rating.
    pub fn clean(&self) -> bool {
        self.solved && self.wrong_tries == 0 && self.hints == 0
    }
}

/// A puzzle in progress.
#[derive(Clone, Debug)]
pub struct Attempt<'p> {
    puzzle: &'p Puzzle,
    /// The index in the puzzle's moves of the move the player must find next.
    ply: usize,
    position: Chess,
    wrong_tries: u32,
    hints: u8,
    /// Hint steps given for the move now being looked for.
    hints_here: u8,
    solved: bool,
}

impl<'p> Attempt<'p> {
    /// Starts `puzzle` after the opponent's first move.
    pub fn new(puzzle: &'p Puzzle) -> Attempt<'p> {
        Attempt {
            puzzle,
            ply: 1,
            position: puzzle.setup(),
            wrong_tries: 0,
            hints: 0,
            hints_here: 0,
            solved: false,
        }
    }

    pub fn puzzle(&self) -> &'p Puzzle {
        self.puzzle
    }

    /// The position the player is to move in.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// No move of the player's has been played yet.
    pub fn at_start(&self) -> bool {
        self.ply == 1
    }

    pub fn is_over(&self) -> bool {
        self.solved || self.ply >= self.puzzle.moves().len()
    }

    /// The move the player is looking for now.
    fn solution(&self) -> Option<Move> {
        self.puzzle.moves().get(self.ply).copied()
    }

    /// A typed or spoken answer, in `vocab`'s words or any accepted notation.
    pub fn answer_text(&mut self, text: &str, vocab: &Vocabulary, style: Style) -> Verdict {
        if self.is_over() {
            return Verdict::Over;
        }
        match parse_move(&self.position, text, vocab, style) {
            Ok(m) => self.answer(m),
            Err(error) => Verdict::Refused(error),
        }
    }

    /// A move made on the board (it must be legal in [`Attempt::position`]).
    pub fn answer(&mut self, m: Move) -> Verdict {
        let Some(solution) = self.solution() else {
            return Verdict::Over;
        };
        if !self.position.is_legal(m) {
            return Verdict::Wrong { tried: m };
        }
        let last = self.ply + 1 >= self.puzzle.moves().len();
        let right = m == solution || (last && mates(&self.position, m));
        if !right {
            self.wrong_tries += 1;
            return Verdict::Wrong { tried: m };
        }
        self.position.play_unchecked(m);
        self.hints_here = 0;
        match self.puzzle.moves().get(self.ply + 1) {
            Some(&reply) if !last => {
                self.position.play_unchecked(reply);
                self.ply += 2;
                Verdict::Right { played: m, reply }
            }
            _ => {
                self.ply = self.puzzle.moves().len();
                self.solved = true;
                Verdict::Solved
            }
        }
    }

    /// The next step of help for the move now looked for; after the third, the move itself
    /// again. `None` when the puzzle is over.
    pub fn hint(&mut self) -> Option<Hint> {
        let solution = self.solution().filter(|_| !self.solved)?;
        self.hints_here = (self.hints_here + 1).min(3);
        self.hints = self.hints.max(self.hints_here);
        let from = solution.from().unwrap_or(solution.to());
        Some(match self.hints_here {
            1 => Hint::Piece {
                role: solution.role(),
                from,
            },
            2 => Hint::Square { to: solution.to() },
            _ => Hint::Move(solution),
        })
    }

    /// How it went, `time` after the start. A puzzle whose move was shown (the third hint)
    /// does not count as solved.
    pub fn outcome(&self, time: Duration) -> Outcome {
        Outcome {
            solved: self.solved && self.hints < 3,
            wrong_tries: self.wrong_tries,
            hints: self.hints,
            time,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{training::puzzle::read_csv, vocab::VocabId, words::Form};

    /// 1... Kd7 2. Be6+ Kd8 3. Qf8# (lichess 00sHx).
    const MATE_IN_TWO: &str = "\
PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags
00sHx,q3k1nr/1pp1nQpp/3p4/1P2p3/4P3/B1PP1b2/B5PP/5K2 b k - 0 17,e8d7 a2e6 d7d8 f7f8,1760,80,83,72,mate mateIn2,https://lichess.org/yyznGmXs/black#34,
";
    const STYLE: Style = Style {
        form: Form::Short,
        say_pawn: true,
    };

    fn puzzle() -> Puzzle {
        read_csv(MATE_IN_TWO).expect("reads").remove(0)
    }

    #[test]
    fn the_right_moves_in_the_players_words_solve_it_and_the_reply_is_played() {
        let puzzle = puzzle();
        let mut attempt = Attempt::new(&puzzle);
        let fide = Vocabulary::get(VocabId::Fide);
        let Verdict::Right { reply, .. } = attempt.answer_text("Läufer Eva sechs", fide, STYLE)
        else {
            panic!("Be6+ is the move");
        };
        assert_eq!(reply.to(), Square::D8);
        assert_eq!(attempt.answer_text("Qf8", fide, STYLE), Verdict::Solved);
        assert!(attempt.is_over());
        assert!(attempt.outcome(Duration::from_secs(9)).clean());
    }

    #[test]
    fn a_wrong_move_changes_nothing_and_an_illegal_one_is_refused_with_its_reason() {
        let puzzle = puzzle();
        let mut attempt = Attempt::new(&puzzle);
        let en = Vocabulary::get(VocabId::En);
        let before = attempt.position().clone();
        assert!(matches!(
            attempt.answer_text("Qf8", en, STYLE),
            Verdict::Wrong { .. }
        ));
        assert_eq!(attempt.position(), &before);
        assert!(matches!(
            attempt.answer_text("Nf3", en, STYLE),
            Verdict::Refused(NotationError::NoPieceReaches { .. })
        ));
        let outcome = attempt.outcome(Duration::from_secs(30));
        assert_eq!(outcome.wrong_tries, 1);
        assert!(!outcome.clean());
    }

    #[test]
    fn hints_name_the_piece_then_the_square_then_the_move() {
        let puzzle = puzzle();
        let mut attempt = Attempt::new(&puzzle);
        assert_eq!(
            attempt.hint(),
            Some(Hint::Piece {
                role: Role::Bishop,
                from: Square::A2
            })
        );
        assert_eq!(attempt.hint(), Some(Hint::Square { to: Square::E6 }));
        assert!(matches!(attempt.hint(), Some(Hint::Move(_))));
        assert!(matches!(attempt.hint(), Some(Hint::Move(_))));
        let en = Vocabulary::get(VocabId::En);
        assert!(matches!(
            attempt.answer_text("Be6", en, STYLE),
            Verdict::Right { .. }
        ));
        // A new move starts the hints again.
        assert!(matches!(attempt.hint(), Some(Hint::Piece { .. })));
        assert_eq!(attempt.answer_text("Qf8#", en, STYLE), Verdict::Solved);
        assert_eq!(attempt.hint(), None);
        let outcome = attempt.outcome(Duration::ZERO);
        assert_eq!(outcome.hints, 3);
        assert!(!outcome.solved, "a move shown is not a solve");
    }
}
