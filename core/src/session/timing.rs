//! Timing: the time the session has reached, the clock and its cues (D.2.6), the clock times
//! written with each move, and a flag that waits for its claim (D.2.10.5).

use std::time::Duration;

use shakmaty::Position;

use crate::clock::{
    Clock, FlagFall, TimeControl,
    cues::{Cue, CueWatch},
};
use crate::rules::Game;

/// The session's time and clock. See the module documentation.
pub(super) struct Timing {
    /// The time the session has reached (since it began).
    pub(super) now: Duration,
    pub(super) clock: Clock,
    cue_watch: CueWatch,
    /// The clock's sounds are switched off (F6).
    pub(super) sound_off: bool,
    /// The mover's clock after each ply's press (for the scoresheet's `[%clk]`).
    pub(super) ply_clocks: Vec<Option<Duration>>,
    /// A flag that fell in an assistant's game and waits for the claim (D.2.10.5).
    pub(super) unclaimed_flag: Option<FlagFall>,
}

impl Timing {
    pub(super) fn new(control: TimeControl) -> Timing {
        Timing {
            now: Duration::ZERO,
            clock: Clock::new(control),
            cue_watch: CueWatch::new(),
            sound_off: false,
            ply_clocks: Vec::new(),
            unclaimed_flag: None,
        }
    }

    /// The session reaches `now`; time never runs back.
    pub(super) fn reach(&mut self, now: Duration) {
        self.now = self.now.max(now);
    }

    /// The clock is looked at now: the flag that falls, and the cues whose marks the running
    /// clock has passed.
    pub(super) fn tick(&mut self) -> (Option<FlagFall>, Vec<Cue>) {
        let flag = self.clock.tick(self.now);
        let cues = self
            .cue_watch
            .observe(&self.clock, self.now)
            .into_iter()
            .flatten()
            .collect();
        (flag, cues)
    }

    /// When the running clock next reaches a cue's mark or its flag (`None` while no clock
    /// runs).
    pub(super) fn next_due(&self) -> Option<Duration> {
        if !self.clock.control().is_timed() || self.clock.is_paused() {
            return None;
        }
        let running = self.clock.active()?;
        let remaining = self.clock.remaining(running, self.now);
        let mark = crate::clock::cues::next_mark_below(remaining)?;
        let step = remaining.saturating_sub(mark).max(Duration::from_millis(1));
        Some(self.now.saturating_add(step))
    }

    /// The running clock stops where it stands (a game over, an interruption, an
    /// adjournment).
    pub(super) fn stop(&mut self) {
        if self.clock.active().is_some() && !self.clock.is_paused() {
            let _ = self.clock.pause(self.now);
        }
    }

    /// The clock was pressed after the last ply of `game`: its mover's time is written with
    /// the move.
    pub(super) fn note_press(&mut self, game: &Game) {
        let plies = game.plies().len();
        let Some(last) = plies.checked_sub(1) else {
            return;
        };
        let mover = game.position().turn().other();
        self.ply_clocks.resize(plies, None);
        self.ply_clocks[last] = Some(self.clock.remaining(mover, self.now));
    }

    /// A clock as the log and the players read it: the time left, or the time used when
    /// untimed.
    pub(super) fn reading(&self, color: shakmaty::Color) -> Duration {
        if self.clock.control().is_timed() {
            self.clock.remaining(color, self.now)
        } else {
            self.clock.time_used(color, self.now)
        }
    }

    /// The mover's time written with ply `ply` (from 0), where the game has one.
    pub(super) fn clock_after(&self, ply: usize) -> Option<Duration> {
        self.ply_clocks.get(ply).copied().flatten()
    }
}
