//! A time control for a game on lichess, checked before it is sent, so that a refusal is said
//! with its reason at once instead of lichess's bare "Invalid time control".
//!
//! lichess sorts a game by its estimated duration, the time for the game plus 40 increments:
//! under 3 minutes is bullet, under 8 blitz, under 25 rapid, then classical. The Board API plays
//! rapid, classical and correspondence from a seek; a direct challenge and the lichess AI may
//! also be blitz; bullet never. The clock's time is whole minutes up to three hours (or 15, 30,
//! 45 or 90 seconds), the increment whole seconds, and correspondence days one of 1, 2, 3, 5,
//! 7, 10 or 14.
//!
//! Written as in the rest of Annabella (`clock::TimeControl`'s friendly form): minutes, then
//! `+` and the increment in seconds. Days per move are written with a `d` after the number.
//!
//! ```
//! use std::time::Duration;
//! use annabella_core::online::control::{OnlineControl, Pairing};
//!
//! let rapid: OnlineControl = "15+10".parse().unwrap();
//! assert_eq!(rapid.estimate(), Some(Duration::from_secs(15 * 60 + 40 * 10)));
//! assert_eq!(rapid.checked(Pairing::Seek), Ok(rapid));
//! assert_eq!(
//!     rapid.seek_form(),
//!     vec![("time", "15".to_string()), ("increment", "10".to_string())]
//! );
//!
//! // 5+3 is 7 minutes by lichess's estimate: blitz, which a seek cannot be …
//! let blitz: OnlineControl = "5+3".parse().unwrap();
//! let refusal = blitz.checked(Pairing::Seek).unwrap_err();
//! assert!(refusal.to_string().starts_with("a seek must be rapid or slower"), "{refusal}");
//! // … but a challenge to a friend can.
//! assert!(blitz.checked(Pairing::Challenge).is_ok());
//!
//! let days: OnlineControl = "3d".parse().unwrap();
//! assert_eq!(days, OnlineControl::Days(3));
//! assert_eq!(days.challenge_form(), vec![("days", "3".to_string())]);
//! ```

use std::{fmt, str::FromStr, time::Duration};

use crate::{
    message::{Arg, Message, WORD, shown},
    words::{TimeWords, Token},
};

use super::wire::{ChallengeTime, Speed};

/// A time control lichess can be asked for: a clock, or days per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlineControl {
    /// The time for the game and the increment added after each move.
    Clock {
        limit: Duration,
        increment: Duration,
    },
    /// Correspondence: days per move.
    Days(u32),
}

/// How the game is to be paired, which decides what lichess accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pairing {
    /// A public seek (`POST /api/board/seek`): rapid or slower.
    Seek,
    /// A challenge to a named player (`POST /api/challenge/{username}`): blitz or slower.
    Challenge,
    /// A game against the lichess AI (`POST /api/challenge/ai`): blitz or slower.
    Ai,
}

/// The days per move lichess offers for correspondence.
pub const DAYS: [u32; 7] = [1, 2, 3, 5, 7, 10, 14];
/// The longest time for a game, three hours.
pub const LONGEST_LIMIT: Duration = Duration::from_secs(180 * 60);
/// The shortest estimate of a seek: rapid begins at 8 minutes.
pub const SEEK_SHORTEST: Duration = Duration::from_secs(480);
/// The shortest estimate of a challenge or a game against the AI: blitz begins at 3 minutes.
pub const CHALLENGE_SHORTEST: Duration = Duration::from_secs(180);
/// The times under a minute and a half that lichess offers, in seconds; above them, whole
/// minutes.
const SHORT_LIMITS: [u64; 6] = [0, 15, 30, 45, 60, 90];

/// Why a time control cannot be asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ControlError {
    /// Not a time control at all (the text, shown back).
    NotUnderstood(String),
    /// Too fast for a seek: the estimate is under 8 minutes.
    TooFastForSeek { estimate: Duration },
    /// Bullet, which the Board API never plays: the estimate is under 3 minutes.
    Bullet { estimate: Duration },
    /// A time for the game lichess does not offer: not whole minutes (or 15, 30, 45, 90 s).
    LimitNotOffered { limit: Duration },
    /// More than three hours for the game.
    LimitTooLong { limit: Duration },
    /// An increment longer than lichess allows here (`most`: 180 s for a seek, 60 s otherwise).
    IncrementTooLong { increment: Duration, most: Duration },
    /// Days per move that lichess does not offer.
    DaysNotOffered { days: u32 },
}

impl std::error::Error for ControlError {}
crate::vocab::displayed_in_english!(ControlError);

impl ControlError {
    pub fn message(&self) -> Message {
        match self {
            ControlError::NotUnderstood(text) => Message::Ui(
                "error-online-control-not-understood",
                vec![("text", shown(text, WORD))],
            ),
            ControlError::TooFastForSeek { estimate } => Message::Ui(
                "error-online-control-seek-too-fast",
                vec![("estimate", time(*estimate))],
            ),
            ControlError::Bullet { estimate } => Message::Ui(
                "error-online-control-bullet",
                vec![("estimate", time(*estimate))],
            ),
            ControlError::LimitNotOffered { limit } => Message::Ui(
                "error-online-control-limit-not-offered",
                vec![("limit", time(*limit))],
            ),
            ControlError::LimitTooLong { limit } => Message::Ui(
                "error-online-control-limit-too-long",
                vec![("limit", time(*limit))],
            ),
            ControlError::IncrementTooLong { increment, most } => Message::Ui(
                "error-online-control-increment-too-long",
                vec![("increment", time(*increment)), ("most", time(*most))],
            ),
            ControlError::DaysNotOffered { days } => Message::Ui(
                "error-online-control-days-not-offered",
                vec![("days", Arg::Number(u64::from(*days)))],
            ),
        }
    }
}

/// A duration said in words ("15 minutes", "7 minutes, 30 seconds"), never as "07:30".
pub(crate) fn time(duration: Duration) -> Arg {
    Arg::Tokens(vec![Token::Time(TimeWords::new(duration, false))])
}

impl OnlineControl {
    /// lichess's estimate of a game's length: the time plus 40 increments. None in
    /// correspondence.
    pub fn estimate(&self) -> Option<Duration> {
        match *self {
            OnlineControl::Clock { limit, increment } => Some(limit + increment * 40),
            OnlineControl::Days(_) => None,
        }
    }

    /// How lichess will class the game.
    pub fn speed(&self) -> Speed {
        match self.estimate().map(|estimate| estimate.as_secs()) {
            None => Speed::Correspondence,
            Some(..30) => Speed::UltraBullet,
            Some(30..180) => Speed::Bullet,
            Some(180..480) => Speed::Blitz,
            Some(480..1500) => Speed::Rapid,
            Some(_) => Speed::Classical,
        }
    }

    /// This control, if lichess accepts it for `pairing`; the first reason it would not.
    pub fn checked(self, pairing: Pairing) -> Result<OnlineControl, ControlError> {
        match self {
            OnlineControl::Days(days) if DAYS.contains(&days) => Ok(self),
            OnlineControl::Days(days) => Err(ControlError::DaysNotOffered { days }),
            OnlineControl::Clock { limit, increment } => {
                if limit > LONGEST_LIMIT {
                    return Err(ControlError::LimitTooLong { limit });
                }
                let seconds = limit.as_secs();
                if limit.subsec_nanos() != 0
                    || !(SHORT_LIMITS.contains(&seconds) || seconds % 60 == 0)
                {
                    return Err(ControlError::LimitNotOffered { limit });
                }
                let most = Duration::from_secs(match pairing {
                    Pairing::Seek => 180,
                    Pairing::Challenge | Pairing::Ai => 60,
                });
                if increment > most {
                    return Err(ControlError::IncrementTooLong { increment, most });
                }
                let estimate = limit + increment * 40;
                if estimate < CHALLENGE_SHORTEST {
                    return Err(ControlError::Bullet { estimate });
                }
                if pairing == Pairing::Seek && estimate < SEEK_SHORTEST {
                    return Err(ControlError::TooFastForSeek { estimate });
                }
                Ok(self)
            }
        }
    }

    /// Reads `text` and checks it for `pairing`: what a command line or a dialog's field
    /// does before anything is sent.
    pub fn read(text: &str, pairing: Pairing) -> Result<OnlineControl, ControlError> {
        text.parse::<OnlineControl>()?.checked(pairing)
    }

    /// The seek's form fields (`POST /api/board/seek`): `time` in minutes and `increment` in
    /// seconds, or `days`.
    pub fn seek_form(&self) -> Vec<(&'static str, String)> {
        match *self {
            OnlineControl::Clock { limit, increment } => vec![
                ("time", minutes(limit)),
                ("increment", increment.as_secs().to_string()),
            ],
            OnlineControl::Days(days) => vec![("days", days.to_string())],
        }
    }

    /// A challenge's form fields (`POST /api/challenge/{username}` and `/api/challenge/ai`):
    /// `clock.limit` and `clock.increment` in seconds, or `days`.
    pub fn challenge_form(&self) -> Vec<(&'static str, String)> {
        match *self {
            OnlineControl::Clock { limit, increment } => vec![
                ("clock.limit", limit.as_secs().to_string()),
                ("clock.increment", increment.as_secs().to_string()),
            ],
            OnlineControl::Days(days) => vec![("days", days.to_string())],
        }
    }

    /// The control in words: "15 minutes plus 10 seconds a move", "3 days a move".
    pub fn message(&self) -> Message {
        match *self {
            OnlineControl::Clock { limit, increment } if increment.is_zero() => {
                Message::Ui("online-control-sudden-death", vec![("time", time(limit))])
            }
            OnlineControl::Clock { limit, increment } => Message::Ui(
                "online-control-clock",
                vec![("time", time(limit)), ("increment", time(increment))],
            ),
            OnlineControl::Days(days) => Message::Ui(
                "online-control-days",
                vec![("days", Arg::Number(u64::from(days)))],
            ),
        }
    }

    /// A challenge's time control as one of ours; None when it has none (unlimited) or a kind
    /// this version does not know.
    pub fn from_challenge(time: &ChallengeTime) -> Option<OnlineControl> {
        match time {
            ChallengeTime::Clock(clock) => Some(OnlineControl::Clock {
                limit: Duration::from_secs(clock.limit),
                increment: Duration::from_secs(clock.increment),
            }),
            ChallengeTime::Correspondence(days) => Some(OnlineControl::Days(days.days_per_turn)),
            ChallengeTime::Unlimited | ChallengeTime::Other => None,
        }
    }
}

/// Minutes as lichess's seek form takes them and as they are written: `15`, `0.5`, `1.5`.
fn minutes(limit: Duration) -> String {
    let minutes = format!("{:.3}", limit.as_secs_f64() / 60.0);
    minutes
        .trim_end_matches('0')
        .trim_end_matches('.')
        .to_string()
}

/// `15+10` (minutes, then the increment in seconds), `15` (no increment), `0.5+2`; `3d`,
/// `3 days` or `d3` for days per move.
impl FromStr for OnlineControl {
    type Err = ControlError;

    fn from_str(text: &str) -> Result<OnlineControl, ControlError> {
        let not_understood = || ControlError::NotUnderstood(text.to_string());
        let trimmed = text.trim().to_lowercase();
        if let Some(days) = days(&trimmed) {
            return days
                .parse()
                .map(OnlineControl::Days)
                .map_err(|_| not_understood());
        }
        let (time, increment) = trimmed.split_once('+').unwrap_or((&trimmed, "0"));
        let increment = increment.trim();
        let increment = increment.strip_suffix('s').unwrap_or(increment).trim();
        if !all_digits(increment) {
            return Err(not_understood());
        }
        let increment: u64 = increment.parse().map_err(|_| not_understood())?;
        let limit = limit(time.trim()).ok_or_else(not_understood)?;
        Ok(OnlineControl::Clock {
            limit,
            increment: Duration::from_secs(increment.min(u64::from(u32::MAX))),
        })
    }
}

/// The number of days in `3d`, `3 days`, `1 day` or `d3`, still as text.
fn days(text: &str) -> Option<&str> {
    let number = text
        .strip_suffix("days")
        .or_else(|| text.strip_suffix("day"))
        .or_else(|| text.strip_suffix('d'))
        .or_else(|| text.strip_prefix('d'))?
        .trim();
    all_digits(number).then_some(number)
}

/// Minutes, whole or with a decimal part (`0.5`, `1.5`), as a duration in whole seconds.
fn limit(text: &str) -> Option<Duration> {
    let (whole, part) = text.split_once(['.', ',']).unwrap_or((text, ""));
    if !all_digits(whole) || !(part.is_empty() || all_digits(part)) || part.len() > 3 {
        return None;
    }
    let whole: u64 = whole.parse().ok()?;
    let thousandths: u64 = format!("{part:0<3}").parse().ok()?;
    let millis = whole.checked_mul(60_000)?.checked_add(thousandths * 60)?;
    Some(Duration::from_millis(millis))
}

fn all_digits(text: &str) -> bool {
    !text.is_empty() && text.len() <= 9 && text.chars().all(|c| c.is_ascii_digit())
}

/// The form `FromStr` reads: `15+10`, `15`, `0.5+2`, `3d`.
impl fmt::Display for OnlineControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            OnlineControl::Clock { limit, increment } => {
                write!(f, "{}+{}", minutes(limit), increment.as_secs())
            }
            OnlineControl::Days(days) => write!(f, "{days}d"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ui_text::{UiLanguage, UiText},
        vocab::{VocabId, Vocabulary},
    };

    fn clock(minutes: u64, increment: u64) -> OnlineControl {
        OnlineControl::Clock {
            limit: Duration::from_secs(minutes * 60),
            increment: Duration::from_secs(increment),
        }
    }

    #[test]
    fn written_as_minutes_plus_seconds_or_days() {
        assert_eq!("15+10".parse(), Ok(clock(15, 10)));
        assert_eq!(" 15 + 10s ".parse(), Ok(clock(15, 10)));
        assert_eq!("10".parse(), Ok(clock(10, 0)));
        assert_eq!(
            "0.5+2".parse(),
            Ok(OnlineControl::Clock {
                limit: Duration::from_secs(30),
                increment: Duration::from_secs(2),
            })
        );
        assert_eq!("3d".parse(), Ok(OnlineControl::Days(3)));
        assert_eq!("3 days".parse(), Ok(OnlineControl::Days(3)));
        assert_eq!("1 day".parse(), Ok(OnlineControl::Days(1)));
        assert_eq!("D14".parse(), Ok(OnlineControl::Days(14)));
        for text in [
            "",
            "+5",
            "15+",
            "15+2.5",
            "abc",
            "15:10",
            "-5+3",
            "1e3",
            "d",
            "3 weeks",
            "15+-1",
            "99999999999999",
        ] {
            assert_eq!(
                text.parse::<OnlineControl>(),
                Err(ControlError::NotUnderstood(text.to_string())),
                "{text:?}"
            );
        }
        for control in [clock(15, 10), clock(10, 0), OnlineControl::Days(7)] {
            assert_eq!(control.to_string().parse(), Ok(control));
        }
        assert_eq!(
            "0.75+5".parse::<OnlineControl>().unwrap().to_string(),
            "0.75+5"
        );
    }

    #[test]
    fn a_seek_is_rapid_or_slower() {
        // The spec's own examples: 10+0, 8+0, 5+5 (500 s) and 15+10 pass; 5+3 (420 s) does not.
        for text in ["10+0", "8+0", "5+5", "15+10", "180+180", "3d", "14d"] {
            assert!(OnlineControl::read(text, Pairing::Seek).is_ok(), "{text}");
        }
        assert_eq!(
            OnlineControl::read("5+3", Pairing::Seek),
            Err(ControlError::TooFastForSeek {
                estimate: Duration::from_secs(420)
            })
        );
        assert_eq!(
            OnlineControl::read("7+0", Pairing::Seek),
            Err(ControlError::TooFastForSeek {
                estimate: Duration::from_secs(420)
            })
        );
        assert_eq!(
            OnlineControl::read("181+0", Pairing::Seek),
            Err(ControlError::LimitTooLong {
                limit: Duration::from_secs(181 * 60)
            })
        );
        assert_eq!(
            OnlineControl::read("10+181", Pairing::Seek),
            Err(ControlError::IncrementTooLong {
                increment: Duration::from_secs(181),
                most: Duration::from_secs(180)
            })
        );
        assert_eq!(
            OnlineControl::read("4d", Pairing::Seek),
            Err(ControlError::DaysNotOffered { days: 4 })
        );
    }

    #[test]
    fn a_challenge_or_the_ai_may_be_blitz_never_bullet() {
        for pairing in [Pairing::Challenge, Pairing::Ai] {
            for text in ["3+0", "5+3", "0.25+5", "0+5", "180+60", "1d"] {
                assert!(OnlineControl::read(text, pairing).is_ok(), "{text}");
            }
            assert_eq!(
                OnlineControl::read("2+1", pairing),
                Err(ControlError::Bullet {
                    estimate: Duration::from_secs(160)
                })
            );
            assert_eq!(
                OnlineControl::read("1+0", pairing),
                Err(ControlError::Bullet {
                    estimate: Duration::from_secs(60)
                })
            );
            assert_eq!(
                OnlineControl::read("0.2+10", pairing),
                Err(ControlError::LimitNotOffered {
                    limit: Duration::from_secs(12)
                })
            );
            assert_eq!(
                OnlineControl::read("10+61", pairing),
                Err(ControlError::IncrementTooLong {
                    increment: Duration::from_secs(61),
                    most: Duration::from_secs(60)
                })
            );
        }
        // 10+90 would be a fine seek, but a challenge's increment stops at a minute.
        assert!(OnlineControl::read("10+90", Pairing::Seek).is_ok());
    }

    #[test]
    fn speed_is_lichess_s_estimate() {
        let speed = |text: &str| text.parse::<OnlineControl>().unwrap().speed();
        assert_eq!(speed("0.25+0"), Speed::UltraBullet);
        assert_eq!(speed("1+0"), Speed::Bullet);
        assert_eq!(speed("3+0"), Speed::Blitz);
        assert_eq!(speed("5+3"), Speed::Blitz);
        assert_eq!(speed("5+5"), Speed::Rapid);
        assert_eq!(speed("15+10"), Speed::Rapid);
        assert_eq!(speed("25+0"), Speed::Classical);
        assert_eq!(speed("3d"), Speed::Correspondence);
    }

    #[test]
    fn forms_for_the_seek_and_the_challenge() {
        let half: OnlineControl = "1.5+10".parse().unwrap();
        assert_eq!(
            half.seek_form(),
            vec![("time", "1.5".to_string()), ("increment", "10".to_string())]
        );
        assert_eq!(
            half.challenge_form(),
            vec![
                ("clock.limit", "90".to_string()),
                ("clock.increment", "10".to_string())
            ]
        );
        assert_eq!(
            OnlineControl::Days(5).seek_form(),
            vec![("days", "5".to_string())]
        );
    }

    fn english(message: &Message) -> String {
        message.render(Vocabulary::get(VocabId::En), UiText::get(UiLanguage::En))
    }

    #[test]
    fn said_in_words_never_as_a_time_of_day() {
        assert_eq!(
            english(&clock(15, 10).message()),
            "15 minutes plus 10 seconds a move"
        );
        assert_eq!(
            english(&clock(90, 0).message()),
            "one hour, 30 minutes, no increment"
        );
        assert_eq!(english(&OnlineControl::Days(3).message()), "3 days a move");
        assert_eq!(english(&OnlineControl::Days(1).message()), "one day a move");
        assert_eq!(
            OnlineControl::read("5+3", Pairing::Seek)
                .unwrap_err()
                .to_string(),
            "a seek must be rapid or slower: this one would last about 7 minutes by lichess’s \
             estimate (the time plus 40 increments), and a seek needs 8 minutes or more; try \
             10+0 or 15+10, or challenge a player for a faster game"
        );
    }

    /// Every refusal, in every interface language: each message there, every argument said,
    /// and no language answering in English.
    #[test]
    fn every_refusal_is_said_in_every_language() {
        let errors = [
            ControlError::NotUnderstood("fast".into()),
            ControlError::TooFastForSeek {
                estimate: Duration::from_secs(420),
            },
            ControlError::Bullet {
                estimate: Duration::from_secs(120),
            },
            ControlError::LimitNotOffered {
                limit: Duration::from_secs(12),
            },
            ControlError::LimitTooLong {
                limit: Duration::from_secs(200 * 60),
            },
            ControlError::IncrementTooLong {
                increment: Duration::from_secs(61),
                most: Duration::from_secs(60),
            },
            ControlError::DaysNotOffered { days: 4 },
        ];
        let words = [clock(15, 10), clock(10, 0), OnlineControl::Days(3)];
        let messages = errors
            .iter()
            .map(ControlError::message)
            .chain(words.iter().map(OnlineControl::message));
        for message in messages {
            let english = english(&message);
            for language in UiLanguage::ALL {
                let said = message.render(Vocabulary::get(VocabId::En), UiText::get(language));
                assert!(!said.contains('{') && !said.contains("error-"), "{said}");
                if language != UiLanguage::En {
                    assert_ne!(said, english, "{language} says it in English");
                }
                if let Message::Ui(id, _) = &message {
                    assert!(UiText::get(language).has(id), "{language} lacks {id}");
                }
            }
        }
    }
}
