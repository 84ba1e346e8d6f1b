//! Draw offers, draw claims and resignation (Article 9, §5.1.2).
//!
//! An offer is made after a move (§9.1.2.1) and written on both scoresheets as "(=)"
//! (§9.1.2.3); the opponent's move declines it, the opponent's own offer accepts it. A claim
//! is made by the player to move, on the position now (§9.2.1.2, §9.3.2) or with the move they
//! intend to play, written and not played (§9.2.1.1, §9.3.1): on the tactile board the move is
//! made and, instead of announcing it, the draw is claimed; in the entry field the move is
//! typed with the claim. A wrong claim gives the opponent the penalty time in a tournament
//! game (§9.5.2) and the intended move must then be played (§9.5.3).

use shakmaty::{Color, KnownOutcome, Move, Position, san::San};

use super::Play;
use super::{Arg, Effect, IncidentKind, Message, incidents::time_arg};
use crate::message::color_name;
use crate::{
    boards::{Comparison, scoresheets::DRAW_OFFER},
    notation::parse_move,
    rules::DrawReason,
    words::NotationError,
    words::{Event, Token},
};

impl Play {
    /// The draw key: the acceptance of the opponent's standing offer, or an offer. An offer
    /// follows its maker's move (§9.1.2.1): made after it, it is written with it; made before,
    /// it is written with the move the player makes next. Against the computer the player
    /// offers, and the computer answers with its move.
    pub(super) fn offer_draw(&mut self, effects: &mut Vec<Effect>) {
        let player = self.offering_player();
        match self.offers.draw {
            Some(offerer) if self.accepts_offer(offerer) => {
                let said = Message::Tokens(vec![Token::Event(Event::Draw(DrawReason::Agreement))]);
                self.announce(said, self.vocab_id(self.setup.reader()), effects);
                self.finish(KnownOutcome::Draw, effects);
            }
            Some(offerer) if offerer == player => {
                let id = if self.setup.computer_answers_offers() {
                    "draw-offer-stands-computer"
                } else {
                    "draw-offer-stands"
                };
                let said = Message::Ui(id, vec![("color", color_name(player))]);
                self.tell(said, effects);
            }
            _ => {
                self.offers.draw = Some(player);
                let to_move = self.table.game.position().turn();
                let before_own_move = player == to_move && !self.awaiting_press();
                self.offers.with_next_move = before_own_move;
                if !before_own_move {
                    self.write_offer(player);
                }
                let mut said = vec![Message::Tokens(vec![Token::Event(Event::DrawOffer(
                    player,
                ))])];
                if before_own_move {
                    said.push(Message::Ui(
                        "draw-offer-with-move",
                        vec![("color", color_name(player))],
                    ));
                }
                self.announce(Message::Joined(said), self.vocab_id(player), effects);
            }
        }
    }

    /// The offer goes on both scoresheets as "(=)" after the offerer's move (§9.1.2.3) and
    /// into the incident log at that move.
    pub(super) fn write_offer(&mut self, player: Color) {
        for sheet in &mut self.table.sheets {
            if let Some(last) = sheet.last_mut()
                && !last.ends_with(DRAW_OFFER)
            {
                last.push(' ');
                last.push_str(DRAW_OFFER);
            }
        }
        self.log(IncidentKind::DrawOffer { color: player });
    }

    /// Who offers a draw now: against the computer the player; where the clock is pressed by
    /// hand the player who acts now (the mover until the press); otherwise the player who made
    /// the last move, or before any move the player to move.
    fn offering_player(&self) -> Color {
        if let Some(computer) = &self.setup.computer {
            return !computer.color;
        }
        let pressed_by_hand =
            self.timing.clock.control().is_timed() && !self.setup.presses_for_player();
        if pressed_by_hand || self.table.game.plies().is_empty() {
            self.acting_player()
        } else {
            !self.table.game.position().turn()
        }
    }

    /// Whether the draw key now accepts `offerer`'s standing offer: pressed by the other
    /// player (where the press tells who acts), or at one keyboard while the offerer's opponent
    /// is to move. The computer answers its offers itself.
    fn accepts_offer(&self, offerer: Color) -> bool {
        if self.setup.computer_answers_offers() {
            return false;
        }
        let pressed_by_hand =
            self.timing.clock.control().is_timed() && !self.setup.presses_for_player();
        if pressed_by_hand {
            self.acting_player() != offerer
        } else {
            self.table.game.position().turn() != offerer && !self.offers.with_next_move
        }
    }

    /// The claim key: with the move made on the claimant's board but not announced, if there is
    /// one (§9.2.1.1), on the position now otherwise.
    pub(super) fn claim_draw(&mut self, effects: &mut Vec<Effect>) {
        let claimant = self.table.game.position().turn();
        let intended = match self.compare(claimant) {
            Comparison::MoveAhead(m) if self.setup.player(claimant).keeps_board => Some(m),
            _ => None,
        };
        self.claim(intended, effects);
    }

    /// A claim with the move written as text (the entry field, `/claim Nf3`).
    pub(super) fn claim_with_text(&mut self, text: &str, effects: &mut Vec<Effect>) {
        let claimant = self.table.game.position().turn();
        if self.table.result.is_some() {
            return self.refuse_move(NotationError::GameOver, claimant, effects);
        }
        if let Some(wait) = self.waiting() {
            return self.tell(wait, effects);
        }
        let position = self.table.game.position();
        match parse_move(
            position,
            text,
            self.vocabulary(claimant),
            self.style(claimant),
        ) {
            Ok(m) => self.claim(Some(m), effects),
            Err(error) => self.refuse_move(error, claimant, effects),
        }
    }

    /// §9.2, §9.3: the arbiter's decision on a claim by the player to move.
    fn claim(&mut self, intended: Option<Move>, effects: &mut Vec<Effect>) {
        let claimant = self.table.game.position().turn();
        let mut claims = self.table.game.claims();
        if let Some(m) = intended {
            claims.extend(self.table.game.claims_with_move(m));
        }
        let written = intended.map(|m| San::from_move(self.table.game.position(), m).to_string());
        if let Some(claim) = claims.first() {
            let reason = claim.draw_reason();
            self.log(IncidentKind::DrawClaim {
                color: claimant,
                intended: written,
                granted: Some(reason),
                penalty: None,
            });
            let said = Message::Tokens(vec![Token::Event(Event::Draw(reason))]);
            self.announce(said, self.vocab_id(self.setup.reader()), effects);
            return self.finish(KnownOutcome::Draw, effects);
        }
        let penalty = self
            .timing
            .clock
            .control()
            .class()
            .map(|class| class.penalty_bonus())
            .filter(|_| self.setup.needs_repetition());
        self.log(IncidentKind::DrawClaim {
            color: claimant,
            intended: written,
            granted: None,
            penalty,
        });
        let message = match penalty {
            Some(time) => {
                self.timing.clock.add_time(!claimant, time, self.timing.now);
                Message::Ui(
                    "claim-wrong-penalty",
                    vec![("color", color_name(!claimant)), ("time", time_arg(time))],
                )
            }
            None => Message::ui("claim-wrong"),
        };
        self.tell(message, effects);
        if let Some(m) = intended {
            // §9.5.3: the move written with a wrong claim must be played.
            self.tell(Message::ui("claim-move-stands"), effects);
            self.play_announced(m, false, effects);
        }
    }

    pub(super) fn resign(&mut self, effects: &mut Vec<Effect>) {
        // Against the computer only the player resigns.
        let player = match &self.setup.computer {
            Some(computer) => !computer.color,
            None => self.acting_player(),
        };
        if !self.confirmations.resign_again() {
            return self.tell(
                Message::Ui(
                    "resign-confirm",
                    vec![
                        ("color", color_name(player)),
                        ("input", Arg::Select(self.input_kind())),
                    ],
                ),
                effects,
            );
        }
        let said = Message::Tokens(vec![Token::Event(Event::Resignation(player))]);
        self.announce(said, self.vocab_id(self.setup.reader()), effects);
        self.finish(KnownOutcome::Decisive { winner: !player }, effects);
    }
}
