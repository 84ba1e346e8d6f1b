//! What the app does for the player at home that a tournament leaves to the players.
//!
//! At a tournament a move on the tactile board is lifted, the captured piece removed, the piece
//! placed, the move announced and the clock pressed, each a step of its own (D.2.2–D.2.4). At
//! home nobody watches those steps: a piece placed where it makes a legal move (taking what
//! stands there) is the move, and the clock is pressed the moment the move is executed (a
//! setting, `Press`), so the computer answers at once and the player's time does not run while
//! they look for the clock's key. An arrow-key move is then Enter, the arrows, Enter.

use shakmaty::Color;

use super::{Arg, Effect, IncidentKind, Message, Mode, Session, incidents::time_arg};
use crate::message::color_name;
use crate::{
    keymap::{Context, Learn},
    speech::queue::Priority,
};

impl Session {
    /// Placing a piece executes the move (home): no separate announcement, no captured piece to
    /// take off first.
    pub(super) fn executes_on_placing(&self) -> bool {
        self.setup.mode == Mode::Home
    }

    /// The clock pressed for `mover`, whose move has just been executed (home, `Press` auto).
    /// The computer presses its own clock as it moves.
    pub(super) fn press_for_player(&mut self, mover: Color) {
        let computer_moved = self
            .setup
            .computer
            .as_ref()
            .is_some_and(|c| c.color == mover);
        if !self.setup.presses_for_player()
            || computer_moved
            || self.table.result.is_some()
            || self.timing.clock.active() != Some(mover)
        {
            return;
        }
        self.press_or_pass();
    }

    /// The clock pressed for the move just made; while the clocks stand stopped (paused, or a
    /// game taken up again before they are started) the turn passes and they stay stopped, so
    /// that starting them runs the clock of the player to move, not the mover's.
    pub(super) fn press_or_pass(&mut self) {
        let passed = if self.timing.clock.is_paused() {
            self.timing.clock.pass_stopped(self.timing.now)
        } else {
            self.timing.clock.press(self.timing.now)
        };
        if passed.is_ok() {
            self.table.turn.announced = false;
            self.timing.note_press(&self.table.game);
        }
    }
}

impl Session {
    /// The player asks to leave (`/quit`, the window closed). While a game is in progress the
    /// first request is answered with a question — resigning and leaving are both asked twice,
    /// as blind players of other apps asked for — and the game stays saved either way. `None`:
    /// leave now (asked again at once, or nothing to lose).
    pub fn ask_to_leave(&mut self) -> Option<Message> {
        let in_progress = self.table.result.is_none()
            && !self.reader.reviewing
            && self.setup.clock_only.is_none()
            && !self.table.game.plies().is_empty();
        if !in_progress || self.confirmations.leave_again() {
            return None;
        }
        Some(Message::Ui(
            "leave-confirm",
            vec![("input", Arg::Select(self.input_kind()))],
        ))
    }
}

/// Training beside a game at home (the window's Learn menu, the terminal's `/learn`): the game
/// waits for the player.
impl Session {
    /// The game's clock stops while the player trains (a lesson, a drill, a puzzle is no time
    /// of the game's), said once, and logged and journaled as the player's own pause is: the
    /// command that opened training is the journal's entry, so a game taken up in the middle of
    /// an exercise has its clocks where they stopped; the same at the terminal (`/learn`). The
    /// progress read aloud is over at once: it stops nothing.
    pub(super) fn stop_clock_for_training(&mut self, learn: Learn, effects: &mut Vec<Effect>) {
        let running = self.timing.clock.control().is_timed()
            && self.timing.clock.is_started()
            && !self.timing.clock.is_paused()
            && self.table.result.is_none();
        if learn == Learn::Progress || !running {
            return;
        }
        if self.timing.clock.pause(self.timing.now).is_ok() {
            self.log(IncidentKind::Paused);
            effects.push(
                self.say_to_reader(Message::ui("train-clock-stopped"), Priority::Announcement),
            );
        }
    }

    /// Back from training to the game: where it stands — whose move, the move number, both
    /// clocks, and that they stand stopped until the player's own key starts them (as after a
    /// game taken up again: the player first finds their place in the game, then their time
    /// runs). Changes nothing; nothing for a finished game.
    pub fn back_from_training(&self) -> Vec<Effect> {
        if self.table.result.is_some() {
            return Vec::new();
        }
        let standing = self.standing();
        let mut args = vec![
            ("color", color_name(standing.to_move)),
            ("number", Arg::Number(u64::from(standing.number))),
        ];
        let id = if !self.timing.clock.control().is_timed() {
            "train-back-untimed"
        } else {
            args.extend([
                ("white", time_arg(standing.clocks.white)),
                ("black", time_arg(standing.clocks.black)),
            ]);
            if self.timing.clock.is_paused() {
                let starter = if self.reader.context == Context::Lines {
                    "lines"
                } else {
                    "player"
                };
                args.push(("starter", Arg::Select(starter)));
                "train-back-stopped"
            } else {
                "train-back"
            }
        };
        vec![self.say_to_reader(Message::Ui(id, args), Priority::Announcement)]
    }
}
