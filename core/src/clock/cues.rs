//! The tactile clock, made audible (Appendix D.2.6.2). A tactile analog clock has a raised dot
//! every five minutes, two raised dots every quarter hour, and a flag that can be felt rising
//! through the last five minutes. Here each of those becomes a sound at the moment the player's
//! remaining time passes it:
//!
//! - a single `Dot` at every 5-minute mark from 10 minutes up, a `DoubleDot` instead at every
//!   quarter hour;
//! - from 5 minutes down the flag rises: `FlagMinute` at 5, 4, 3, 2 and 1 minutes,
//!   `FlagTenSeconds` at 50 … 10 seconds, `FlagSecond` at 9 … 1 seconds;
//! - `FlagFall` at zero.
//!
//! A tick that comes late (the app was busy, the laptop slept) crosses several marks at once; only
//! the latest one is cued, so there is never a burst of sounds. Time that goes up (an increment,
//! a new period, a penalty given) crosses nothing.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::Clock;
use crate::{
    earcon::Earcon,
    words::{TimeWords, Token, Utterance},
};

const SECOND: u64 = 1000;
const MINUTE: u64 = 60 * SECOND;

/// A mark of remaining time that a player's clock has just passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cue {
    pub color: Color,
    pub earcon: Earcon,
    /// The remaining time the mark stands for (e.g. 15 minutes).
    pub mark: Duration,
}

/// The latest mark passed when remaining time went from `before` down to `after`, if any.
pub fn latest_mark(before: Duration, after: Duration) -> Option<(Earcon, Duration)> {
    let (before, after) = (millis(before), millis(after));
    if after >= before {
        return None;
    }
    let (earcon, mark) = next_mark_at_or_above(after);
    (mark < before).then(|| (earcon, Duration::from_millis(mark)))
}

/// The lowest mark at or above `remaining` milliseconds, and its sound.
fn next_mark_at_or_above(remaining: u64) -> (Earcon, u64) {
    let round_up = |step: u64| remaining.div_ceil(step) * step;
    match remaining {
        0 => (Earcon::FlagFall, 0),
        r if r <= 10 * SECOND => {
            let mark = round_up(SECOND);
            let earcon = if mark == 10 * SECOND {
                Earcon::FlagTenSeconds
            } else {
                Earcon::FlagSecond
            };
            (earcon, mark)
        }
        r if r <= MINUTE => {
            let mark = round_up(10 * SECOND);
            let earcon = if mark == MINUTE {
                Earcon::FlagMinute
            } else {
                Earcon::FlagTenSeconds
            };
            (earcon, mark)
        }
        r if r <= 5 * MINUTE => (Earcon::FlagMinute, round_up(MINUTE)),
        r if r <= 10 * MINUTE => (Earcon::Dot, 10 * MINUTE),
        _ => {
            let mark = round_up(5 * MINUTE);
            let earcon = if mark % (15 * MINUTE) == 0 {
                Earcon::DoubleDot
            } else {
                Earcon::Dot
            };
            (earcon, mark)
        }
    }
}

/// The highest mark strictly below `remaining`: the next one a running clock reaches (the flag,
/// 0, last). `None` once the flag has fallen.
pub fn next_mark_below(remaining: Duration) -> Option<Duration> {
    let r = millis(remaining);
    let below = |step: u64| r.saturating_sub(1) / step * step;
    let mark = match r {
        0 => return None,
        r if r > 10 * MINUTE => below(5 * MINUTE),
        r if r > 5 * MINUTE => 5 * MINUTE,
        r if r > MINUTE => below(MINUTE),
        r if r > 10 * SECOND => below(10 * SECOND),
        _ => below(SECOND),
    };
    Some(Duration::from_millis(mark))
}

fn millis(time: Duration) -> u64 {
    u64::try_from(time.as_millis()).unwrap_or(u64::MAX)
}

/// Remembers what each clock showed at the last look, to find the marks passed since.
#[derive(Clone, Debug, Default)]
pub struct CueWatch {
    last: ByColor<Option<Duration>>,
}

impl CueWatch {
    pub fn new() -> CueWatch {
        CueWatch::default()
    }

    /// The marks each player's clock has passed since the last call: at most one per player.
    /// Without a time control there are none.
    pub fn observe(&mut self, clock: &Clock, now: Duration) -> [Option<Cue>; 2] {
        if !clock.control().is_timed() {
            return [None, None];
        }
        [Color::White, Color::Black].map(|color| {
            let remaining = clock.remaining(color, now);
            let before = self.last[color].replace(remaining)?;
            latest_mark(before, remaining).map(|(earcon, mark)| Cue {
                color,
                earcon,
                mark,
            })
        })
    }
}

/// Whose clock a listener hears.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Audience {
    /// Only the player's own clock, as a tactile clock is felt (the default).
    #[default]
    Own,
    /// Both clocks; the opponent's more quietly.
    Both,
    /// Both clocks, for the assistant's ear (D.2.10): the shell may route these to the
    /// assistant's own output.
    Assistant,
}

impl crate::choice::Choice for Audience {
    const ALL: &'static [Audience] = &[Audience::Own, Audience::Both, Audience::Assistant];

    fn as_str(self) -> &'static str {
        match self {
            Audience::Own => "own",
            Audience::Both => "both",
            Audience::Assistant => "assistant",
        }
    }
}

impl std::fmt::Display for Audience {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(crate::choice::Choice::as_str(*self))
    }
}

/// Which cues sound, for whom, how loud, and whether the time is also said.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CueSettings {
    /// The 5-minute and quarter-hour dots.
    pub dots: bool,
    /// The rising flag through the last five minutes.
    pub flag_approach: bool,
    pub flag_fall: bool,
    pub audience: Audience,
    /// 0.0 to 1.0.
    pub volume: f32,
    /// Also say the remaining time at each cue ("5 Minuten"), queued behind any announcement.
    pub speak: bool,
}

impl Default for CueSettings {
    fn default() -> CueSettings {
        CueSettings {
            dots: true,
            flag_approach: true,
            flag_fall: true,
            audience: Audience::Own,
            volume: 0.7,
            speak: false,
        }
    }
}

/// A cue as it is to be heard: the sound, its volume, who it is for, and what to say with it.
#[derive(Clone, Debug, PartialEq)]
pub struct HeardCue {
    pub cue: Cue,
    pub volume: f32,
    /// For the assistant's ear rather than the player's.
    pub for_assistant: bool,
    /// The remaining time in words, when speaking is on: to be said with
    /// `speech::queue::Priority::Cue`, so it never interrupts an announcement.
    pub say: Option<Utterance>,
}

/// How much quieter the opponent's clock is when both are heard.
const OPPONENT_VOLUME: f32 = 0.5;

impl CueSettings {
    /// The cue as `player` (the one the app serves) hears it, or `None` when the settings leave
    /// it out. The time is said with the colour when both clocks are heard.
    pub fn present(&self, cue: Cue, player: Color) -> Option<HeardCue> {
        let kind_on = match cue.earcon {
            Earcon::Dot | Earcon::DoubleDot => self.dots,
            Earcon::FlagMinute | Earcon::FlagTenSeconds | Earcon::FlagSecond => self.flag_approach,
            Earcon::FlagFall => self.flag_fall,
        };
        let own = cue.color == player;
        if !kind_on || (self.audience == Audience::Own && !own) {
            return None;
        }
        let volume = if own {
            self.volume
        } else {
            self.volume * OPPONENT_VOLUME
        };
        // At the flag fall the event itself is said ("Weiß hat die Zeit überschritten").
        let say = (self.speak && cue.earcon != Earcon::FlagFall).then(|| {
            let mut words = Vec::with_capacity(2);
            if self.audience != Audience::Own {
                words.push(Token::Color(cue.color));
            }
            words.push(Token::Time(TimeWords::new(cue.mark, false)));
            words
        });
        Some(HeardCue {
            cue,
            volume,
            for_assistant: self.audience == Audience::Assistant,
            say,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn marks_from_the_quarter_hours_down_to_the_flag() {
        let mark = |before: u64, after: u64| latest_mark(secs(before), secs(after));
        assert_eq!(mark(5401, 5400), Some((Earcon::DoubleDot, secs(5400))));
        assert_eq!(mark(3301, 3300), Some((Earcon::Dot, secs(3300))));
        assert_eq!(mark(901, 899), Some((Earcon::DoubleDot, secs(900))));
        assert_eq!(mark(601, 600), Some((Earcon::Dot, secs(600))));
        assert_eq!(mark(599, 400), None, "no dot between 10 and 5 minutes");
        assert_eq!(mark(301, 300), Some((Earcon::FlagMinute, secs(300))));
        assert_eq!(mark(61, 60), Some((Earcon::FlagMinute, secs(60))));
        assert_eq!(mark(51, 50), Some((Earcon::FlagTenSeconds, secs(50))));
        assert_eq!(mark(11, 10), Some((Earcon::FlagTenSeconds, secs(10))));
        assert_eq!(mark(10, 9), Some((Earcon::FlagSecond, secs(9))));
        assert_eq!(mark(2, 1), Some((Earcon::FlagSecond, secs(1))));
        assert_eq!(mark(1, 0), Some((Earcon::FlagFall, secs(0))));
        assert_eq!(mark(0, 0), None);
        assert_eq!(mark(100, 130), None, "an increment crosses nothing");
    }

    #[test]
    fn the_next_mark_below_is_the_next_one_a_running_clock_reaches() {
        let next = |r: u64| next_mark_below(Duration::from_millis(r)).map(|d| d.as_millis() as u64);
        // Every mark is reached: walking down from 95 minutes by next marks visits exactly the
        // marks latest_mark reports, ending at the flag.
        let mut r = 95 * MINUTE + 1;
        let mut visited = 0;
        while let Some(mark) = next(r) {
            assert!(mark < r);
            let cued = latest_mark(Duration::from_millis(r), Duration::from_millis(mark));
            assert_eq!(
                cued.map(|(_, m)| m.as_millis() as u64),
                Some(mark),
                "from {r}"
            );
            r = mark;
            visited += 1;
        }
        assert_eq!(r, 0);
        // 95..10 minutes by fives (18), 5 minutes, 4..1 minutes, 50..10 s, 9..1 s, the flag.
        assert_eq!(visited, 18 + 1 + 4 + 5 + 9 + 1);
        assert_eq!(next(0), None);
    }

    #[test]
    fn a_late_tick_cues_only_the_latest_mark() {
        let mark = |before: u64, after: u64| latest_mark(secs(before), secs(after));
        assert_eq!(mark(16 * 60, 9 * 60), Some((Earcon::Dot, secs(600))));
        assert_eq!(
            mark(12 * 60, 3 * 60 + 30),
            Some((Earcon::FlagMinute, secs(240)))
        );
        assert_eq!(mark(300, 0), Some((Earcon::FlagFall, secs(0))));
    }

    #[test]
    fn settings_choose_whose_cues_and_which() {
        let cue = |color, earcon| Cue {
            color,
            earcon,
            mark: secs(300),
        };
        let own = CueSettings::default();
        assert!(
            own.present(cue(Color::Black, Earcon::FlagMinute), Color::White)
                .is_none()
        );
        let heard = own
            .present(cue(Color::White, Earcon::FlagMinute), Color::White)
            .unwrap();
        assert_eq!((heard.volume, heard.say.clone()), (0.7, None));
        let both = CueSettings {
            audience: Audience::Both,
            speak: true,
            ..own
        };
        let heard = both
            .present(cue(Color::Black, Earcon::FlagMinute), Color::White)
            .unwrap();
        assert_eq!(heard.volume, 0.35);
        assert!(!heard.for_assistant);
        assert_eq!(
            heard.say,
            Some(vec![
                Token::Color(Color::Black),
                Token::Time(TimeWords::new(secs(300), false))
            ])
        );
        let no_dots = CueSettings { dots: false, ..own };
        assert!(
            no_dots
                .present(cue(Color::White, Earcon::DoubleDot), Color::White)
                .is_none()
        );
        let assistant = CueSettings {
            audience: Audience::Assistant,
            ..own
        };
        assert!(
            assistant
                .present(cue(Color::Black, Earcon::FlagFall), Color::White)
                .unwrap()
                .for_assistant
        );
    }
}
