//! "How is the position?" in words a player uses: the engine's score turned into who is better
//! and by about how much, counted in pawns (lichess #17342 asked for exactly this: an
//! evaluation a blind player can hear after the game, not a number on a bar).

use shakmaty::Color;

use super::Score;

/// What the words say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Within about a third of a pawn.
    Equal,
    /// Better, by less than a pawn.
    Slightly(Color),
    /// Better by about this many pawns (1–2).
    Better { side: Color, pawns: u32 },
    /// Winning: about this many pawns ahead (3 or more), or more than that in position.
    Winning { side: Color, pawns: u32 },
    /// `side` mates in `moves`.
    Mate { side: Color, moves: u32 },
}

const EQUAL_BELOW: i32 = 35;
const SLIGHTLY_BELOW: i32 = 90;
const WINNING_FROM: i32 = 250;

impl Verdict {
    /// The verdict on `score`, which the engine gave from the point of view of `turn`.
    pub fn from_score(score: Score, turn: Color) -> Verdict {
        match score.for_white(turn) {
            Score::Mate(moves) => Verdict::Mate {
                side: if moves > 0 {
                    Color::White
                } else {
                    Color::Black
                },
                moves: moves.unsigned_abs().max(1),
            },
            Score::Centipawns(cp) => {
                let side = if cp > 0 { Color::White } else { Color::Black };
                let size = cp.abs();
                let pawns = ((size + 50) / 100).max(1) as u32;
                if size < EQUAL_BELOW {
                    Verdict::Equal
                } else if size < SLIGHTLY_BELOW {
                    Verdict::Slightly(side)
                } else if size < WINNING_FROM {
                    Verdict::Better { side, pawns }
                } else {
                    Verdict::Winning { side, pawns }
                }
            }
        }
    }

    /// The selector of the `engine-verdict` message.
    pub fn kind(self) -> &'static str {
        match self {
            Verdict::Equal => "equal",
            Verdict::Slightly(_) => "slightly",
            Verdict::Better { .. } => "better",
            Verdict::Winning { .. } => "winning",
            Verdict::Mate { .. } => "mate",
        }
    }

    /// The side the verdict favours (White for an equal position: unused by the words).
    pub fn side(self) -> Color {
        match self {
            Verdict::Equal => Color::White,
            Verdict::Slightly(side)
            | Verdict::Better { side, .. }
            | Verdict::Winning { side, .. }
            | Verdict::Mate { side, .. } => side,
        }
    }

    /// Pawns ahead, or moves to mate; 0 where the words need no number.
    pub fn count(self) -> u32 {
        match self {
            Verdict::Better { pawns, .. } | Verdict::Winning { pawns, .. } => pawns,
            Verdict::Mate { moves, .. } => moves,
            Verdict::Equal | Verdict::Slightly(_) => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_become_words_from_whites_point_of_view() {
        let white = |cp| Verdict::from_score(Score::Centipawns(cp), Color::White);
        assert_eq!(white(10), Verdict::Equal);
        assert_eq!(white(-34), Verdict::Equal);
        assert_eq!(white(60), Verdict::Slightly(Color::White));
        assert_eq!(
            white(110),
            Verdict::Better {
                side: Color::White,
                pawns: 1
            }
        );
        assert_eq!(
            white(-180),
            Verdict::Better {
                side: Color::Black,
                pawns: 2
            }
        );
        assert_eq!(
            white(520),
            Verdict::Winning {
                side: Color::White,
                pawns: 5
            }
        );
        // The engine speaks for the side to move: +1.2 for Black to move is Black better.
        assert_eq!(
            Verdict::from_score(Score::Centipawns(120), Color::Black),
            Verdict::Better {
                side: Color::Black,
                pawns: 1
            }
        );
        assert_eq!(
            Verdict::from_score(Score::Mate(-2), Color::White),
            Verdict::Mate {
                side: Color::Black,
                moves: 2
            }
        );
    }
}
