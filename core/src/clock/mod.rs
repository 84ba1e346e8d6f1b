//! The FIDE chess clock (Laws §6), as a pure model: no threads and no wall clock. Every call is
//! told the time as a monotonic `Duration` since any fixed start (the shell's `Instant` at launch,
//! a test's counter), so a two-hour game runs in a test in microseconds.
//!
//! The clock knows the time control, whose clock runs, each player's remaining time, moves and
//! time used (D.2.10.4), pauses (§6.11), the arbiter's adjustments (§6.10.2, §7.1) and penalties
//! (§7.5.3, §9.5.2, §12.9.3), and the exact instant a flag falls. `cues` turns the running time
//! into the sounds of a tactile clock.
//!
//! ```
//! use std::time::Duration;
//! use annabella_core::clock::Clock;
//! use shakmaty::Color;
//! let secs = Duration::from_secs;
//! let mut clock = Clock::new("3+2".parse().unwrap());
//! clock.start(secs(0), Color::White).unwrap();
//! clock.press(secs(10)).unwrap(); // White moved after 10 s and gets 2 s back
//! assert_eq!(clock.remaining(Color::White, secs(10)), secs(172));
//! assert_eq!(clock.remaining(Color::Black, secs(40)), secs(150));
//! ```

mod control;
pub mod cues;

use crate::message::Message;
use std::time::Duration;

use shakmaty::{ByColor, Chess, Color};

pub use control::{Bonus, LONGEST, Period, TimeClass, TimeControl, TimeControlError};

/// One player's side of the clock.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Side {
    /// Remaining time when this player's clock last stopped (or was set).
    base: Duration,
    /// Moves completed on this clock (presses), which decide the period.
    moves: u32,
    /// Index into `TimeControl::period`.
    period: usize,
    /// Time spent thinking over the completed turns.
    used: Duration,
    /// When this player's flag fell, if it has.
    flag: Option<Duration>,
    flag_reported: bool,
}

/// The turn in progress: whose clock runs and for how long so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Turn {
    color: Color,
    /// Time counted on this turn before `since` (across pauses).
    elapsed: Duration,
    /// When the clock last started running; `None` while paused.
    since: Option<Duration>,
}

/// A chess clock under a time control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    sides: ByColor<Side>,
    turn: Option<Turn>,
}

/// Why the clock refused a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// The clock has not been started yet.
    NotStarted,
    /// Already started: starting again would lose time.
    AlreadyStarted,
    /// Paused by the arbiter or assistant (§6.11): resume first.
    Paused,
    /// Not paused, so there is nothing to resume.
    NotPaused,
}

impl std::error::Error for ClockError {}

/// A flag has fallen: reported once, with the exact instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlagFall {
    pub color: Color,
    /// The instant the time reached zero (not when it was noticed).
    pub at: Duration,
    /// The player was in the period for all remaining moves.
    pub last_period: bool,
    /// The other flag had already fallen, and nobody acted on it.
    pub both: bool,
}

/// What a flag fall means for the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlagVerdict {
    /// §6.9: the player whose flag fell loses.
    Loss(Color),
    /// §6.9: drawn, because the opponent cannot checkmate by any series of legal moves.
    Draw,
    /// Both flags down in a period with more to come (Guideline III.3.1.1): play on.
    Continue,
}

impl FlagFall {
    /// The result per §6.9 in `position`. When both flags are down: where the time control
    /// announced Guideline III (`guideline_iii`), per III.3.1 — an unclaimed fall is not a fallen
    /// flag under §6.8, so two flags are judged as two flags: drawn in the last period, play on
    /// before it; otherwise the clock shows which fell first, and that one decides.
    pub fn verdict(&self, position: &Chess, guideline_iii: bool) -> FlagVerdict {
        if self.both && !guideline_iii {
            let first = !self.color;
            return if crate::rules::can_checkmate(position, self.color) {
                FlagVerdict::Loss(first)
            } else {
                FlagVerdict::Draw
            };
        }
        if self.both {
            return if self.last_period {
                FlagVerdict::Draw
            } else {
                FlagVerdict::Continue
            };
        }
        if !crate::rules::can_checkmate(position, !self.color) {
            FlagVerdict::Draw
        } else {
            FlagVerdict::Loss(self.color)
        }
    }
}

impl Clock {
    /// A clock set for the start of a game under `control`: each player has the first period's
    /// time, and nothing runs until `start`.
    pub fn new(control: TimeControl) -> Clock {
        let first = control.period(0).map_or(Duration::ZERO, |p| p.time);
        let side = Side {
            base: first,
            moves: 0,
            period: 0,
            used: Duration::ZERO,
            flag: None,
            flag_reported: false,
        };
        Clock {
            control,
            sides: ByColor::new_with(|_| side.clone()),
            turn: None,
        }
    }

    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    fn side(&self, color: Color) -> &Side {
        &self.sides[color]
    }

    fn side_mut(&mut self, color: Color) -> &mut Side {
        &mut self.sides[color]
    }

    /// Starts `color`'s clock (normally White's, §6.5).
    pub fn start(&mut self, now: Duration, color: Color) -> Result<(), ClockError> {
        if self.turn.is_some() {
            return Err(ClockError::AlreadyStarted);
        }
        self.turn = Some(Turn {
            color,
            elapsed: Duration::ZERO,
            since: Some(now),
        });
        Ok(())
    }

    pub fn is_started(&self) -> bool {
        self.turn.is_some()
    }

    pub fn is_paused(&self) -> bool {
        self.turn.is_some_and(|t| t.since.is_none())
    }

    /// Whose clock runs (or would run, while paused).
    pub fn active(&self) -> Option<Color> {
        self.turn.map(|t| t.color)
    }

    /// Time counted on the current turn for `color` (zero when it is not their turn).
    fn turn_elapsed(&self, color: Color, now: Duration) -> Duration {
        match self.turn {
            Some(turn) if turn.color == color => {
                turn.elapsed + turn.since.map_or(Duration::ZERO, |s| now.saturating_sub(s))
            }
            _ => Duration::ZERO,
        }
    }

    fn bonus(&self, color: Color) -> Bonus {
        self.control
            .period(self.side(color).period)
            .map_or(Bonus::None, |p| p.bonus)
    }

    /// How much of `elapsed` comes off the clock: all of it, or what exceeds a simple delay.
    fn deduction(&self, color: Color, elapsed: Duration) -> Duration {
        match self.bonus(color) {
            Bonus::Delay(delay) => elapsed.saturating_sub(delay),
            _ => elapsed,
        }
    }

    /// The time `color` has left at `now`, as the clock shows it (never below zero).
    pub fn remaining(&self, color: Color, now: Duration) -> Duration {
        let elapsed = self.turn_elapsed(color, now);
        self.side(color)
            .base
            .saturating_sub(self.deduction(color, elapsed))
    }

    /// What is left of a simple delay on `color`'s running turn.
    pub fn delay_left(&self, color: Color, now: Duration) -> Option<Duration> {
        match (self.bonus(color), self.turn?) {
            (Bonus::Delay(delay), turn) if turn.color == color => {
                Some(delay.saturating_sub(self.turn_elapsed(color, now)))
            }
            _ => None,
        }
    }

    /// Time `color` has spent on their moves, the current one included (D.2.10.4).
    pub fn time_used(&self, color: Color, now: Duration) -> Duration {
        self.side(color).used + self.turn_elapsed(color, now)
    }

    /// Moves completed by `color` on this clock.
    pub fn moves(&self, color: Color) -> u32 {
        self.side(color).moves
    }

    /// The period `color` is in (0 for the first).
    pub fn period(&self, color: Color) -> usize {
        self.side(color).period
    }

    /// When the running player's flag will fall if nothing changes; `None` while paused, before
    /// the start, without a time control, or once it has fallen. Lets a shell sleep until then.
    pub fn flag_due(&self) -> Option<Duration> {
        let turn = self.turn?;
        let since = turn.since?;
        let side = self.side(turn.color);
        if !self.control.is_timed() || side.flag.is_some() {
            return None;
        }
        let available = match self.bonus(turn.color) {
            Bonus::Delay(delay) => side.base + delay,
            _ => side.base,
        };
        Some(since + available.saturating_sub(turn.elapsed))
    }

    /// Notes a fallen flag of the running player (at its exact instant) if its time is up by `now`.
    fn settle(&mut self, now: Duration) {
        if let (Some(due), Some(turn)) = (self.flag_due(), self.turn)
            && due <= now
        {
            self.side_mut(turn.color).flag = Some(due);
        }
    }

    /// Looks at the clock at `now`: reports a flag that has fallen, once. Call it on every tick
    /// (and it is cheap: no allocation).
    pub fn tick(&mut self, now: Duration) -> Option<FlagFall> {
        self.settle(now);
        let color = [Color::White, Color::Black]
            .into_iter()
            .filter(|&c| self.side(c).flag.is_some() && !self.side(c).flag_reported)
            .min_by_key(|&c| self.side(c).flag)?;
        let other_fallen = self.side(!color).flag.is_some();
        let last_period = self.control.is_last_period(self.side(color).period);
        let side = self.side_mut(color);
        side.flag_reported = true;
        Some(FlagFall {
            color,
            at: side.flag?,
            last_period,
            both: other_fallen,
        })
    }

    /// When `color`'s flag fell, if it has (reported or not).
    pub fn flag(&self, color: Color) -> Option<Duration> {
        self.side(color).flag
    }

    /// The running player completed a move and pressed the clock (§6.2.1): their time stops, the
    /// bonus is applied, a new period begins when the move count is reached, and the opponent's
    /// clock starts.
    pub fn press(&mut self, now: Duration) -> Result<(), ClockError> {
        let turn = self.turn.ok_or(ClockError::NotStarted)?;
        if turn.since.is_none() {
            return Err(ClockError::Paused);
        }
        self.hand_over(now, Some(now));
        Ok(())
    }

    /// A move completed while both clocks stand stopped (paused at home, or a game taken up
    /// again after the app stopped, its clocks not yet started): the turn passes as a press
    /// passes it — the mover's move counted, the bonus applied — and the clocks stay stopped,
    /// now on the opponent's side, so that starting them runs the clock of the player to move.
    pub fn pass_stopped(&mut self, now: Duration) -> Result<(), ClockError> {
        let turn = self.turn.ok_or(ClockError::NotStarted)?;
        if turn.since.is_some() {
            return Err(ClockError::NotPaused);
        }
        self.hand_over(now, None);
        Ok(())
    }

    /// The running (or stopped) side's turn ends: its time and bonus settled, the opponent's
    /// turn begun, running `since` (`None`: stopped).
    fn hand_over(&mut self, now: Duration, since: Option<Duration>) {
        let Some(turn) = self.turn else {
            return;
        };
        self.settle(now);
        let color = turn.color;
        let elapsed = self.turn_elapsed(color, now);
        let deduction = self.deduction(color, elapsed);
        let give_back = match self.bonus(color) {
            Bonus::Increment(increment) => increment,
            Bonus::Bronstein(delay) => elapsed.min(delay),
            Bonus::None | Bonus::Delay(_) => Duration::ZERO,
        };
        let side = self.side_mut(color);
        side.base = side.base.saturating_sub(deduction) + give_back;
        side.used += elapsed;
        side.moves += 1;
        self.enter_period(color);
        self.turn = Some(Turn {
            color: !color,
            elapsed: Duration::ZERO,
            since,
        });
    }

    /// Moves `color` into the period their move count belongs to, adding each new period's time
    /// (left-over time carries on, §6.3.2).
    fn enter_period(&mut self, color: Color) {
        let Some((period, _)) = self.control.period_at(self.side(color).moves) else {
            return;
        };
        while self.side(color).period < period {
            let next = self.side(color).period + 1;
            let time = self.control.period(next).map_or(Duration::ZERO, |p| p.time);
            let side = self.side_mut(color);
            side.period = next;
            side.base += time;
        }
    }

    /// Stops both clocks (§6.11.1: the arbiter or assistant pauses the game).
    pub fn pause(&mut self, now: Duration) -> Result<(), ClockError> {
        self.settle(now);
        let turn = self.turn.as_mut().ok_or(ClockError::NotStarted)?;
        let since = turn.since.take().ok_or(ClockError::Paused)?;
        turn.elapsed += now.saturating_sub(since);
        Ok(())
    }

    /// Restarts the clock that was running when it was paused.
    pub fn resume(&mut self, now: Duration) -> Result<(), ClockError> {
        let turn = self.turn.as_mut().ok_or(ClockError::NotStarted)?;
        if turn.since.is_some() {
            return Err(ClockError::NotPaused);
        }
        turn.since = Some(now);
        Ok(())
    }

    /// Sets `color`'s remaining time as the arbiter does (§6.10.2, §7.1). A flag is raised again
    /// when time is given back.
    pub fn set_remaining(&mut self, color: Color, remaining: Duration, now: Duration) {
        self.settle(now);
        let elapsed = self.turn_elapsed(color, now);
        let deduction = self.deduction(color, elapsed);
        let side = self.side_mut(color);
        side.base = remaining + deduction;
        if !remaining.is_zero() {
            side.flag = None;
            side.flag_reported = false;
        }
    }

    /// Adds time to `color` (a penalty on the opponent: §7.5.3, §9.5.2, B.3).
    pub fn add_time(&mut self, color: Color, time: Duration, now: Duration) {
        let remaining = self.remaining(color, now);
        self.set_remaining(color, remaining + time, now);
    }

    /// Deducts time from `color` (an arbiter's penalty, §12.9.3); at zero the flag falls now.
    pub fn deduct_time(&mut self, color: Color, time: Duration, now: Duration) {
        let remaining = self.remaining(color, now).saturating_sub(time);
        self.set_remaining(color, remaining, now);
        if remaining.is_zero() && self.control.is_timed() && self.side(color).flag.is_none() {
            self.side_mut(color).flag = Some(now);
        }
    }

    /// Sets `color`'s move counter (§6.10.2), which also decides their period. Time is not
    /// changed: set it with `set_remaining`.
    pub fn set_moves(&mut self, color: Color, moves: u32) {
        let period = self.control.period_at(moves).map_or(0, |(p, _)| p);
        let side = self.side_mut(color);
        side.moves = moves;
        side.period = period;
    }
}

crate::vocab::displayed_in_english!(ClockError);

impl ClockError {
    pub fn message(&self) -> Message {
        Message::ui(match self {
            ClockError::NotStarted => "error-clock-not-started",
            ClockError::AlreadyStarted => "error-clock-already-started",
            ClockError::Paused => "error-clock-paused",
            ClockError::NotPaused => "error-clock-not-paused",
        })
    }
}

#[cfg(test)]
mod tests;
