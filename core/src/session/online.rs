//! An online game in the session: the opponent sits at lichess, not at this keyboard. The
//! server's lines come in as `Input::Server`; the player's move goes out as `Effect::Online`
//! once their clock is pressed (at once, or by hand when the player wants to check it first,
//! D.2.8); the opponent's move is announced as it arrives and, on a tactile board, waits to be
//! made there as a sighted opponent's move does. The server is the arbiter: its clock replaces
//! ours at every `gameState`, no flag falls here, and the game ends when lichess says so.
//!
//! The session keeps, in [`Remote`], only what the server has not yet confirmed: the move sent
//! and its request, the offers standing, whether the opponent has gone, and the player's
//! premove (`premove.rs`): a move typed while the opponent is to move, made and sent the moment
//! the opponent's move arrives if it is legal then. A premove never goes out unmeant: when the
//! player presses the clock by hand, it goes at once only if they pressed for it ahead;
//! otherwise it is made and waits for the press, as every move of theirs does.

use shakmaty::{Chess, Color, KnownOutcome, Move, Position, Square};

use super::Play;
use super::premove::{Premove, Unread};
use super::{
    Arg, Effect, Message, WindowAct,
    explore::{occupant_on, piece_on, square_arg},
    home,
    table::Turn,
};
use crate::message::{color_name, shown};
use crate::online::{
    Incoming, Link, OnlineAct, Outgoing, RequestError, Room,
    sync::{self, Change},
    wire::{ChatLine, GameLine, GameState, OpponentGone, Status},
};
use crate::{
    keymap::{Act, OnlineKey},
    speech::queue::Priority,
    words::{Event, Token},
};

/// The most characters of a chat line said (lichess allows 140).
const CHAT_SAID: usize = 140;

/// What the session keeps of an online game besides the game itself.
#[derive(Clone, Debug, Default)]
pub(super) struct Remote {
    next_id: u64,
    /// The plies the server has or has been sent.
    sent_plies: usize,
    /// Our move in flight: its request and its ply.
    move_request: Option<(u64, usize)>,
    /// The opponent proposes a takeback.
    takeback_offered: bool,
    /// The player proposed a takeback and waits for the answer.
    takeback_asked: bool,
    /// The opponent left: the session time from which the win may be claimed, and whether
    /// that moment was said.
    gone: Option<Gone>,
    /// The stream was lost: the next `Link::Up` is a reconnection worth saying.
    lost: bool,
    /// The game ended without a result (aborted, or not started in time).
    ended: Option<Status>,
    /// The first-move deadline was said.
    deadline_said: bool,
    /// A malformed line was said: further ones are not (one reason is enough).
    bad_line_said: bool,
    /// The player's next move, typed while the opponent is to move.
    premove: Option<Premove>,
    /// The square of the player's piece lifted on the board for a premove, not yet placed.
    premove_lifted: Option<Square>,
    /// Correspondence: the side to move and the session time by which it must move, from
    /// lichess's correspondence clock (its `wtime`/`btime`, the time left for the move).
    deadline: Option<(Color, std::time::Duration)>,
}

/// The opponent has left the game.
#[derive(Clone, Copy, Debug)]
struct Gone {
    /// From when lichess lets the win be claimed.
    claim_from: std::time::Duration,
    /// "You may claim the win now" was said.
    said: bool,
}

impl Remote {
    fn request(&mut self, request: Outgoing) -> (u64, Effect) {
        self.next_id += 1;
        let id = self.next_id;
        (id, Effect::Online { id, request })
    }
}

impl Remote {
    /// The colour the player at this keyboard plays online, when the game is online.
    fn online_color(&self, play: &Play) -> Option<Color> {
        play.setup.online.as_ref().map(|online| online.color)
    }

    /// The online game is being played: neither over by the rules nor ended by the server.
    fn online_on(&self, play: &Play) -> bool {
        self.online_color(play).is_some() && play.table.result.is_none() && self.ended.is_none()
    }

    /// A move for `color` that lichess makes, not this keyboard: what to say instead.
    pub(super) fn holds_the_move(&self, play: &Play, color: Color) -> Option<Message> {
        let ours = self.online_color(play)?;
        (color != ours)
            .then(|| Message::Ui("online-opponents-move", vec![("color", color_name(color))]))
    }

    /// After every input: the player's move, executed and pressed, is sent.
    pub(super) fn send_move_if_due(&mut self, play: &mut Play, effects: &mut Vec<Effect>) {
        let Some(ours) = self.online_color(play) else {
            return;
        };
        let plies = play.table.game.plies().len();
        if self.ended.is_some() || plies <= self.sent_plies || play.awaiting_press() {
            return;
        }
        let Some(last) = play.table.game.plies().last() else {
            return;
        };
        // Only our own last move is sent: the opponent's came from the server.
        if play.table.game.position().turn() == ours {
            self.sent_plies = plies;
            return;
        }
        let offering_draw = play.offers.draw == Some(ours) && play.offers.with_next_move;
        let request = Outgoing::Move {
            uci: sync::uci(&last.mv),
            offering_draw,
        };
        let (id, effect) = self.request(request);
        self.move_request = Some((id, plies - 1));
        self.sent_plies = plies;
        effects.push(effect);
    }

    /// What lichess sent.
    pub(super) fn server_input(
        &mut self,
        play: &mut Play,
        incoming: Incoming,
        effects: &mut Vec<Effect>,
    ) {
        if self.online_color(play).is_none() {
            return;
        }
        match incoming {
            Incoming::GameLine(line) => match GameLine::parse(&line) {
                Ok(GameLine::GameFull(full)) => self.server_state(play, &full.state, true, effects),
                Ok(GameLine::GameState(state)) => self.server_state(play, &state, false, effects),
                Ok(GameLine::ChatLine(chat)) => self.chat_line(play, &chat, effects),
                Ok(GameLine::OpponentGone(gone)) => self.opponent_gone(play, gone, effects),
                Ok(GameLine::Unknown) => {}
                Err(reason) => {
                    if !std::mem::replace(&mut self.bad_line_said, true) {
                        let said =
                            Message::Ui("online-bad-line", vec![("reason", shown(&reason, 100))]);
                        play.tell(said, effects);
                    }
                }
            },
            Incoming::Answered { id, outcome } => self.answered(play, id, outcome, effects),
            Incoming::Link(link) => self.link(play, link, effects),
        }
    }

    /// A `gameState` (or the state inside `gameFull`, `full`: the first line, and the first
    /// after a reconnect): the moves, the clocks, the offers, the end.
    fn server_state(
        &mut self,
        play: &mut Play,
        state: &GameState,
        full: bool,
        effects: &mut Vec<Effect>,
    ) {
        let Some(ours) = self.online_color(play) else {
            return;
        };
        let plies = play.table.game.plies().len();
        self.sync_moves(play, state, full, effects);
        self.server_clocks(play, state);
        self.server_offers(play, state, ours, effects);
        if !state.status.playing() {
            return self.server_end(play, state, effects);
        }
        self.premove_due(play, ours, effects);
        if full || play.table.game.plies().len() != plies {
            self.say_deadline(play, ours, effects);
        }
        if let Some(expiration) = state.expiration
            && play.table.game.position().turn() == ours
            && play.table.game.plies().len() < 2
            && !std::mem::replace(&mut self.deadline_said, true)
        {
            let said = Message::Ui(
                "online-first-move-deadline",
                vec![(
                    "seconds",
                    Arg::Number(expiration.millis_to_move.div_ceil(1000)),
                )],
            );
            play.tell(said, effects);
        }
    }

    /// The server's move list made the game's: its new moves announced, moves taken back.
    fn sync_moves(
        &mut self,
        play: &mut Play,
        state: &GameState,
        full: bool,
        effects: &mut Vec<Effect>,
    ) {
        let start = play.table.game.initial_position().clone();
        let played: Vec<Move> = play.table.game.plies().iter().map(|ply| ply.mv).collect();
        // A move of ours still on its way is not yet in the server's list: it is not taken
        // back for that (the answer to its request says whether it was refused).
        let in_flight = usize::from(self.move_request.is_some());
        let change = match sync::change(&start, &played, &state.moves) {
            Ok(change) => change,
            Err(error) => return play.tell(error.message(), effects),
        };
        if change.add.is_empty() && change.take_back > 0 && change.take_back <= in_flight {
            return;
        }
        if change.take_back > 0 {
            self.take_back(play, change.take_back, effects);
        }
        let behind = change.add.len();
        if full && behind > 1 {
            let said = Message::Ui(
                "online-caught-up",
                vec![("count", Arg::Number(behind as u64))],
            );
            play.tell(said, effects);
        }
        self.play_server_moves(play, change, effects);
        self.sent_plies = play.table.game.plies().len();
        if self
            .move_request
            .is_some_and(|(_, ply)| ply < self.sent_plies)
        {
            // The server has our move: it stands.
            self.move_request = None;
        }
    }

    /// The server's new moves, each announced as it is played; the opponent's wait to be made
    /// on the player's tactile board.
    fn play_server_moves(&mut self, play: &mut Play, change: Change, effects: &mut Vec<Effect>) {
        for m in change.add {
            if play.table.result.is_some() {
                break;
            }
            self.takeback_asked = false;
            play.play_announced(m, false, effects);
            if play.table.result.is_none()
                && play.timing.clock.is_started()
                && play.awaiting_press()
            {
                home::press_or_pass(&mut play.timing, &mut play.table);
            }
        }
    }

    /// `count` moves taken back on lichess: off the game and the scoresheets; a tactile board
    /// keeps them until the player takes them back there (`/pending` says how).
    fn take_back(&mut self, play: &mut Play, count: usize, effects: &mut Vec<Effect>) {
        let plies = play.table.game.plies().len().saturating_sub(count);
        play.table.game.truncate(plies);
        for sheet in &mut play.table.sheets {
            sheet.truncate(plies);
        }
        play.timing.ply_clocks.truncate(plies);
        play.table.hand = None;
        for color in Color::ALL {
            if !play.setup.player(color).keeps_board {
                play.table.boards[color] = play.table.game.position().board().clone();
            }
        }
        play.table.turn = Turn::default();
        self.move_request = None;
        self.takeback_asked = false;
        self.takeback_offered = false;
        self.sent_plies = plies;
        self.drop_premove(play, "takeback", effects);
        let board = play.setup.player(play.setup.reader()).keeps_board;
        let said = Message::Ui(
            "online-taken-back",
            vec![
                ("count", Arg::Number(count as u64)),
                ("board", Arg::Select(if board { "tactile" } else { "none" })),
                ("color", color_name(play.table.game.position().turn())),
            ],
        );
        play.announce(said, play.vocab_id(play.setup.reader()), effects);
    }

    /// Both clocks as lichess has them, at the moment the line came: the running one counts
    /// down here, for the cues, until the next line sets it again.
    fn server_clocks(&mut self, play: &mut Play, state: &GameState) {
        let online = play.setup.online.as_ref();
        if online.is_some_and(|online| online.days_per_move.is_some()) {
            // No clock runs here: the time left for the move is a deadline, said in days and
            // hours. lichess sends `i32::MAX` where a game has no clock at all.
            let to_move = play.table.game.position().turn();
            let left = to_move.fold_wb(state.wtime, state.btime);
            self.deadline = (left < i32::MAX as u64).then(|| {
                (
                    to_move,
                    play.timing.now + std::time::Duration::from_millis(left),
                )
            });
            return;
        }
        if !play.timing.clock.control().is_timed() {
            return;
        }
        let now = play.timing.now;
        let clock = &mut play.timing.clock;
        if clock.is_paused() && state.status.playing() {
            // Stopped when the game was taken up: lichess's clock never stopped.
            let _ = clock.resume(now);
        }
        clock.set_remaining(
            Color::White,
            std::time::Duration::from_millis(state.wtime),
            now,
        );
        clock.set_remaining(
            Color::Black,
            std::time::Duration::from_millis(state.btime),
            now,
        );
    }

    /// The opponent's draw or takeback offer, said once as it comes.
    fn server_offers(
        &mut self,
        play: &mut Play,
        state: &GameState,
        ours: Color,
        effects: &mut Vec<Effect>,
    ) {
        let theirs = !ours;
        let (draw, takeback) = theirs.fold_wb(
            (state.wdraw, state.wtakeback),
            (state.bdraw, state.btakeback),
        );
        if draw && play.offers.draw != Some(theirs) {
            play.offers.draw = Some(theirs);
            let said = Message::Joined(vec![
                Message::Tokens(vec![Token::Event(Event::DrawOffer(theirs))]),
                Message::Ui(
                    "online-draw-offered",
                    vec![("input", Arg::Select(play.input_kind()))],
                ),
            ]);
            play.announce(said, play.vocab_id(play.setup.reader()), effects);
        } else if !draw && play.offers.draw == Some(theirs) {
            play.offers.draw = None;
        }
        let ours_draw = ours.fold_wb(state.wdraw, state.bdraw);
        if !ours_draw && play.offers.draw == Some(ours) && !play.offers.with_next_move {
            // Declined (or lapsed with the opponent's move).
            play.offers.draw = None;
        }
        if takeback && !self.takeback_offered {
            let said = Message::Ui(
                "online-takeback-offered",
                vec![
                    ("color", color_name(theirs)),
                    ("input", Arg::Select(play.input_kind())),
                ],
            );
            play.announce(said, play.vocab_id(play.setup.reader()), effects);
        }
        self.takeback_offered = takeback;
    }

    /// lichess ended the game: how, then the result as every game's end is said.
    fn server_end(&mut self, play: &mut Play, state: &GameState, effects: &mut Vec<Effect>) {
        if self.ended.is_some() {
            return;
        }
        self.ended = Some(state.status.clone());
        self.gone = None;
        self.premove = None;
        self.premove_lifted = None;
        let outcome = match (state.winner, &state.status) {
            (Some(winner), _) => Some(KnownOutcome::Decisive {
                winner: winner.color(),
            }),
            (
                None,
                Status::Draw
                | Status::Stalemate
                | Status::InsufficientMaterialClaim
                | Status::Outoftime,
            ) => Some(KnownOutcome::Draw),
            _ => None,
        };
        let how = Message::Ui(
            "online-ended",
            vec![("status", Arg::Select(status_key(&state.status)))],
        );
        if play.table.result.is_some() {
            // The rules ended it here already (mate, stalemate): lichess agrees.
            return;
        }
        play.announce(how, play.vocab_id(play.setup.reader()), effects);
        if let Some(outcome) = outcome {
            play.finish(outcome, effects);
        } else {
            play.timing.stop();
        }
    }

    fn chat_line(&mut self, play: &mut Play, chat: &ChatLine, effects: &mut Vec<Effect>) {
        let ours = self
            .online_color(play)
            .map(|color| play.setup.player(color).name.as_str());
        if ours.is_some_and(|name| name.eq_ignore_ascii_case(&chat.username)) {
            return; // our own line, back from the server
        }
        let said = Message::Ui(
            "online-chat",
            vec![
                ("name", shown(&chat.username, 40)),
                ("text", shown(&chat.text, CHAT_SAID)),
                (
                    "room",
                    Arg::Select(if chat.room == "spectator" {
                        "spectator"
                    } else {
                        "player"
                    }),
                ),
            ],
        );
        effects.push(play.say_to_reader(said, Priority::Announcement));
    }

    fn opponent_gone(&mut self, play: &mut Play, gone: OpponentGone, effects: &mut Vec<Effect>) {
        let Some(ours) = self.online_color(play) else {
            return;
        };
        if !self.online_on(play) {
            return;
        }
        let said = if gone.gone {
            let seconds = gone.claim_win_in_seconds.unwrap_or(0);
            self.gone = Some(Gone {
                claim_from: play.timing.now + std::time::Duration::from_secs(seconds),
                said: seconds == 0,
            });
            Message::Ui(
                "online-opponent-gone",
                vec![
                    ("color", color_name(!ours)),
                    ("seconds", Arg::Number(seconds)),
                ],
            )
        } else if self.gone.take().is_some() {
            Message::Ui("online-opponent-back", vec![("color", color_name(!ours))])
        } else {
            return;
        };
        play.announce(said, play.vocab_id(play.setup.reader()), effects);
    }

    /// The server's answer to a request; a refusal is said, and a refused move taken back.
    pub(super) fn answered(
        &mut self,
        play: &mut Play,
        id: u64,
        outcome: Result<(), RequestError>,
        effects: &mut Vec<Effect>,
    ) {
        let Err(error) = outcome else {
            return;
        };
        let refused_move = self.move_request.filter(|(asked, _)| *asked == id);
        let mut said = vec![error.message()];
        if let Some((_, ply)) = refused_move {
            self.move_request = None;
            if play.table.game.plies().len() == ply + 1 && play.table.result.is_none() {
                if let Some(premove) = self.premove.take() {
                    said.push(premove_dropped(play, &premove, "takeback"));
                }
                self.take_back_refused(play, ply);
                said.push(Message::Ui(
                    "online-move-refused",
                    vec![("color", color_name(play.table.game.position().turn()))],
                ));
            }
        }
        play.announce(
            Message::Joined(said),
            play.vocab_id(play.setup.reader()),
            effects,
        );
    }

    /// Our move the server refused: off the game, the sheets and our board, our turn again.
    fn take_back_refused(&mut self, play: &mut Play, ply: usize) {
        let before: Chess = play.table.game.position().clone();
        play.table.game.truncate(ply);
        for sheet in &mut play.table.sheets {
            sheet.truncate(ply);
        }
        play.timing.ply_clocks.truncate(ply);
        let position = play.table.game.position().board().clone();
        let mover = before.turn().other();
        play.table.boards[mover] = position.clone();
        if !play.setup.player(!mover).keeps_board {
            play.table.boards[!mover] = position;
        }
        play.table.turn = Turn::default();
        self.sent_plies = ply;
        if play.timing.clock.active() == Some(!mover) {
            home::press_or_pass(&mut play.timing, &mut play.table);
        }
    }

    fn link(&mut self, play: &mut Play, link: Link, effects: &mut Vec<Effect>) {
        match link {
            Link::Up if !std::mem::take(&mut self.lost) => return,
            // A stream answered 429 is opened again after the wait: its coming back is said.
            Link::Lost { .. } | Link::RateLimited { .. } => self.lost = true,
            _ => {}
        }
        let said = link
            .message()
            .unwrap_or_else(|| Message::ui("online-reconnected"));
        play.announce(said, play.vocab_id(play.setup.reader()), effects);
    }

    /// The acts that lichess carries out online instead of this app: a draw offered or
    /// accepted, resigning (asked twice, as at home), claims; `false` for the rest, which work
    /// as in any game (the board, the move, the clock press before sending).
    pub(super) fn game_act(
        &mut self,
        play: &mut Play,
        act: Act,
        effects: &mut Vec<Effect>,
    ) -> bool {
        let Some(ours) = self.online_color(play) else {
            if act == Act::CancelPremove {
                play.tell(online_only("premove"), effects);
                return true;
            }
            return false;
        };
        if !self.online_on(play) {
            return false;
        }
        let request = match act {
            Act::OfferDraw if play.offers.draw == Some(!ours) => {
                play.tell(Message::ui("online-draw-accepting"), effects);
                Outgoing::Draw(true)
            }
            Act::OfferDraw => {
                play.offers.draw = Some(ours);
                play.offers.with_next_move = false;
                let said = Message::Tokens(vec![Token::Event(Event::DrawOffer(ours))]);
                play.announce(said, play.vocab_id(ours), effects);
                Outgoing::Draw(true)
            }
            Act::Resign => {
                if !play.confirmations.resign_again() {
                    let said = Message::Ui(
                        "resign-confirm",
                        vec![
                            ("color", color_name(ours)),
                            ("input", Arg::Select(play.input_kind())),
                        ],
                    );
                    play.tell(said, effects);
                    return true;
                }
                play.tell(Message::ui("online-resigning"), effects);
                Outgoing::Resign
            }
            Act::ClaimFlag => match self.claim_wait(play) {
                Some(0) => Outgoing::ClaimVictory,
                Some(seconds) => {
                    let said = Message::Ui(
                        "online-claim-later",
                        vec![("seconds", Arg::Number(seconds))],
                    );
                    play.tell(said, effects);
                    return true;
                }
                None => {
                    play.tell(Message::ui("online-flag-by-server"), effects);
                    return true;
                }
            },
            Act::ClaimDraw if self.claim_wait(play) == Some(0) => Outgoing::ClaimDraw,
            Act::ClaimDraw => {
                // lichess grants a threefold repetition or fifty-move claim through the draw
                // offer, and takes it as an offer otherwise.
                play.tell(Message::ui("online-claim-draw"), effects);
                Outgoing::Draw(true)
            }
            Act::PauseClock | Act::Adjourn => {
                play.tell(Message::ui("online-clock-on-server"), effects);
                return true;
            }
            Act::PressClock if self.premove_stands(play, ours) => {
                if let Some(premove) = self.premove.as_mut() {
                    premove.confirmed = true;
                }
                let said = self.premove_message(play, "premove-confirmed", ours);
                play.tell(said, effects);
                return true;
            }
            Act::CancelPremove => {
                self.cancel_premove(play, effects);
                return true;
            }
            _ => return false,
        };
        let (_, effect) = self.request(request);
        effects.push(effect);
        true
    }

    /// The keys and lines `/takeback`, `/abort`, `/decline`, each as its act (aborting, which
    /// ends the game for both, once asked again at once, as resigning is); the chat's key has
    /// the window open its move field with `/chat ` in it. Whether it does (the focus goes
    /// there).
    pub(super) fn command(
        &mut self,
        play: &mut Play,
        key: OnlineKey,
        effects: &mut Vec<Effect>,
    ) -> bool {
        let act = match key {
            OnlineKey::Takeback => OnlineAct::Takeback,
            OnlineKey::Abort => {
                if let Some(refusal) = self.refusal(play, key) {
                    play.tell(refusal, effects);
                    return false;
                }
                if !play.confirmations.abort_again() {
                    let input = Arg::Select(play.input_kind());
                    play.tell(
                        Message::Ui("online-abort-confirm", vec![("input", input)]),
                        effects,
                    );
                    return false;
                }
                OnlineAct::Abort
            }
            OnlineKey::Decline => OnlineAct::Decline,
            OnlineKey::Chat => return self.open_chat(play, effects),
        };
        self.act(play, act, effects);
        false
    }

    /// The chat's key: the window asked to open its move field with `/chat ` in it, and how to
    /// go on said; or why not. Whether it opens.
    fn open_chat(&mut self, play: &mut Play, effects: &mut Vec<Effect>) -> bool {
        if let Some(refusal) = self.refusal(play, OnlineKey::Chat) {
            play.tell(refusal, effects);
            return false;
        }
        play.tell(Message::ui("online-chat-open"), effects);
        effects.push(Effect::Window(WindowAct::Chat));
        true
    }

    /// Why lichess cannot be asked for `key` now: the game is not online, or over (the chat
    /// stays open after it), or (aborting) both sides have moved.
    fn refusal(&self, play: &Play, key: OnlineKey) -> Option<Message> {
        if self.online_color(play).is_none() {
            return Some(online_only(match key {
                OnlineKey::Takeback => "takeback",
                OnlineKey::Abort => "abort",
                OnlineKey::Decline => "decline",
                OnlineKey::Chat => "chat",
            }));
        }
        if !self.online_on(play) && key != OnlineKey::Chat {
            return Some(Message::ui("online-game-over"));
        }
        // lichess aborts a game only until both sides have moved; then it is resigned.
        (key == OnlineKey::Abort && play.table.game.plies().len() >= 2)
            .then(|| Message::ui("online-abort-too-late"))
    }

    /// `/takeback`, `/abort`, `/decline` (and their keys), `/chat …`.
    pub(super) fn act(&mut self, play: &mut Play, act: OnlineAct, effects: &mut Vec<Effect>) {
        let key = match act {
            OnlineAct::Takeback => OnlineKey::Takeback,
            OnlineAct::Abort => OnlineKey::Abort,
            OnlineAct::Decline => OnlineKey::Decline,
            OnlineAct::Chat(_) => OnlineKey::Chat,
        };
        if let Some(refusal) = self.refusal(play, key) {
            return play.tell(refusal, effects);
        }
        let Some(ours) = self.online_color(play) else {
            return;
        };
        let request = match act {
            OnlineAct::Takeback if self.takeback_offered => {
                play.tell(Message::ui("online-takeback-accepting"), effects);
                Outgoing::Takeback(true)
            }
            OnlineAct::Takeback => {
                self.takeback_asked = true;
                play.tell(Message::ui("online-takeback-asked"), effects);
                Outgoing::Takeback(true)
            }
            OnlineAct::Abort => {
                play.tell(Message::ui("online-aborting"), effects);
                Outgoing::Abort
            }
            OnlineAct::Decline if play.offers.draw == Some(!ours) => {
                play.offers.draw = None;
                play.tell(Message::ui("online-draw-declined"), effects);
                Outgoing::Draw(false)
            }
            OnlineAct::Decline if self.takeback_offered => {
                self.takeback_offered = false;
                play.tell(Message::ui("online-takeback-declined"), effects);
                Outgoing::Takeback(false)
            }
            OnlineAct::Decline => {
                return play.tell(Message::ui("online-nothing-to-decline"), effects);
            }
            OnlineAct::Chat(text) if text.trim().is_empty() => {
                return play.tell(Message::ui("online-chat-empty"), effects);
            }
            OnlineAct::Chat(text) => {
                let text: String = text.trim().chars().take(CHAT_SAID).collect();
                let said = Message::Ui("online-chat-sent", vec![("text", shown(&text, CHAT_SAID))]);
                play.tell(said, effects);
                Outgoing::Chat {
                    room: Room::Player,
                    text,
                }
            }
        };
        let (_, effect) = self.request(request);
        effects.push(effect);
    }

    /// "Online game on lichess, rated, 15+10: you play White against Anna Berg, 1850. …"
    pub(super) fn greeting(&self, play: &Play) -> Option<Message> {
        let online = play.setup.online.as_ref()?;
        let control = match online.days_per_move {
            Some(days) => Message::Ui("online-days", vec![("days", Arg::Number(u64::from(days)))]),
            None => Message::Ui(
                "online-control",
                vec![("control", Arg::Key(play.timing.clock.control().to_string()))],
            ),
        };
        Some(Message::Ui(
            "game-start-online",
            vec![
                (
                    "rated",
                    Arg::Select(if online.rated { "rated" } else { "casual" }),
                ),
                ("control", Arg::Message(Box::new(control))),
                ("color", color_name(online.color)),
                (
                    "opponent",
                    opponent_name(&play.setup.player(!online.color).name),
                ),
                ("help", play.help_hint()),
            ],
        ))
    }

    /// An online game taken up after the app stopped: lichess's next `gameFull` brings it up
    /// to date and starts its clock again; until then the player hears that it is awaited.
    pub(super) fn taken_up(&mut self, play: &mut Play, effects: &mut Vec<Effect>) -> bool {
        if play.setup.online.is_none() {
            return false;
        }
        self.move_request = None;
        self.lost = false;
        // The player may not remember a move typed before the app stopped: it is not made.
        self.drop_premove(play, "restart", effects);
        play.announce(
            Message::ui("online-taken-up"),
            play.vocab_id(play.setup.reader()),
            effects,
        );
        true
    }

    /// A line typed while lichess holds the move: the player's premove, held (or refused with
    /// its reason). `false` when no premove can be typed now (not online, the game over, the
    /// player's own move not yet pressed), for the caller to say why as before.
    pub(super) fn premove(
        &mut self,
        play: &mut Play,
        text: &str,
        effects: &mut Vec<Effect>,
    ) -> bool {
        let Some(ours) = self.online_color(play) else {
            return false;
        };
        let game = play.table.game.position();
        if !self.online_on(play) || game.turn() == ours || play.awaiting_press() {
            return false;
        }
        if play.setup.player(ours).keeps_board {
            // Appendix D: the opponent's move is made on the tactile board before one's own.
            let said = Message::Ui("premove-tactile", vec![("color", color_name(!ours))]);
            play.tell(said, effects);
            return true;
        }
        let read = Premove::read(game, ours, text, play.vocabulary(ours), play.style(ours));
        self.hold_premove(play, ours, read, effects);
        true
    }

    /// Enter and Escape on the board while lichess holds the move, for a player who keeps no
    /// tactile board: their own piece lifted for a premove, placed (the premove held, as one
    /// typed), or put back. `false` for any other key or moment, which acts as before.
    pub(super) fn board_premove(
        &mut self,
        play: &mut Play,
        act: Act,
        effects: &mut Vec<Effect>,
    ) -> bool {
        let Some(ours) = self.online_color(play) else {
            return false;
        };
        let game = play.table.game.position();
        if !matches!(act, Act::LiftOrPlace | Act::PutBack)
            || !self.online_on(play)
            || game.turn() == ours
            || play.awaiting_press()
            || play.setup.player(ours).keeps_board
            || play.table.hand.is_some()
        {
            return false;
        }
        let square = play.reader.cursor;
        let piece = game.board().piece_at(square);
        match (act, self.premove_lifted) {
            (Act::LiftOrPlace, None) => {
                if piece.is_none_or(|piece| piece.color != ours) {
                    return false;
                }
                self.premove_lifted = Some(square);
                let said = Message::Ui("premove-lifted", vec![("piece", own_piece(piece, square))]);
                play.tell(said, effects);
            }
            (_, None) => return false,
            (Act::PutBack, Some(from)) => self.put_back_premove(play, from, effects),
            (_, Some(from)) if from == square => self.put_back_premove(play, from, effects),
            (_, Some(from)) => {
                self.premove_lifted = None;
                let placed = Premove::placed(game, ours, from, square);
                if matches!(placed, Err(Unread::CannotGo)) {
                    let lifted = game.board().piece_at(from);
                    let said = Message::Ui(
                        "premove-cannot-go",
                        vec![
                            ("piece", own_piece(lifted, from)),
                            ("square", square_arg(square)),
                        ],
                    );
                    play.tell(said, effects);
                    return true;
                }
                self.hold_premove(play, ours, placed, effects);
            }
        }
        true
    }

    /// The piece lifted for a premove put back on `from`: nothing held for it.
    fn put_back_premove(&mut self, play: &mut Play, from: Square, effects: &mut Vec<Effect>) {
        self.premove_lifted = None;
        let piece = play.table.game.position().board().piece_at(from);
        let said = Message::Ui("premove-put-back", vec![("piece", own_piece(piece, from))]);
        play.tell(said, effects);
    }

    /// A premove read (typed or placed): held and said, replacing one held; or why not.
    fn hold_premove(
        &mut self,
        play: &mut Play,
        ours: Color,
        read: Result<Premove, Unread>,
        effects: &mut Vec<Effect>,
    ) {
        match read {
            Ok(premove) => {
                let replaced = self.premove.replace(premove).is_some();
                let mut said = vec![Message::Ui(
                    "premove-held",
                    vec![
                        ("replaced", Arg::Select(if replaced { "yes" } else { "no" })),
                        ("move", self.premove_words(play, ours)),
                        ("color", color_name(!ours)),
                        ("input", Arg::Select(play.input_kind())),
                    ],
                )];
                if !play.setup.presses_for_player() {
                    said.push(Message::Ui(
                        "premove-confirm-ahead",
                        vec![
                            ("color", color_name(!ours)),
                            ("input", Arg::Select(play.input_kind())),
                        ],
                    ));
                }
                play.tell(Message::Joined(said), effects);
            }
            Err(Unread::Notation(error)) => {
                // Refused as a move typed is, but no illegal attempt: nothing was played.
                let refusal = play.survey().move_refusal(error, None);
                let said = Message::Joined(vec![Message::ui("premove-refused"), refusal]);
                play.tell(said, effects);
            }
            Err(Unread::NoPosition | Unread::CannotGo) => {
                play.tell(Message::ui("premove-unreadable"), effects)
            }
        }
    }

    /// A premove is held and the opponent is still to move.
    fn premove_stands(&self, play: &Play, ours: Color) -> bool {
        self.premove.is_some()
            && play.table.game.position().turn() != ours
            && !play.awaiting_press()
    }

    /// The held premove's words, in the player's style.
    fn premove_words(&self, play: &Play, ours: Color) -> Arg {
        let words = self.premove.as_ref().map(|p| p.words(play.style(ours)));
        Arg::Tokens(words.unwrap_or_default())
    }

    fn premove_message(&self, play: &Play, id: &'static str, ours: Color) -> Message {
        Message::Ui(
            id,
            vec![
                ("move", self.premove_words(play, ours)),
                ("color", color_name(!ours)),
            ],
        )
    }

    /// Escape or `/cancel`: the premove held is dropped, or none was.
    fn cancel_premove(&mut self, play: &mut Play, effects: &mut Vec<Effect>) {
        let Some(ours) = self.online_color(play) else {
            return;
        };
        self.premove_lifted = None;
        let said = if self.premove.is_some() {
            let said = self.premove_message(play, "premove-cancelled", ours);
            self.premove = None;
            said
        } else {
            Message::ui("premove-none")
        };
        play.tell(said, effects);
    }

    /// The premove can no longer be made (`reason`: the words' selector): dropped, and said.
    fn drop_premove(&mut self, play: &mut Play, reason: &'static str, effects: &mut Vec<Effect>) {
        self.premove_lifted = None;
        if let Some(premove) = self.premove.take() {
            let said = premove_dropped(play, &premove, reason);
            play.announce(said, play.vocab_id(play.setup.reader()), effects);
        }
    }

    /// The opponent's move has come: the premove made if it is legal now — sent at once when
    /// the app presses the clock for the player or the player pressed for it ahead, else
    /// waiting for the press — or dropped with the reason.
    fn premove_due(&mut self, play: &mut Play, ours: Color, effects: &mut Vec<Effect>) {
        if play.table.game.position().turn() != ours || play.table.result.is_some() {
            return;
        }
        if let Some(from) = self.premove_lifted {
            // Lifted, never placed: the real move is the player's to make now.
            self.put_back_premove(play, from, effects);
        }
        let Some(premove) = self.premove.take() else {
            return;
        };
        let m = match premove.in_position(play.table.game.position()) {
            Ok(m) => m,
            Err(dropped) => {
                let said = premove_dropped(play, &premove, dropped.key());
                return play.announce(said, play.vocab_id(ours), effects);
            }
        };
        play.tell(Message::ui("premove-played"), effects);
        play.play_announced(m, false, effects);
        if play.table.result.is_some() || !play.awaiting_press() {
            return;
        }
        if premove.confirmed {
            home::press_or_pass(&mut play.timing, &mut play.table);
        } else {
            let said = Message::Ui(
                "premove-press",
                vec![("input", Arg::Select(play.input_kind()))],
            );
            play.tell(said, effects);
        }
    }

    /// Correspondence, the player to move: how long they have for the move ("You have 2 days
    /// and 23 hours for your move").
    fn say_deadline(&self, play: &mut Play, ours: Color, effects: &mut Vec<Effect>) {
        let Some((color, at)) = self.deadline else {
            return;
        };
        if color != ours || play.table.game.position().turn() != ours {
            return;
        }
        let left = at.saturating_sub(play.timing.now);
        let said = Message::Ui("online-your-time", vec![("time", duration_arg(left))]);
        play.announce(said, play.vocab_id(ours), effects);
    }

    /// A correspondence game: what `color`'s clock shows at `now` instead of a time — the time
    /// left for the move of the side to move ("2 days and 19 hours left for the move"), the
    /// days per move for the other; `None` in any other game.
    pub(super) fn correspondence_clock(
        &self,
        play: &Play,
        color: Color,
        now: std::time::Duration,
    ) -> Option<Message> {
        let days = play.setup.online.as_ref()?.days_per_move?;
        let left = self
            .deadline
            .filter(|(to_move, _)| *to_move == color && self.online_on(play))
            .filter(|_| play.table.game.position().turn() == color);
        Some(match left {
            Some((_, at)) => Message::Ui(
                "online-clock-left",
                vec![("time", duration_arg(at.saturating_sub(now)))],
            ),
            None => Message::Ui("online-days", vec![("days", Arg::Number(u64::from(days)))]),
        })
    }

    /// A correspondence game: what the clocks' key says instead of clocks (the side to move,
    /// the time left for its move, the days per move); `None` in any other game.
    pub(super) fn correspondence_time(&self, play: &Play) -> Option<Message> {
        let days = play.setup.online.as_ref()?.days_per_move?;
        let days = ("days", Arg::Number(u64::from(days)));
        let to_move = play.table.game.position().turn();
        let left = self
            .deadline
            .filter(|(color, _)| *color == to_move && self.online_on(play))
            .map(|(_, at)| at.saturating_sub(play.timing.now));
        Some(match left {
            Some(left) => Message::Ui(
                "online-time-left",
                vec![
                    ("color", color_name(to_move)),
                    ("time", duration_arg(left)),
                    days,
                ],
            ),
            None => Message::Ui("online-days", vec![days]),
        })
    }

    /// While the opponent is gone: the whole seconds until the win may be claimed (0: now).
    fn claim_wait(&self, play: &Play) -> Option<u64> {
        let gone = self.gone?;
        let left = gone.claim_from.saturating_sub(play.timing.now);
        Some(left.as_secs() + u64::from(left.subsec_nanos() > 0))
    }

    /// When the session must next be looked at for the online game: the moment the win may
    /// be claimed, not yet said.
    pub(super) fn due(&self, play: &Play) -> Option<std::time::Duration> {
        self.gone
            .filter(|gone| !gone.said && self.online_on(play))
            .map(|gone| gone.claim_from)
    }

    /// Time passes: the moment the win may be claimed is said when it comes.
    pub(super) fn advance(&mut self, play: &mut Play, effects: &mut Vec<Effect>) {
        let Some(gone) = self.gone.as_mut() else {
            return;
        };
        if gone.said || play.timing.now < gone.claim_from || play.table.result.is_some() {
            return;
        }
        gone.said = true;
        let said = Message::ui("online-claim-now");
        play.announce(said, play.vocab_id(play.setup.reader()), effects);
    }

    /// Whether the server's clock decides: no flag falls here in an online game.
    pub(super) fn flag_on_server(&self, play: &Play) -> bool {
        play.setup.online.is_some()
    }
}

/// The player's own piece on `square`, as its mover names it ("Springer Gustav eins").
fn own_piece(piece: Option<shakmaty::Piece>, square: Square) -> Arg {
    Arg::Tokens(match piece {
        Some(piece) => piece_on(piece.role, square),
        None => occupant_on(None, square),
    })
}

/// A correspondence deadline in days and hours, the hours rounded up ("2 days and 23 hours").
fn duration_arg(left: std::time::Duration) -> Arg {
    let hours = left.as_secs().div_ceil(3600);
    Arg::Message(Box::new(Message::Ui(
        "online-days-hours",
        vec![
            ("days", Arg::Number(hours / 24)),
            ("hours", Arg::Number(hours % 24)),
        ],
    )))
}

/// "Premove … dropped: the piece was taken."
fn premove_dropped(play: &Play, premove: &Premove, reason: &'static str) -> Message {
    let ours = play.setup.reader();
    Message::Ui(
        "premove-dropped",
        vec![
            ("move", Arg::Tokens(premove.words(play.style(ours)))),
            ("reason", Arg::Select(reason)),
            ("color", color_name(!ours)),
        ],
    )
}

/// "Takeback: only in an online game on lichess, …": what was asked (`what`, the words'
/// selector), and why it does nothing here.
fn online_only(what: &'static str) -> Message {
    Message::Ui("online-only", vec![("what", Arg::Select(what))])
}

/// The opponent as named: by lichess, or (a script's game) only as the opponent.
fn opponent_name(name: &str) -> Arg {
    if name.is_empty() {
        Arg::Message(Box::new(Message::ui("online-opponent-unnamed")))
    } else {
        Arg::Key(name.to_string())
    }
}

/// The status as the words' selector.
fn status_key(status: &Status) -> &'static str {
    match status {
        Status::Created | Status::Started => "started",
        Status::Aborted => "aborted",
        Status::Mate => "mate",
        Status::Resign => "resign",
        Status::Stalemate => "stalemate",
        Status::Timeout => "timeout",
        Status::Draw => "draw",
        Status::Outoftime => "outoftime",
        Status::Cheat => "cheat",
        Status::NoStart => "nostart",
        Status::InsufficientMaterialClaim => "insufficient",
        Status::UnknownFinish | Status::VariantEnd | Status::Other => "other",
    }
}
