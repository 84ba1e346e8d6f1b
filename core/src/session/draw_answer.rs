//! The computer's answer to a draw offer, by its own judgement of the position.
//!
//! A person across the board answers an offer; so does the computer. It judges with the search
//! it makes for its move anyway (the reply's score, from its side): it accepts only when it
//! finds the position about equal and the game is past the opening, and otherwise declines,
//! saying why — too early, or who is better — and plays its move, which declines the offer too
//! (§9.1.2.3).

use shakmaty::{Chess, Color, Position};

use super::{Arg, Message, offers::Offers};
use crate::{
    engine::{Score, verdict::Verdict},
    message::color_name,
};

/// The opening lasts until move 16 while most pieces are still on the board.
const OPENING_MOVES: u32 = 16;
const OPENING_PIECES: usize = 24;

/// What the computer makes of a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawAnswer {
    Accept,
    /// Declined: the game has hardly begun.
    TooEarly,
    /// Declined: the position is not equal (this is the computer's view).
    NotEqual(Verdict),
    /// Declined: the engine gave no score to judge by.
    NoJudgement,
}

impl DrawAnswer {
    /// The answer to an offer in `position` (the computer to move) by an engine whose search
    /// scored it `score` from the computer's side.
    pub fn judge(position: &Chess, score: Option<Score>) -> DrawAnswer {
        let opening = position.fullmoves().get() < OPENING_MOVES
            && position.board().occupied().count() > OPENING_PIECES;
        if opening {
            return DrawAnswer::TooEarly;
        }
        match score.map(|score| Verdict::from_score(score, position.turn())) {
            None => DrawAnswer::NoJudgement,
            Some(Verdict::Equal) => DrawAnswer::Accept,
            Some(verdict) => DrawAnswer::NotEqual(verdict),
        }
    }
}

impl Offers {
    /// The computer, playing `computer`, has its reply while the player's offer stands (made
    /// before the computer's move, not with the player's next): its answer, judged in `position`
    /// by the reply's `score`, and the words of it. A declined offer is gone. `None`: no such
    /// offer stands.
    pub(super) fn computer_answer(
        &mut self,
        computer: Color,
        position: &Chess,
        score: Option<Score>,
    ) -> Option<(DrawAnswer, Message)> {
        if self.draw != Some(!computer) || self.with_next_move {
            return None;
        }
        let answer = DrawAnswer::judge(position, score);
        if answer != DrawAnswer::Accept {
            self.draw = None;
        }
        Some((answer, answer.reason()))
    }
}

impl DrawAnswer {
    /// The answer as the computer says it: accepted, or declined and why.
    fn reason(self) -> Message {
        let mut args = vec![("answer", Arg::Select(self.selector()))];
        if let DrawAnswer::NotEqual(verdict) = self {
            let verdict = Message::Ui(
                "engine-verdict",
                vec![
                    ("kind", Arg::Select(verdict.kind())),
                    ("color", color_name(verdict.side())),
                    ("count", Arg::Number(u64::from(verdict.count()))),
                ],
            );
            args.push(("verdict", Arg::Message(Box::new(verdict))));
        }
        Message::Ui("computer-draw-answer", args)
    }

    /// The selector of the `computer-draw-answer` message.
    fn selector(self) -> &'static str {
        match self {
            DrawAnswer::Accept => "accept",
            DrawAnswer::TooEarly => "opening",
            DrawAnswer::NotEqual(_) => "verdict",
            DrawAnswer::NoJudgement => "unsure",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rules::test_position as position;

    #[test]
    fn an_equal_position_in_the_opening_is_too_early() {
        assert_eq!(
            DrawAnswer::judge(&Chess::default(), Some(Score::Centipawns(0))),
            DrawAnswer::TooEarly
        );
    }

    #[test]
    fn an_equal_endgame_is_a_draw_and_a_better_one_is_not() {
        // Kings and a rook each: the computer (Black) finds it equal, or a pawn better.
        let endgame = position("4k3/r7/8/8/8/8/R7/4K3 b - - 0 40");
        assert_eq!(
            DrawAnswer::judge(&endgame, Some(Score::Centipawns(10))),
            DrawAnswer::Accept
        );
        assert_eq!(
            DrawAnswer::judge(&endgame, Some(Score::Centipawns(120))),
            DrawAnswer::NotEqual(Verdict::Better {
                side: shakmaty::Color::Black,
                pawns: 1
            })
        );
        assert_eq!(DrawAnswer::judge(&endgame, None), DrawAnswer::NoJudgement);
    }

    #[test]
    fn few_pieces_left_end_the_opening_early() {
        let traded = position("4k3/pppp4/8/8/8/8/PPPP4/4K3 b - - 0 9");
        assert_eq!(
            DrawAnswer::judge(&traded, Some(Score::Centipawns(-20))),
            DrawAnswer::Accept
        );
    }
}
