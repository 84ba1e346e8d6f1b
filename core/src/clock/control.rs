//! Time controls (FIDE Laws §6.1–6.3): periods with or without a move count, and a bonus per move
//! (increment, simple delay, Bronstein delay). Read and written in two forms: the PGN
//! `TimeControl` tag (`40/5400+30:1800+30`, seconds) and a friendly form for people
//! (`40/90+30s, 30+30s`, minutes).
//!
//! ```
//! use annabella_core::clock::{TimeClass, TimeControl};
//! let fide: TimeControl = "40/90, 30, +30s".parse().unwrap();
//! assert_eq!(fide.to_pgn(), "40/5400+30:1800+30");
//! assert_eq!(fide.class(), Some(TimeClass::Standard));
//! assert_eq!(TimeControl::from_pgn("300+3").unwrap().to_string(), "5+3");
//! ```

use crate::message::{Message, WORD, shown};
use std::{fmt, str::FromStr, time::Duration};

use serde::{Deserialize, Serialize};

/// A whole time control: the periods in order. No periods means no time control (PGN `-`): the
/// clock still measures the time each player uses, but no flag ever falls.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeControl {
    periods: Vec<Period>,
}

/// One period: a number of moves (or the rest of the game) in a time, with a bonus per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    /// Moves to complete in this period; `None` for "all remaining moves" (§6.3.1). A last period
    /// with a move count repeats, as in the classical "40 moves in 2 hours" (PGN `40/7200`).
    pub moves: Option<u32>,
    /// Time added to the player's clock when the period begins; left-over time carries on.
    pub time: Duration,
    pub bonus: Bonus,
}

/// What a player gets for each move (§6.3.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bonus {
    #[default]
    None,
    /// Fischer, "cumulative": added after every completed move.
    Increment(Duration),
    /// Simple (US) delay: the clock waits this long before it starts counting down.
    Delay(Duration),
    /// Bronstein delay: the time used, up to this much, is given back after the move.
    Bronstein(Duration),
}

impl Bonus {
    /// The seconds per move that count for classification (A.1, B.1): increment or delay.
    pub fn per_move(self) -> Duration {
        match self {
            Bonus::None => Duration::ZERO,
            Bonus::Increment(d) | Bonus::Delay(d) | Bonus::Bronstein(d) => d,
        }
    }
}

/// Standard, rapid (Appendix A.1) or blitz (Appendix B.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TimeClass {
    Blitz,
    Rapid,
    Standard,
}

impl TimeClass {
    /// The time an opponent receives after an illegal move or an incorrect claim: two minutes
    /// (§7.5.3, §9.5.2 and A.4), one minute in blitz (B.3).
    pub fn penalty_bonus(self) -> Duration {
        match self {
            TimeClass::Blitz => Duration::from_secs(60),
            TimeClass::Rapid | TimeClass::Standard => Duration::from_secs(120),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            TimeClass::Blitz => "blitz",
            TimeClass::Rapid => "rapid",
            TimeClass::Standard => "standard",
        }
    }
}

/// Why a time control could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimeControlError {
    /// PGN `?`: the control was not recorded.
    Unknown,
    /// PGN `*180`: an hourglass, which a chess clock cannot be.
    Hourglass,
    /// A part that is not a period or a bonus, with the text.
    NotUnderstood(String),
    /// A period of zero time with no bonus, or a move count of zero.
    Empty(String),
    /// A period without a move count before the last one: the later ones could never begin.
    UnreachablePeriod(String),
}

impl std::error::Error for TimeControlError {}

impl TimeControl {
    /// A control from its periods, checked: every period but the last has a move count.
    pub fn new(periods: Vec<Period>) -> Result<TimeControl, TimeControlError> {
        for (i, period) in periods.iter().enumerate() {
            if period.moves == Some(0) || (period.time.is_zero() && period.bonus == Bonus::None) {
                return Err(TimeControlError::Empty(friendly_period(period)));
            }
            if period.moves.is_none() && i + 1 < periods.len() {
                return Err(TimeControlError::UnreachablePeriod(friendly_period(period)));
            }
        }
        Ok(TimeControl { periods })
    }

    /// Sudden death with a bonus: all moves in `time`.
    pub fn sudden_death(time: Duration, bonus: Bonus) -> TimeControl {
        TimeControl {
            periods: vec![Period {
                moves: None,
                time,
                bonus,
            }],
        }
    }

    /// No time control: the clock only measures.
    pub fn untimed() -> TimeControl {
        TimeControl::default()
    }

    pub fn is_timed(&self) -> bool {
        !self.periods.is_empty()
    }

    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The period a player is in after `moves` completed moves, and the number of moves at which
    /// it ends (`None` when it lasts to the end of the game). A last period with a move count
    /// repeats; the repetitions are numbered on, so the index always grows.
    pub fn period_at(&self, moves: u32) -> Option<(usize, Option<u32>)> {
        let mut end = 0u32;
        for (i, period) in self.periods.iter().enumerate() {
            match period.moves {
                None => return Some((i, None)),
                Some(n) => {
                    end += n;
                    if moves < end {
                        return Some((i, Some(end)));
                    }
                }
            }
        }
        let last = self.periods.last()?;
        let n = last.moves?;
        let repeats = (moves - end) / n;
        let index = self.periods.len() + repeats as usize;
        Some((index, Some(end + (repeats + 1) * n)))
    }

    /// A period by the index `period_at` gives (repeats of the last period included).
    pub fn period(&self, index: usize) -> Option<&Period> {
        self.periods
            .get(index)
            .or_else(|| self.periods.last().filter(|p| p.moves.is_some()))
    }

    /// Whether the period at `index` holds all remaining moves (Guideline III: the flag-fall
    /// rules for "the period in which all remaining moves must be completed").
    pub fn is_last_period(&self, index: usize) -> bool {
        self.period(index).is_some_and(|p| p.moves.is_none())
    }

    /// Standard, rapid or blitz from the time for the game plus 60 times the bonus per move
    /// (A.1, B.1; a delay counts like an increment). `None` without a time control.
    pub fn class(&self) -> Option<TimeClass> {
        let first = self.periods.first()?;
        let base: Duration = self.periods.iter().map(|p| p.time).sum();
        let total = base + first.bonus.per_move() * 60;
        Some(if total <= Duration::from_secs(10 * 60) {
            TimeClass::Blitz
        } else if total < Duration::from_secs(60 * 60) {
            TimeClass::Rapid
        } else {
            TimeClass::Standard
        })
    }

    /// Reads a PGN `TimeControl` tag: fields joined by `:`, each `[moves/]seconds[+increment]`,
    /// `-` for none. Delays, which PGN has no form for, are read as `seconds d delay` (simple) and
    /// `seconds b delay` (Bronstein), the form `to_pgn` writes.
    pub fn from_pgn(text: &str) -> Result<TimeControl, TimeControlError> {
        let text = text.trim();
        match text {
            "?" => return Err(TimeControlError::Unknown),
            "-" | "" => return Ok(TimeControl::untimed()),
            _ if text.starts_with('*') => return Err(TimeControlError::Hourglass),
            _ => {}
        }
        let periods = text
            .split(':')
            .map(|field| {
                parse_period(field.trim(), Unit::Seconds)
                    .ok_or_else(|| TimeControlError::NotUnderstood(field.to_string()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        TimeControl::new(periods)
    }

    /// The PGN `TimeControl` tag value.
    pub fn to_pgn(&self) -> String {
        if self.periods.is_empty() {
            return "-".to_string();
        }
        let fields: Vec<String> = self
            .periods
            .iter()
            .map(|p| {
                let mut out = String::new();
                if let Some(n) = p.moves {
                    out.push_str(&format!("{n}/"));
                }
                out.push_str(&trim_number(p.time.as_secs_f64()));
                out.push_str(&bonus_suffix(p.bonus, Unit::Seconds));
                out
            })
            .collect();
        fields.join(":")
    }
}

/// The friendly form: periods in minutes separated by commas, `N/` for a move count, a bonus in
/// seconds after a period (`90+30`) or alone for every period (`40/90, 30, +30s`); `d5` is a
/// simple delay, `b5` a Bronstein delay; `-` or `none` for no time control.
impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let text = text.trim();
        if matches!(text, "-" | "none" | "") {
            return Ok(TimeControl::untimed());
        }
        let mut periods = Vec::new();
        let mut shared = None;
        for part in text.split(',').map(str::trim) {
            if let Some(bonus) = parse_bonus(part, Unit::Seconds) {
                shared = Some(bonus);
            } else {
                let period = parse_period(part, Unit::Minutes)
                    .ok_or_else(|| TimeControlError::NotUnderstood(part.to_string()))?;
                periods.push(period);
            }
        }
        if periods.is_empty() {
            // "+30" alone: a bonus with no time to add it to.
            return Err(TimeControlError::Empty(text.to_string()));
        }
        if let Some(bonus) = shared {
            for period in periods.iter_mut().filter(|p| p.bonus == Bonus::None) {
                period.bonus = bonus;
            }
        }
        TimeControl::new(periods)
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.periods.as_slice() {
            [] => f.write_str("-"),
            [single] => f.write_str(&friendly_period(single)),
            [first, rest @ ..] if rest.iter().all(|p| p.bonus == first.bonus) => {
                let parts: Vec<String> = self
                    .periods
                    .iter()
                    .map(|p| {
                        friendly_period(&Period {
                            bonus: Bonus::None,
                            ..*p
                        })
                    })
                    .collect();
                match first.bonus {
                    Bonus::None => f.write_str(&parts.join(", ")),
                    bonus => write!(
                        f,
                        "{}, {}s",
                        parts.join(", "),
                        bonus_suffix(bonus, Unit::Seconds)
                    ),
                }
            }
            _ => {
                let parts: Vec<String> = self.periods.iter().map(friendly_period).collect();
                f.write_str(&parts.join(", "))
            }
        }
    }
}

#[derive(Clone, Copy)]
enum Unit {
    Seconds,
    Minutes,
}

/// The longest time a period or a bonus may give: a game lasts less, and sums of such times never
/// overflow (a time that does not fit is refused as not understood, not met with a panic later).
pub const LONGEST: Duration = Duration::from_secs(1000 * 3600);

impl Unit {
    fn duration(self, amount: f64) -> Option<Duration> {
        let seconds = match self {
            Unit::Seconds => amount,
            Unit::Minutes => amount * 60.0,
        };
        Duration::try_from_secs_f64(seconds)
            .ok()
            .filter(|time| *time <= LONGEST)
    }
}

/// `[moves/]time[bonus]`, time in `unit`, the bonus always in seconds.
fn parse_period(text: &str, unit: Unit) -> Option<Period> {
    let (moves, rest) = match text.split_once('/') {
        Some((moves, rest)) => (Some(moves.trim().parse().ok()?), rest.trim()),
        None => (None, text),
    };
    let split = rest.find(['+', 'd', 'b']).unwrap_or(rest.len());
    let (time, bonus) = rest.split_at(split);
    let time = unit.duration(parse_number(time.trim())?)?;
    let bonus = if bonus.trim().is_empty() {
        Bonus::None
    } else {
        parse_bonus(bonus, Unit::Seconds)?
    };
    Some(Period { moves, time, bonus })
}

/// `+30`, `+30s` (increment), `d5` (simple delay), `b5` (Bronstein).
fn parse_bonus(text: &str, unit: Unit) -> Option<Bonus> {
    let text = text.trim();
    let mut chars = text.chars();
    let kind = chars.next()?;
    let amount = chars.as_str().trim();
    let amount = amount.strip_suffix('s').unwrap_or(amount).trim();
    let amount = unit.duration(parse_number(amount)?)?;
    match kind {
        '+' => Some(Bonus::Increment(amount)),
        'd' => Some(Bonus::Delay(amount)),
        'b' => Some(Bonus::Bronstein(amount)),
        _ => None,
    }
}

fn parse_number(text: &str) -> Option<f64> {
    if text.is_empty() || !text.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return None;
    }
    text.parse().ok()
}

fn friendly_period(period: &Period) -> String {
    let mut out = String::new();
    if let Some(n) = period.moves {
        out.push_str(&format!("{n}/"));
    }
    out.push_str(&trim_number(period.time.as_secs_f64() / 60.0));
    out.push_str(&bonus_suffix(period.bonus, Unit::Seconds));
    out
}

fn bonus_suffix(bonus: Bonus, unit: Unit) -> String {
    let amount = |d: Duration| match unit {
        Unit::Seconds => trim_number(d.as_secs_f64()),
        Unit::Minutes => trim_number(d.as_secs_f64() / 60.0),
    };
    match bonus {
        Bonus::None => String::new(),
        Bonus::Increment(d) => format!("+{}", amount(d)),
        Bonus::Delay(d) => format!("d{}", amount(d)),
        Bonus::Bronstein(d) => format!("b{}", amount(d)),
    }
}

/// `90`, `2.5`, `0.25`: no trailing zeros.
fn trim_number(value: f64) -> String {
    let text = format!("{value:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

crate::vocab::displayed_in_english!(TimeControlError);

impl TimeControlError {
    pub fn message(&self) -> Message {
        let part = |id, part: &str| Message::Ui(id, vec![("part", shown(part, WORD))]);
        match self {
            TimeControlError::Unknown => Message::ui("error-time-unknown"),
            TimeControlError::Hourglass => Message::ui("error-time-hourglass"),
            TimeControlError::NotUnderstood(text) => part("error-time-not-understood", text),
            TimeControlError::Empty(text) => part("error-time-empty", text),
            TimeControlError::UnreachablePeriod(text) => part("error-time-unreachable", text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mins(m: u64) -> Duration {
        Duration::from_secs(m * 60)
    }

    #[test]
    fn pgn_forms_read_and_write_back() {
        for tag in [
            "300",
            "300+3",
            "5400+30",
            "40/5400+30:1800+30",
            "40/5400:1800+30",
            "40/7200",
            "40/7200:20/3600:1800",
            "-",
            "300d5",
            "300b5",
            "60+0.5",
        ] {
            let control = TimeControl::from_pgn(tag).unwrap();
            assert_eq!(control.to_pgn(), tag, "{tag}");
        }
        assert_eq!(
            TimeControl::from_pgn("?"),
            Err(TimeControlError::Unknown),
            "unknown"
        );
        assert_eq!(
            TimeControl::from_pgn("*180"),
            Err(TimeControlError::Hourglass)
        );
        assert!(matches!(
            TimeControl::from_pgn("300:40/600"),
            Err(TimeControlError::UnreachablePeriod(_))
        ));
        assert!(matches!(
            TimeControl::from_pgn("abc"),
            Err(TimeControlError::NotUnderstood(_))
        ));
        assert!(matches!(
            TimeControl::from_pgn("0/300"),
            Err(TimeControlError::Empty(_))
        ));
    }

    #[test]
    fn friendly_forms() {
        let fide: TimeControl = "40/90, 30, +30s".parse().unwrap();
        assert_eq!(
            fide.periods(),
            &[
                Period {
                    moves: Some(40),
                    time: mins(90),
                    bonus: Bonus::Increment(Duration::from_secs(30)),
                },
                Period {
                    moves: None,
                    time: mins(30),
                    bonus: Bonus::Increment(Duration::from_secs(30)),
                },
            ]
        );
        assert_eq!(fide.to_string(), "40/90, 30, +30s");
        let rapid: TimeControl = "90+30".parse().unwrap();
        assert_eq!(rapid.to_pgn(), "5400+30");
        assert_eq!(rapid.to_string(), "90+30");
        assert_eq!("5 d3".parse::<TimeControl>().unwrap().to_pgn(), "300d3");
        assert_eq!("5b3s".parse::<TimeControl>().unwrap().to_pgn(), "300b3");
        assert_eq!("0.5".parse::<TimeControl>().unwrap().to_pgn(), "30");
        assert_eq!(
            "40/90+30, 30".parse::<TimeControl>().unwrap().to_string(),
            "40/90+30, 30"
        );
        assert!("none".parse::<TimeControl>().unwrap().periods().is_empty());
        assert!(matches!(
            "90 minutes".parse::<TimeControl>(),
            Err(TimeControlError::NotUnderstood(_))
        ));
    }

    #[test]
    fn classes_from_base_plus_sixty_increments() {
        let class = |s: &str| s.parse::<TimeControl>().unwrap().class();
        assert_eq!(class("3+2"), Some(TimeClass::Blitz)); // 3 + 2 = 5 min
        assert_eq!(class("5+5"), Some(TimeClass::Blitz)); // 5 + 60 × 5 s = 10 min: still blitz
        assert_eq!(class("10"), Some(TimeClass::Blitz));
        assert_eq!(class("10+1"), Some(TimeClass::Rapid));
        assert_eq!(class("15+10"), Some(TimeClass::Rapid));
        assert_eq!(class("50+10"), Some(TimeClass::Standard));
        assert_eq!(class("60"), Some(TimeClass::Standard));
        assert_eq!(class("40/90, 30, +30s"), Some(TimeClass::Standard));
        assert_eq!(class("5 d6"), Some(TimeClass::Rapid)); // a delay counts like an increment
        assert_eq!(class("-"), None);
        assert_eq!(TimeClass::Blitz.penalty_bonus(), Duration::from_secs(60));
        assert_eq!(TimeClass::Rapid.penalty_bonus(), Duration::from_secs(120));
    }

    #[test]
    fn periods_by_completed_moves_and_repeating_last_period() {
        let fide: TimeControl = "40/90, 30".parse().unwrap();
        assert_eq!(fide.period_at(0), Some((0, Some(40))));
        assert_eq!(fide.period_at(39), Some((0, Some(40))));
        assert_eq!(fide.period_at(40), Some((1, None)));
        assert_eq!(fide.period_at(100), Some((1, None)));
        assert!(fide.is_last_period(1));
        assert!(!fide.is_last_period(0));
        let classical: TimeControl = "40/120, 20/60".parse().unwrap();
        assert_eq!(classical.period_at(40), Some((1, Some(60))));
        assert_eq!(classical.period_at(60), Some((2, Some(80))));
        assert_eq!(classical.period_at(85), Some((3, Some(100))));
        assert_eq!(classical.period(3).unwrap().time, mins(60));
        assert!(!classical.is_last_period(3));
        assert_eq!(TimeControl::untimed().period_at(0), None);
    }
}
