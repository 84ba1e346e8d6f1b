//! The per-move protocol of Appendix D, on the players' physical boards.
//!
//! The mover lifts a piece (a touch, D.2.2: it must move if it can, §4.3), removes a captured
//! piece, places the piece in another hole, and announces the move (D.2.3: only then is it
//! executed); the opponent repeats it and makes it on their board (D.2.1); then the mover presses
//! the clock (D.2.4). Until the press the announcement can be corrected (D.2.8). A move can also
//! be typed: that is its announcement, and the app assumes it was made on the mover's board.
//!
//! On a board that is behind the game (the opponent's move still to make on it) or that differs
//! from it, pieces can be moved freely: that is how the move is executed there, and how a board is
//! put right (D.2.9). When the board then shows the game, the move counts as made there.
//!
//! Whenever a player tries to go on too early, the reply names the missing step.

use shakmaty::{Chess, Color, Move, Piece, Position, Role, Square};

use super::Play;
use super::{
    Arg, Effect, Hand, IncidentKind, Message, Session, View, after_move,
    explore::{occupant_on, piece_on, square_arg, targets_in},
    home,
    table::Turn,
};
use crate::message::color_name;
use crate::{
    announce::{announce_move, events_after_move, move_tokens},
    boards::{self, Comparison, comparison_tokens, scoresheets},
    clock::ClockError,
    keymap::{Act, Context},
    notation::{MoveSpec, parse_move, resolve},
    obstacle::typed_spec,
    speech::queue::Priority,
    words::NotationError,
    words::{Token, Utterance},
};

/// What a key on a board means now, for the player whose board it is.
enum BoardMode {
    /// The player is making their own move: the protocol and touch-move apply.
    OwnMove,
    /// The board is behind or differs: pieces move freely until it shows the game.
    Free,
    /// Not this player's turn, and nothing to put right.
    NotYourTurn,
    /// The player is to move but must wait (for the repetition or the press).
    Waiting(Message),
}

impl Session {
    pub(super) fn act(&mut self, act: Act, effects: &mut Vec<Effect>) {
        if self.play.table.result.is_some() && act != Act::Reconcile {
            let refusal = Message::Tokens(vec![Token::Refusal(Box::new(NotationError::GameOver))]);
            effects.push(self.play.say_to_reader(refusal, Priority::Chatter));
            return;
        }
        let moving = matches!(
            act,
            Act::LiftOrPlace | Act::Remove | Act::Announce | Act::Promote(_)
        );
        if let Some(refusal) = self
            .sealing
            .refusal()
            .filter(|_| moving || act == Act::PressClock || act == Act::Adjourn)
        {
            return self.play.tell(refusal, effects);
        }
        if self.remote.board_premove(&mut self.play, act, effects) {
            return;
        }
        if let Some(refusal) = self
            .move_made_elsewhere(self.play.acting_board())
            .filter(|_| moving)
        {
            return self.play.tell(refusal, effects);
        }
        if self.remote.game_act(&mut self.play, act, effects) {
            return;
        }
        match act {
            Act::LiftOrPlace if self.play.table.hand.is_some() => self.play.place(effects),
            Act::LiftOrPlace => self.play.lift(effects),
            Act::Remove => self.play.remove(effects),
            Act::PutBack => self.play.put_back(effects),
            Act::Announce => self.play.announce_board_move(effects),
            Act::Confirm => self.play.confirm(effects),
            Act::PressClock => self.play.press_clock(effects),
            Act::CorrectAnnouncement => self.play.start_correction(effects),
            Act::Promote(role) => self.play.promote(role, effects),
            Act::CancelPromotion => self.play.cancel_promotion(effects),
            Act::Reconcile => self.play.reconcile(effects),
            Act::OfferDraw => self.play.offer_draw(effects),
            Act::ClaimDraw => self.play.claim_draw(effects),
            Act::Resign => self.play.resign(effects),
            Act::PauseClock => self.play.pause_clock(effects),
            Act::ClaimFlag => self.play.claim_flag(effects),
            Act::ReportTouch => self.play.report_touch(effects),
            Act::Adjourn => self.sealing.adjourn(&mut self.play, String::new(), effects),
            // `Remote::game_act` took it, or said that no game is online: this one is over.
            Act::CancelPremove => self.play.tell(Message::ui("online-game-over"), effects),
        }
    }

    /// Typed text: a move (its announcement), or the correction of the announced one.
    pub(super) fn text(&mut self, text: &str, effects: &mut Vec<Effect>) {
        if self.arbiter_open() {
            return self.arbiter_line(text, effects);
        }
        if self.sealing() {
            return self.sealing.seal(&mut self.play, text, effects);
        }
        if let Some(refusal) = self.sealing.refusal() {
            return self.play.tell(refusal, effects);
        }
        if self.play.setup.clock_only.is_some() {
            let unknown = Message::Ui("clock-unknown-key", vec![("key", Arg::Key(text.into()))]);
            return self.play.tell(unknown, effects);
        }
        if self.play.table.turn.correcting {
            return self.play.correct(text, effects);
        }
        let mover = self.play.table.game.position().turn();
        if self.play.table.result.is_some() {
            return self
                .play
                .refuse_move(NotationError::GameOver, mover, effects);
        }
        if self.remote.premove(&mut self.play, text, effects) {
            return;
        }
        if let Some(refusal) = self.move_made_elsewhere(mover) {
            return self.play.tell(refusal, effects);
        }
        if let Some(wait) = self.play.waiting() {
            return self.play.tell(wait, effects);
        }
        if let Comparison::MoveMissing { before, last } = self.play.compare(mover) {
            return self
                .play
                .tell(self.play.missing_pending(&before, last), effects);
        }
        let m = match parse_move(
            self.play.table.game.position(),
            text,
            self.play.vocabulary(mover),
            self.play.style(mover),
        ) {
            Ok(m) => m,
            Err(error) => {
                let spec = typed_spec(text, self.play.vocabulary(mover));
                return self
                    .play
                    .refuse_move_as_entered(error, mover, spec, effects);
            }
        };
        if let Some(m_from) = m.from()
            && let Some(refusal) = self.play.touch_move_refusal(m_from)
        {
            return self.play.tell(refusal, effects);
        }
        self.play.play_announced(m, false, effects);
    }

    /// A move for `color` is the computer's (while it thinks) or lichess's: what to say
    /// instead of taking it here.
    fn move_made_elsewhere(&self, color: Color) -> Option<Message> {
        if self.play.computer_holds_the_move(color) {
            return Some(Message::ui("engine-thinking"));
        }
        self.remote.holds_the_move(&self.play, color)
    }
}

impl Play {
    // ---- lifting, removing, placing -----------------------------------------------------------

    /// The board the keys act on: the one viewed, or the mover's when the game is viewed.
    fn acting_board(&self) -> Color {
        match self.reader.view {
            View::Board(color) => color,
            View::Game => self.table.game.position().turn(),
        }
    }

    fn board_mode(&self, color: Color) -> BoardMode {
        let mover = self.table.game.position().turn();
        if let Some(hand) = self.table.hand
            && hand.board == color
        {
            return if hand.from_own_move {
                BoardMode::OwnMove
            } else {
                BoardMode::Free
            };
        }
        let comparison = self.compare(color);
        let in_step = comparison == Comparison::InStep;
        if color != mover {
            return if in_step {
                BoardMode::NotYourTurn
            } else {
                BoardMode::Free
            };
        }
        match comparison {
            Comparison::MoveMissing { .. } => BoardMode::Free,
            Comparison::InStep => match self.waiting() {
                Some(wait) => BoardMode::Waiting(wait),
                None => BoardMode::OwnMove,
            },
            _ if self.table.turn.repair[color] => BoardMode::Free,
            _ => BoardMode::OwnMove,
        }
    }

    /// The piece under the cursor on `color`'s board and how keys act there, or `None` after
    /// saying why nothing can be done (`empty` names the message for an empty square).
    fn target(
        &self,
        color: Color,
        empty: &'static str,
        effects: &mut Vec<Effect>,
    ) -> Option<(Piece, BoardMode)> {
        let square = self.reader.cursor;
        let Some(piece) = self.table.boards[color].piece_at(square) else {
            self.tell(
                Message::Ui(empty, vec![("square", square_arg(square))]),
                effects,
            );
            return None;
        };
        match self.board_mode(color) {
            BoardMode::NotYourTurn => self.tell(self.not_your_turn(), effects),
            BoardMode::Waiting(wait) => self.tell(wait, effects),
            mode => return Some((piece, mode)),
        }
        None
    }

    pub(super) fn lift(&mut self, effects: &mut Vec<Effect>) {
        if self.table.turn.promotion.is_some() {
            return self.tell(Message::ui("choose-promotion"), effects);
        }
        let color = self.acting_board();
        let square = self.reader.cursor;
        let Some((piece, mode)) = self.target(color, "lift-empty", effects) else {
            return;
        };
        match mode {
            BoardMode::NotYourTurn | BoardMode::Waiting(_) => {}
            BoardMode::Free => {
                self.table.boards[color].discard_piece_at(square);
                self.table.hand = Some(Hand {
                    board: color,
                    piece,
                    from: square,
                    from_own_move: false,
                });
                let what = Arg::Tokens(occupant_on(Some(piece), square));
                self.tell(Message::Ui("lifted-free", vec![("piece", what)]), effects);
            }
            BoardMode::OwnMove if piece.color != color => {
                self.remove_captured(color, square, piece, effects)
            }
            BoardMode::OwnMove => {
                // The touched piece lifted again from where it was placed keeps its hole.
                let from = match (self.table.turn.placed_at, self.table.turn.touched) {
                    (Some(placed), Some(touched)) if placed == square => touched,
                    _ => square,
                };
                if let Some(refusal) = self.touch_move_refusal(from) {
                    return self.tell(refusal, effects);
                }
                if self.table.turn.touched.is_none() && self.has_moves_from(from) {
                    self.log(IncidentKind::Touched {
                        color,
                        role: piece.role,
                        square: from,
                    });
                }
                self.table.turn.touched = Some(from);
                self.table.turn.placed_at = None;
                self.table.boards[color].discard_piece_at(square);
                self.table.hand = Some(Hand {
                    board: color,
                    piece,
                    from,
                    from_own_move: true,
                });
                if self.survey().helps_withheld() {
                    let what = Arg::Tokens(occupant_on(Some(piece), from));
                    return self.tell(Message::Ui("lifted-free", vec![("piece", what)]), effects);
                }
                let targets = targets_in(self.table.game.position(), from, false);
                let piece_words = Arg::Tokens(piece_on(piece.role, from));
                let message = if targets.is_empty() {
                    Message::Ui("lifted-no-moves", vec![("piece", piece_words)])
                } else {
                    Message::Ui(
                        "lifted",
                        vec![("piece", piece_words), ("moves", Arg::List(targets))],
                    )
                };
                self.tell(message, effects);
            }
        }
    }

    pub(super) fn remove(&mut self, effects: &mut Vec<Effect>) {
        let color = self
            .table
            .hand
            .map_or_else(|| self.acting_board(), |h| h.board);
        let square = self.reader.cursor;
        let Some((piece, mode)) = self.target(color, "remove-empty", effects) else {
            return;
        };
        match mode {
            BoardMode::NotYourTurn | BoardMode::Waiting(_) => {}
            BoardMode::Free => {
                self.table.boards[color].discard_piece_at(square);
                let what = Arg::Tokens(occupant_on(Some(piece), square));
                self.tell(Message::Ui("removed", vec![("piece", what)]), effects);
                self.board_changed_freely(color, effects);
            }
            BoardMode::OwnMove if piece.color == color => self.tell(
                Message::Ui("remove-own", vec![("square", square_arg(square))]),
                effects,
            ),
            BoardMode::OwnMove => self.remove_captured(color, square, piece, effects),
        }
    }

    /// D.2.3: the mover takes the captured piece off their board; some move of theirs (of the
    /// touched piece, once one is touched) must capture it.
    fn remove_captured(
        &mut self,
        color: Color,
        square: Square,
        piece: Piece,
        effects: &mut Vec<Effect>,
    ) {
        let takes_it = self
            .table
            .game
            .position()
            .legal_moves()
            .into_iter()
            .any(|m| {
                captured_square(m) == Some(square)
                    && self.table.turn.touched.is_none_or(|t| m.from() == Some(t))
            });
        let what = Arg::Tokens(occupant_on(Some(piece), square));
        if !takes_it {
            return self.refuse_attempt(
                Message::Ui("remove-no-capture", vec![("piece", what)]),
                effects,
            );
        }
        self.table.boards[color].discard_piece_at(square);
        self.tell(Message::Ui("removed", vec![("piece", what)]), effects);
    }

    pub(super) fn place(&mut self, effects: &mut Vec<Effect>) {
        let Some(hand) = self.table.hand else { return };
        let board = hand.board;
        let square = self.reader.cursor;
        let occupant = self.table.boards[board].piece_at(square);
        if !hand.from_own_move {
            if let Some(there) = occupant {
                let what = Arg::Tokens(occupant_on(Some(there), square));
                return self.tell(
                    Message::Ui("place-occupied", vec![("piece", what)]),
                    effects,
                );
            }
            self.table.hand = None;
            return self.set_down_freely(hand, square, effects);
        }
        if square == hand.from {
            return self.put_back(effects);
        }
        let candidates: Vec<Move> = self
            .table
            .game
            .position()
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(hand.from) && lands_on(*m, square))
            .collect();
        if let Some(there) = occupant {
            let what = Arg::Tokens(occupant_on(Some(there), square));
            if there.color == hand.piece.color {
                let said = Message::Ui("place-own-piece", vec![("piece", what)]);
                return self.tell(said, effects);
            }
            // At home the piece placed takes what stands there, or is told why it cannot.
            if !self.setup.executes_on_placing() {
                if candidates.is_empty() {
                    let refusal = Message::Ui("place-occupied", vec![("piece", what)]);
                    return self.refuse_attempt(refusal, effects);
                }
                let said = Message::Ui("missing-remove", vec![("piece", what)]);
                return self.tell(said, effects);
            }
        }
        let Some(&m) = candidates.first() else {
            let spec = MoveSpec::Normal {
                role: Some(hand.piece.role),
                from_file: Some(hand.from.file()),
                from_rank: Some(hand.from.rank()),
                capture: self
                    .table
                    .game
                    .position()
                    .board()
                    .piece_at(square)
                    .is_some(),
                to: square,
                promotion: None,
            };
            let mover = self.table.game.position().turn();
            let error = resolve(self.table.game.position(), spec, self.style(mover))
                .err()
                .unwrap_or(NotationError::Incomplete);
            return self.refuse_move_as_entered(error, mover, Some(spec), effects);
        };
        self.table.hand = None;
        if m.is_castle() {
            // The rook moves with the king: both holes change.
            let mut after = self.table.game.position().clone();
            after.play_unchecked(m);
            self.table.boards[board] = after.board().clone();
            self.table.turn.placed_at = Some(square);
            return self.placed(m, effects);
        }
        self.table.boards[board].set_piece_at(square, hand.piece);
        self.table.turn.placed_at = Some(square);
        if m.promotion().is_some() {
            self.table.turn.promotion = Some((hand.board, square));
            self.reader.context = Context::Promotion;
            return self.tell(Message::ui("choose-promotion"), effects);
        }
        self.placed(m, effects);
    }

    /// Says what was placed and what is still to do: remove an en-passant pawn, or announce.
    /// At home the move placed is executed at once.
    pub(super) fn placed(&mut self, m: Move, effects: &mut Vec<Effect>) {
        if self.setup.executes_on_placing() {
            return self.play_announced(m, false, effects);
        }
        let mover = self.table.game.position().turn();
        let words = Arg::Tokens(move_tokens(
            self.table.game.position(),
            m,
            self.style(mover),
        ));
        if let Some(square) = captured_square(m).filter(|&square| square != m.to())
            && let Some(passed) = self.table.boards[mover].piece_at(square)
        {
            let what = Arg::Tokens(occupant_on(Some(passed), square));
            return self.tell(
                Message::Ui("placed-remove", vec![("move", words), ("piece", what)]),
                effects,
            );
        }
        self.tell(Message::Ui("placed", vec![("move", words)]), effects);
    }

    fn put_back(&mut self, effects: &mut Vec<Effect>) {
        if self.table.turn.promotion.is_some() {
            return self.cancel_promotion(effects);
        }
        let Some(hand) = self.table.hand.take() else {
            let color = self.acting_board();
            if color == self.table.game.position().turn() && self.table.turn.touched.is_some() {
                // Undo what was done on the board this move; the touched piece stays touched.
                self.table.boards[color] = self.table.game.position().board().clone();
                self.table.turn.placed_at = None;
                return self.tell(self.put_back_message(), effects);
            }
            return self.tell(Message::ui("nothing-lifted"), effects);
        };
        if hand.from_own_move {
            self.table.boards[hand.board].set_piece_at(hand.from, hand.piece);
            self.tell(self.put_back_message(), effects);
        } else {
            self.set_down_freely(hand, hand.from, effects);
        }
    }

    /// A piece set down on a board being put right; the board may show the game again.
    fn set_down_freely(&mut self, hand: Hand, square: Square, effects: &mut Vec<Effect>) {
        self.table.boards[hand.board].set_piece_at(square, hand.piece);
        let what = Arg::Tokens(occupant_on(Some(hand.piece), square));
        self.tell(Message::Ui("placed-free", vec![("piece", what)]), effects);
        self.board_changed_freely(hand.board, effects);
    }

    fn put_back_message(&self) -> Message {
        match self.table.turn.touched {
            Some(touched) if self.has_moves_from(touched) => self.touch_move_message(touched),
            _ => Message::ui("put-back"),
        }
    }

    fn promote(&mut self, role: Role, effects: &mut Vec<Effect>) {
        let Some((color, square)) = self.table.turn.promotion.take() else {
            return self.tell(Message::ui("nothing-lifted"), effects);
        };
        self.reader.context = Context::Board;
        self.table.boards[color].set_piece_at(square, Piece { color, role });
        let promotion = self
            .table
            .game
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| {
                m.to() == square
                    && m.promotion() == Some(role)
                    && m.from() == self.table.turn.touched
            });
        match promotion {
            Some(m) => self.placed(m, effects),
            None => self.tell(Message::ui("choose-promotion"), effects),
        }
    }

    fn cancel_promotion(&mut self, effects: &mut Vec<Effect>) {
        let (Some((color, square)), Some(from)) =
            (self.table.turn.promotion.take(), self.table.turn.touched)
        else {
            return;
        };
        self.reader.context = Context::Board;
        let board = &mut self.table.boards[color];
        if let Some(pawn) = board.remove_piece_at(square) {
            board.set_piece_at(
                from,
                Piece {
                    color,
                    role: pawn.role,
                },
            );
        }
        self.table.turn.placed_at = None;
        self.tell(self.put_back_message(), effects);
    }

    /// After a free change: when the board shows the game again, the move is made there.
    fn board_changed_freely(&mut self, color: Color, effects: &mut Vec<Effect>) {
        if self.table.hand.is_none() && self.compare(color) == Comparison::InStep {
            self.board_now_in_step(color, effects);
        }
    }

    fn board_now_in_step(&mut self, color: Color, effects: &mut Vec<Effect>) {
        self.table.turn.repair[color] = false;
        if color == self.table.game.position().turn() {
            self.table.turn.unrepeated = false;
        }
        let note = comparison_tokens(
            self.board_name(color),
            &Comparison::InStep,
            self.table.game.position(),
            self.style(color),
        );
        effects.push(self.say_to_reader(Message::Tokens(note.concat()), Priority::Chatter));
    }

    // ---- announcing, repeating, pressing -------------------------------------------------

    /// The move the mover's board shows, or what is still missing before it shows one.
    fn board_move(&self) -> Result<Move, Message> {
        let mover = self.table.game.position().turn();
        if let Some(hand) = self.table.hand
            && hand.board == mover
        {
            let what = Arg::Tokens(piece_on(hand.piece.role, hand.from));
            return Err(Message::Ui("missing-place", vec![("piece", what)]));
        }
        if self.table.turn.promotion.is_some() {
            return Err(Message::ui("choose-promotion"));
        }
        match self.compare(mover) {
            Comparison::InStep => Err(Message::Ui(
                "missing-move",
                vec![("input", Arg::Select(self.input_kind()))],
            )),
            Comparison::MoveMissing { before, last } => Err(self.missing_pending(&before, last)),
            Comparison::MoveAhead(m) => Ok(m),
            Comparison::Squares(differences) => {
                if let Some(square) = self.uncleared_capture(mover) {
                    let piece = self.table.boards[mover].piece_at(square);
                    let what = Arg::Tokens(occupant_on(piece, square));
                    return Err(Message::Ui("missing-remove", vec![("piece", what)]));
                }
                let listed = differences
                    .into_iter()
                    .map(|d| vec![Token::Difference(d)])
                    .collect();
                Err(Message::Ui(
                    "missing-not-legal",
                    vec![("differences", Arg::List(listed))],
                ))
            }
        }
    }

    /// An en-passant capture placed but the captured pawn still on the board.
    fn uncleared_capture(&self, color: Color) -> Option<Square> {
        let position = self.table.game.position();
        position.legal_moves().into_iter().find_map(|m| {
            let square = captured_square(m)?;
            let mut board = self.table.boards[color].clone();
            board.discard_piece_at(square);
            let mut after = position.clone();
            after.play_unchecked(m);
            (&board == after.board()).then_some(square)
        })
    }

    fn announce_board_move(&mut self, effects: &mut Vec<Effect>) {
        if let Some(wait) = self.waiting() {
            return self.tell(wait, effects);
        }
        match self.board_move() {
            Ok(m) => self.play_announced(m, false, effects),
            Err(missing) => self.tell(missing, effects),
        }
    }

    /// The move is announced (D.2.3: executed): into the game and onto both scoresheets.
    pub(super) fn play_announced(&mut self, m: Move, correction: bool, effects: &mut Vec<Effect>) {
        let mover = self.table.game.position().turn();
        let before = self.table.game.position().clone();
        let san = match self.table.game.play(m) {
            Ok(ply) => ply.san.to_string(),
            Err(_) => return self.refuse_move(NotationError::GameOver, mover, effects),
        };
        if self.timing.clock.control().is_timed() && !self.timing.clock.is_started() {
            let _ = self.timing.clock.start(self.timing.now, mover);
        }
        self.table.boards[mover] = self.table.game.position().board().clone();
        if self.table.hand.is_some_and(|h| h.board == mover) {
            self.table.hand = None;
        }
        for sheet in &mut self.table.sheets {
            sheet.push(san.clone());
        }
        if self.offers.after_move(mover) {
            self.write_offer(mover);
        }
        self.reader.back_to_the_game();
        let opponent = !mover;
        let opponent_keeps_board = self.setup.player(opponent).keeps_board;
        self.table.turn = Turn {
            announced: true,
            unrepeated: opponent_keeps_board,
            ..Turn::default()
        };
        if !opponent_keeps_board {
            self.table.boards[opponent] = self.table.game.position().board().clone();
        }
        let words = announce_move(&before, m, self.style(mover));
        let mut said = after_move::move_framed(&self.setup, &before, m, words);
        if correction {
            said.insert(0, Message::ui("corrected"));
        }
        said.extend(
            self.survey()
                .fair_events(events_after_move(&self.table.game))
                .into_iter()
                .map(|event| Message::Tokens(vec![Token::Event(event)])),
        );
        let end = self.table.game.automatic_end();
        if end.is_none() {
            home::press_for_player(&self.setup, &mut self.timing, &mut self.table, mover);
            said.extend(after_move::turn_after(
                &self.setup,
                &self.table,
                &self.timing,
            ));
        }
        self.announce(Message::Joined(said), self.move_vocab(mover), effects);
        if let Some(end) = end {
            self.finish(end.outcome(), effects);
        }
    }

    /// D.2.10.5: the sighted player touched the piece under the cursor. It is recorded for the
    /// arbiter; on that player's turn the piece must then be moved if it can (§4.3).
    fn report_touch(&mut self, effects: &mut Vec<Effect>) {
        let square = self.reader.cursor;
        let position = self.table.game.position();
        let Some(piece) = self.board(self.reader.view).piece_at(square) else {
            let message = Message::Ui(
                "touch-report-empty",
                vec![("square", super::explore::square_arg(square))],
            );
            return self.tell(message, effects);
        };
        let binding = piece.color == position.turn()
            && self.table.turn.touched.is_none()
            && position
                .legal_moves()
                .iter()
                .any(|m| m.from() == Some(square));
        if binding {
            self.table.turn.touched = Some(square);
        }
        self.log(IncidentKind::TouchReported {
            color: piece.color,
            role: piece.role,
            square,
        });
        let message = Message::Ui(
            "touch-reported",
            vec![
                ("color", color_name(piece.color)),
                (
                    "piece",
                    crate::message::Arg::Tokens(piece_on(piece.role, square)),
                ),
            ],
        );
        self.tell(message, effects);
    }

    /// Refuses a move (typed, placed or corrected) with its reason — in a tournament game
    /// without one (`Survey::move_refusal`). An attempt the rules refuse goes into a tournament's
    /// incident log.
    pub(super) fn refuse_move(
        &mut self,
        error: NotationError,
        color: Color,
        effects: &mut Vec<Effect>,
    ) {
        self.refuse_move_as_entered(error, color, None, effects);
    }

    /// `refuse_move`, naming at home what stands in the way of the move entered (`spec`).
    fn refuse_move_as_entered(
        &mut self,
        error: NotationError,
        color: Color,
        spec: Option<MoveSpec>,
        effects: &mut Vec<Effect>,
    ) {
        if super::fair::is_illegal_attempt(&error) && self.setup.fair_play() {
            self.log(IncidentKind::IllegalAttempt { color });
        }
        let message = self.survey().move_refusal(error, spec);
        effects.push(self.say(message, self.vocab_id(color), Priority::Chatter));
    }

    /// An attempt the board refuses before any move is named: `Survey::attempt_refusal`, logged
    /// in a tournament.
    fn refuse_attempt(&mut self, at_home: Message, effects: &mut Vec<Effect>) {
        if self.setup.fair_play() {
            let color = self.table.game.position().turn();
            self.log(IncidentKind::IllegalAttempt { color });
        }
        let message = self.survey().attempt_refusal(at_home);
        self.tell(message, effects);
    }

    /// Why the player to move cannot begin yet: the mover has not pressed the clock (D.2.4), or
    /// (in a tournament) the last move is still to be repeated and made on their board (D.2.1).
    pub(super) fn waiting(&self) -> Option<Message> {
        let to_move = self.table.game.position().turn();
        if self.awaiting_press() {
            return Some(Message::Ui(
                "wait-press",
                vec![("color", color_name(!to_move))],
            ));
        }
        self.repetition_due()
    }

    /// The reminder that the player to move must first repeat the last move (tournament).
    fn repetition_due(&self) -> Option<Message> {
        (self.setup.needs_repetition() && self.table.turn.unrepeated).then(|| {
            let to_move = self.table.game.position().turn();
            Message::Ui("wait-repetition", vec![("color", color_name(to_move))])
        })
    }

    /// D.2.1: the opponent repeated the move and made it on their board. Also: "my board shows
    /// the game now" (a pending move made, a board put right after a repair).
    fn confirm(&mut self, effects: &mut Vec<Effect>) {
        let repeating = self.table.turn.unrepeated;
        let color = match (repeating, self.reader.view) {
            (true, _) => self.table.game.position().turn(),
            (false, View::Board(color)) => color,
            (false, View::Game) => self.setup.reader(),
        };
        if self.table.hand.is_some_and(|h| h.board == color) {
            return self.tell(Message::ui("nothing-lifted-place-first"), effects);
        }
        match self.compare(color) {
            Comparison::InStep if repeating => {
                self.table.turn.unrepeated = false;
                let message = Message::Ui("repeated", vec![("color", color_name(color))]);
                self.tell(message, effects);
            }
            Comparison::MoveMissing { before, last } => {
                self.table.boards[color] = self.table.game.position().board().clone();
                if repeating {
                    self.table.turn.unrepeated = false;
                }
                let words = Arg::Tokens(self.move_words(&before, last));
                let board = Arg::Select(self.board_name(color).as_str());
                self.tell(
                    Message::Ui("made-on-board", vec![("move", words), ("board", board)]),
                    effects,
                );
            }
            Comparison::Squares(_) if self.table.turn.repair[color] => {
                self.table.boards[color] = self.table.game.position().board().clone();
                self.board_now_in_step(color, effects);
            }
            comparison => {
                let lines = comparison_tokens(
                    self.board_name(color),
                    &comparison,
                    self.table.game.position(),
                    self.style(color),
                );
                let parts = lines.into_iter().map(Message::Tokens).collect();
                self.tell(Message::Joined(parts), effects);
            }
        }
    }

    /// D.2.4: the clock is pressed after the move is executed (and, in a tournament, repeated).
    fn press_clock(&mut self, effects: &mut Vec<Effect>) {
        if let Some(first) = self.setup.clock_only {
            return self.press_only_the_clock(first, effects);
        }
        if !self.timing.clock.control().is_timed() {
            return self.tell(Message::ui("no-clock"), effects);
        }
        let to_move = self.table.game.position().turn();
        if !self.timing.clock.is_started() {
            let _ = self.timing.clock.start(self.timing.now, to_move);
            return self.tell(
                Message::Ui("clock-running", vec![("color", color_name(to_move))]),
                effects,
            );
        }
        if self.setup.presses_for_player() && !self.table.game.plies().is_empty() {
            // At home the press came with the move: nothing is left to press.
            let running = self.timing.clock.active().unwrap_or(to_move);
            return self.tell(
                Message::Ui(
                    "clock-pressed-with-move",
                    vec![("color", color_name(running))],
                ),
                effects,
            );
        }
        if self.awaiting_press() && self.timing.clock.press(self.timing.now).is_ok() {
            // D.2.4: the press follows the announcement; the opponent repeats on their own time.
            self.table.turn.announced = false;
            self.timing.note_press(&self.table.game);
            let running = Message::Ui("clock-running", vec![("color", color_name(to_move))]);
            let message = match self.repetition_due() {
                Some(reminder) => Message::Joined(vec![running, reminder]),
                None => running,
            };
            return self.tell(message, effects);
        }
        let missing = match self.board_move() {
            Ok(m) => {
                let words = move_tokens(self.table.game.position(), m, self.style(to_move));
                Message::Ui("press-not-announced", vec![("move", Arg::Tokens(words))])
            }
            Err(missing) => Message::Ui(
                "press-too-early",
                vec![("missing", Arg::Message(Box::new(missing)))],
            ),
        };
        self.tell(missing, effects);
    }

    /// Where the app is only the clock, a press completes a move: the first press starts
    /// `first`'s clock.
    fn press_only_the_clock(&mut self, first: Color, effects: &mut Vec<Effect>) {
        let pressed = if self.timing.clock.is_started() {
            self.timing.clock.press(self.timing.now)
        } else {
            self.timing.clock.start(self.timing.now, first)
        };
        let message = match pressed {
            Ok(()) => {
                let running = self.timing.clock.active().unwrap_or(first);
                Message::Ui("clock-running", vec![("color", color_name(running))])
            }
            Err(error) => clock_refusal(error),
        };
        self.tell(message, effects);
    }

    /// Both clocks stop, or run again (§6.11). In a tournament game only the arbiter does this.
    fn pause_clock(&mut self, effects: &mut Vec<Effect>) {
        let tournament = matches!(self.setup.mode, super::Mode::Tournament { .. });
        if tournament && self.setup.clock_only.is_none() {
            return self.tell(Message::ui("clock-pause-arbiter"), effects);
        }
        self.pause_or_resume(!self.timing.clock.is_paused(), effects);
    }

    // ---- D.2.8: correcting an announcement -----------------------------------------------------

    fn start_correction(&mut self, effects: &mut Vec<Effect>) {
        let Some((before, last)) = self.table.game.before_last() else {
            return self.tell(Message::ui("nothing-to-correct"), effects);
        };
        if !self.table.turn.announced || self.table.turn.touched.is_some() {
            return self.tell(Message::ui("correct-too-late"), effects);
        }
        self.table.turn.correcting = true;
        self.reader.context = Context::MoveEntry;
        let words = self.move_words(&before, last);
        self.tell(
            Message::Ui("correct-type", vec![("move", Arg::Tokens(words))]),
            effects,
        );
    }

    fn correct(&mut self, text: &str, effects: &mut Vec<Effect>) {
        let Some((before, last)) = self.table.game.before_last() else {
            self.table.turn.correcting = false;
            return;
        };
        let mover = before.turn();
        let m = match parse_move(&before, text, self.vocabulary(mover), self.style(mover)) {
            Ok(m) => m,
            Err(error) => return self.refuse_move(error, mover, effects),
        };
        self.table.turn.correcting = false;
        if m == last {
            return self.tell(Message::ui("correct-same"), effects);
        }
        let san = |m| shakmaty::san::San::from_move(&before, m).to_string();
        self.log(IncidentKind::Corrected {
            color: mover,
            was: san(last),
            now: san(m),
        });
        let opponent = !mover;
        let opponent_had_it = self.compare(opponent) == Comparison::InStep;
        self.table.game.truncate(self.table.game.plies().len() - 1);
        for sheet in &mut self.table.sheets {
            sheet.pop();
        }
        if opponent_had_it {
            // The opponent's board showed the wrong move: it is behind again.
            self.table.boards[opponent] = before.board().clone();
        }
        self.play_announced(m, true, effects);
    }

    // ---- D.2.9: scoresheets decide ---------------------------------------------------------

    pub(super) fn reconcile(&mut self, effects: &mut Vec<Effect>) {
        let verdict = scoresheets::reconcile(
            self.table.game.initial_position(),
            &self.table.sheets.white,
            &self.table.sheets.black,
        );
        let common = self
            .table
            .game
            .plies()
            .iter()
            .zip(&verdict.agreed)
            .take_while(|(ply, agreed)| ply.mv == **agreed)
            .count();
        let changed = common < self.table.game.plies().len() || common < verdict.agreed.len();
        self.table.game.truncate(common);
        for &m in &verdict.agreed[common..] {
            let _ = self.table.game.play(m);
        }
        let agreed = verdict.agreed.len();
        self.log(IncidentKind::Reconciled {
            agreed,
            sheets_agree: verdict.sheets_agree,
        });
        let mut said = Vec::new();
        if verdict.sheets_agree {
            said.push(Message::Ui(
                "sheets-agree",
                vec![("n", Arg::Number(agreed as u64))],
            ));
        } else {
            for sheet in &mut self.table.sheets {
                sheet.truncate(agreed);
            }
            let differing = verdict.position.turn();
            said.push(Message::Ui(
                "sheets-differ",
                vec![
                    ("color", color_name(differing)),
                    (
                        "number",
                        Arg::Number(u64::from(verdict.position.fullmoves().get())),
                    ),
                ],
            ));
        }
        self.table.hand = None;
        if changed {
            self.table.result = None;
            self.table.turn = Turn::default();
            self.restart_clock_for_side_to_move();
        } else {
            // The game stands: only the boards are put right; a pending press stays pending.
            self.table.turn = Turn {
                announced: self.table.turn.announced,
                unrepeated: self.table.turn.unrepeated,
                ..Turn::default()
            };
        }
        for color in [self.setup.reader(), !self.setup.reader()] {
            if !self.setup.player(color).keeps_board {
                self.table.boards[color] = self.table.game.position().board().clone();
                continue;
            }
            let comparison = self.compare(color);
            if comparison == Comparison::InStep {
                continue;
            }
            said.extend(self.board_to_put_right(color, &comparison));
        }
        self.announce(
            Message::Joined(said),
            self.vocab_id(self.setup.reader()),
            effects,
        );
    }

    /// `color`'s board differs from the game: it may be put right freely, and what differs is
    /// said square by square, then how to confirm it (D.2.9, §7.4).
    pub(super) fn board_to_put_right(
        &mut self,
        color: Color,
        comparison: &Comparison,
    ) -> Vec<Message> {
        self.table.turn.repair[color] = true;
        let lines = comparison_tokens(
            self.board_name(color),
            comparison,
            self.table.game.position(),
            self.style(color),
        );
        let mut said: Vec<Message> = lines.into_iter().map(Message::Tokens).collect();
        said.push(Message::ui("put-right"));
        said
    }

    /// After moves are taken back the clock of the player now to move runs, and each clock
    /// counts the moves that player has left in the game (the times are the arbiter's to set).
    pub(super) fn restart_clock_for_side_to_move(&mut self) {
        let to_move = self.table.game.position().turn();
        if self.timing.clock.is_started() && self.timing.clock.active() == Some(!to_move) {
            let _ = self.timing.clock.press(self.timing.now);
        }
        let plies = self.table.game.plies().len() as u32;
        let first = self.table.game.initial_position().turn();
        for color in [Color::White, Color::Black] {
            let own = if color == first {
                plies.div_ceil(2)
            } else {
                plies / 2
            };
            self.timing.clock.set_moves(color, own);
        }
    }

    // ---- draws and resignation --------------------------------------------------------------

    /// Who acts now: the player who has just announced until the clock is pressed (an offer is
    /// made after the move, §9.1.2.1), otherwise the player to move.
    pub(super) fn acting_player(&self) -> Color {
        let to_move = self.table.game.position().turn();
        if self.awaiting_press() {
            !to_move
        } else {
            to_move
        }
    }

    /// The last move is announced and its mover's clock still runs.
    pub(super) fn awaiting_press(&self) -> bool {
        self.table.turn.announced
            && self.timing.clock.active() == Some(!self.table.game.position().turn())
    }

    // ---- helpers ---------------------------------------------------------------------------

    /// How a player's board stands to the game.
    pub(super) fn compare(&self, color: Color) -> Comparison {
        let before = self.table.game.before_last();
        boards::compare(
            self.board_name(color),
            &self.table.boards[color],
            self.table.game.position(),
            before.as_ref().map(|(position, m)| (position, *m)),
            self.setup.reader(),
        )
    }

    fn has_moves_from(&self, square: Square) -> bool {
        self.table
            .game
            .position()
            .legal_moves()
            .iter()
            .any(|m| m.from() == Some(square))
    }

    /// §4.3: moving the piece from `from` is refused while another touched piece can move.
    fn touch_move_refusal(&self, from: Square) -> Option<Message> {
        let touched = self.table.turn.touched?;
        (touched != from && self.has_moves_from(touched)).then(|| self.touch_move_message(touched))
    }

    /// A move as its mover announces it ("Springer Felix sechs").
    fn move_words(&self, before: &Chess, m: Move) -> Utterance {
        move_tokens(before, m, self.style(before.turn()))
    }

    /// "First make … on your board": the last move is still pending there.
    fn missing_pending(&self, before: &Chess, last: Move) -> Message {
        let words = Arg::Tokens(self.move_words(before, last));
        Message::Ui("missing-pending", vec![("move", words)])
    }

    pub(super) fn touch_move_message(&self, touched: Square) -> Message {
        let piece = self
            .table
            .game
            .position()
            .board()
            .piece_at(touched)
            .map_or(Role::Pawn, |p| p.role);
        Message::Ui(
            "touch-move",
            vec![("piece", Arg::Tokens(piece_on(piece, touched)))],
        )
    }

    fn not_your_turn(&self) -> Message {
        Message::Ui(
            "not-your-turn",
            vec![("color", color_name(self.table.game.position().turn()))],
        )
    }

    pub(super) fn vocabulary(&self, color: Color) -> &'static crate::vocab::Vocabulary {
        crate::vocab::Vocabulary::get(self.vocab_id(color))
    }

    /// Whether the player types lines (the terminal) or presses keys: the words that tell them
    /// what to do next differ.
    pub(super) fn input_kind(&self) -> &'static str {
        if self.reader.context == Context::Lines {
            "lines"
        } else {
            "keys"
        }
    }

    /// A reply to the player at the keyboard.
    pub(super) fn tell(&self, message: Message, effects: &mut Vec<Effect>) {
        effects.push(self.say_to_reader(message, Priority::Chatter));
    }
}

/// Why the clock did not do what was asked.
pub(super) fn clock_refusal(error: ClockError) -> Message {
    Message::ui(match error {
        ClockError::Paused => "clock-error-paused",
        ClockError::NotStarted | ClockError::AlreadyStarted | ClockError::NotPaused => {
            "clock-error-not-started"
        }
    })
}

/// The square whose piece a move captures (the passed pawn's for en passant).
pub(super) fn captured_square(m: Move) -> Option<Square> {
    match m {
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        Move::Normal {
            capture: Some(_),
            to,
            ..
        } => Some(to),
        _ => None,
    }
}

/// Whether placing the moved piece on `square` makes `m`: castling by the king's destination
/// (or, in Chess960 style, the rook's square).
fn lands_on(m: Move, square: Square) -> bool {
    match (m, m.castling_side()) {
        (Move::Castle { king, rook }, Some(side)) => {
            square == Square::from_coords(side.king_to_file(), king.rank()) || square == rook
        }
        _ => m.to() == square,
    }
}
